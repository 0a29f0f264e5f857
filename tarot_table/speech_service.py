"""The platform's speech service behind ``speech.Speaker``, loaded once speech is on.

On Linux that is speech-dispatcher, the service the desktop's screen reader (Orca)
speaks through, so the player's own voice, rate and language apply: through its Python
client (Debian's ``python3-speechd``) when that can be imported, else through its
command ``spd-say``. A real speaker is wrapped in ``QueuedSpeaker``: the service is
opened, and the words wait in a queue, for one background thread, so speaking never
holds up a frame and a missing or hung service never holds up the app.
"""
from __future__ import annotations

import queue
import shutil
import subprocess
import threading
from collections.abc import Callable


class DispatcherClient:
    """speech-dispatcher through its Python client (``import speechd``)."""

    def __init__(self, speechd_module) -> None:
        self.client = speechd_module.SSIPClient("tarot-table")
        self.client.set_priority(speechd_module.Priority.MESSAGE)

    def speak(self, words: str, interrupt: bool) -> None:
        if interrupt:
            self.client.cancel()
        self.client.speak(words)

    def close(self) -> None:
        self.client.close()


class DispatcherCommand:
    """speech-dispatcher through its command, for a Python the client is not installed for."""

    def __init__(self, command: str) -> None:
        self.command = command

    def speak(self, words: str, interrupt: bool) -> None:
        if interrupt:
            subprocess.run([self.command, "--cancel"], check=False, timeout=5,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # "--" so words starting with a dash are words, not options
        subprocess.run([self.command, "--application-name", "tarot-table", "--", words], check=False,
                       timeout=5, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def close(self) -> None:
        pass


class QueuedSpeaker:
    """Another speaker, opened and fed on a thread of its own: ``speak`` only puts the
    words in a queue and returns. The service is opened there too (speech-dispatcher may
    be started on demand, or not answer at all), so a frame never waits on it. Words
    waiting when an interrupting one arrives are dropped unsaid (they are stale), and so
    are words beyond ``LONGEST_QUEUE`` (a service that has stopped listening).

    The thread is a daemon and ``close`` never waits for it: a service that hangs cannot
    hold the app, or the interpreter, at exit. ``threaded=False`` leaves the queue to
    ``drain`` (tests, on their own thread)."""

    LONGEST_QUEUE = 64

    def __init__(self, open_inner: Callable[[], object], threaded: bool = True) -> None:
        self.open_inner = open_inner
        self.inner = None
        self.problem = ""   # why the service could not be opened, once it is known
        self.waiting: queue.Queue[tuple[str, bool] | None] = queue.Queue(self.LONGEST_QUEUE)
        self.thread = None
        if threaded:
            self.thread = threading.Thread(target=self._run, name="speech", daemon=True)
            self.thread.start()

    def speak(self, words: str, interrupt: bool) -> None:
        if interrupt:
            self._drop_waiting()
        try:
            self.waiting.put_nowait((words, interrupt))
        except queue.Full:
            pass

    def _drop_waiting(self) -> None:
        try:
            while True:
                self.waiting.get_nowait()
        except queue.Empty:
            pass

    def _run(self) -> None:
        while self._say_next(self.waiting.get()):
            pass

    def drain(self) -> None:
        """Say what is waiting, here and now (a speaker made with ``threaded=False``)."""
        while True:
            try:
                item = self.waiting.get_nowait()
            except queue.Empty:
                return
            if not self._say_next(item):
                return

    def _say_next(self, item: tuple[str, bool] | None) -> bool:
        """Hands one item to the service; False once the queue is closed."""
        if item is None:
            self._close_inner()
            return False
        if self.problem:
            return True   # no service: the words go unsaid
        try:
            if self.inner is None:
                self.inner = self.open_inner()
            self.inner.speak(*item)
        except Exception as error:   # a service that is missing or went away: silence, never a crash
            if self.inner is None:
                self.problem = f"{type(error).__name__}: {error}"
        return True

    def _close_inner(self) -> None:
        if self.inner is not None:
            try:
                self.inner.close()
            except Exception:   # the service is already gone
                pass
            self.inner = None

    def close(self) -> None:
        """The thread lets go of the service and ends once it is free; nothing waits for it."""
        self._drop_waiting()
        try:
            self.waiting.put_nowait(None)
        except queue.Full:
            pass
        if self.thread is None:
            self.drain()


def find_speaker(which: Callable[[str], str | None] = shutil.which, threaded: bool = True) -> QueuedSpeaker | None:
    """The platform's speech service, queued, or None when there is none. Only whether
    it is installed is asked here; it is opened on the speaker's own thread."""
    try:
        import speechd   # Debian's python3-speechd
    except Exception:   # not installed (or broken): try the command
        speechd = None
    if speechd is not None:
        return QueuedSpeaker(lambda: DispatcherClient(speechd), threaded)
    command = which("spd-say")
    return QueuedSpeaker(lambda: DispatcherCommand(command), threaded) if command else None
