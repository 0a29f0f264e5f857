"""Speaking words aloud for a player who cannot see the table (a setting, off by default).

Everything the app says goes through one small interface, ``Speaker``: ``speak(words,
interrupt)`` and ``close()``. The real one is speech-dispatcher (``speech_service.py``,
loaded only once speech is on, so a silent app starts as it did); with no service the
app stays silent and says so once in the status bar. Tests hand the app a
``RecordingSpeaker``, which keeps what it was asked to say.
"""
from __future__ import annotations

from collections.abc import Callable

NO_SPEECH = ("Speech is on, but no speech service was found: install speech-dispatcher "
             "(Debian: speech-dispatcher and python3-speechd) to hear the table.")
LONGEST_WORDS = 2000   # characters handed to the synthesiser at once (a rules page is not read whole)


class Speaker:
    """What every speaker does (a plain class: ``typing`` stays off the first frame's path)."""

    def speak(self, words: str, interrupt: bool) -> None:
        """Say ``words``; ``interrupt``: stop whatever is being said first (a new focus)."""

    def close(self) -> None:
        """Let go of the service."""


class RecordingSpeaker(Speaker):
    """A speaker that keeps what it is asked to say (the tests' ears)."""

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []

    def speak(self, words: str, interrupt: bool) -> None:
        self.said.append((words, interrupt))

    def close(self) -> None:
        pass

    def words(self) -> list[str]:
        return [words for words, _ in self.said]


class Speech:
    """What the app speaks through: says nothing while the setting is off, finds the
    service the first time words are to be said with it on, and tells once (``problem``)
    when there is none."""

    def __init__(self, settings: Callable[[], object],
                 find: Callable[[], Speaker | None] | None = None) -> None:
        self.settings = settings
        self.find = find or _platform_speaker
        self.speaker: Speaker | None = None
        self.looked = False
        self.problem = ""
        self.note_pending = False   # the problem not yet shown to the player

    @classmethod
    def recording(cls, settings: Callable[[], object]) -> tuple["Speech", RecordingSpeaker]:
        recorder = RecordingSpeaker()
        return cls(settings, find=lambda: recorder), recorder

    @property
    def on(self) -> bool:
        return bool(getattr(self.settings(), "speech", False))

    def say(self, words: str, interrupt: bool = False) -> None:
        words = " ".join(words.split())[:LONGEST_WORDS]
        if not words or not self.on:
            return
        speaker = self._speaker()
        if speaker is not None:
            speaker.speak(words, interrupt)

    def _speaker(self) -> Speaker | None:
        if not self.looked:
            self.looked = True
            self.speaker = self.find()
            if self.speaker is None:
                self.problem, self.note_pending = NO_SPEECH, True
        return self.speaker

    def take_note(self, on: bool | None = None) -> str:
        """The one-time note that speech has no service, once, for the status bar: none
        installed, or one that failed to open (found out on the speaker's own thread).
        ``on``: whether speech is on, when the caller has just read it."""
        if (self.on if on is None else on) and not self.looked:
            self._speaker()
        if not self.problem and self.speaker is not None and getattr(self.speaker, "problem", ""):
            self.problem, self.note_pending = NO_SPEECH, True
        if not self.note_pending:
            return ""
        self.note_pending = False
        return self.problem

    def close(self) -> None:
        if self.speaker is not None:
            self.speaker.close()
        self.speaker, self.looked = None, False


def _platform_speaker() -> Speaker | None:
    from tarot_table.speech_service import find_speaker
    return find_speaker()
