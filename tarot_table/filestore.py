"""Writing the app's own files so that a kill at any instant, or a second copy of the
app, loses nothing.

- ``atomic_write`` writes a temporary file of a name no one else uses (created with
  ``O_EXCL|O_NOFOLLOW``, so a link planted beside the file is never followed), syncs
  it, hard-links the previous version to ``.bak`` through a temporary name of its own,
  replaces the file and syncs the folder. The real name is never missing: at every
  instant it holds the old content or the new.
- ``write_in_held_folder`` is the same replacing for a folder one process holds whole
  (a network host's tables): no lock a file, the leftovers removed once when the folder
  is taken, the folder synced once for a batch.
- ``locked`` holds an advisory lock on a sibling ``.NAME.lock`` file (there only while
  held), so a read-modify-write (statistics, settings, a journal note) is a merge of
  this process's change into what is on disk, never an overwrite with a stale copy.
  ``atomic_write`` takes it too, and removes under it the temporary files a killed
  writer left (``sweep`` does so for a whole folder).
- ``try_hold`` keeps that lock for as long as a file is in use (a game open at the
  table), so a second window can see that and keep its hands off.
- ``read_with_backup`` falls back to ``.bak`` when the file is missing or damaged (a
  damaged file is moved aside with ``safefile.set_aside`` before anything is written
  in its place).
- ``update`` is the whole read-change-write of a small file the app keeps (where a
  lesson stopped, which notes were shown, seats held, deals found), with all of the above.
"""
from __future__ import annotations

import os
import re
import stat
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tarot_table import safefile
from tarot_table.clock import wait_for_another_process

try:
    import fcntl
except ImportError:   # Windows
    fcntl = None
    import msvcrt

_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)
_TEMP_KINDS = ("new", "bak")
_LEFTOVER = re.compile(r"^\.(.+)\.(?:new|bak)-\d+-[0-9a-f]{8}\.tmp$")
_LOCK_ATTEMPTS = 50
_FIRST_PAUSE_S = 0.001   # another process's hold is a write: most often over in a few ms
_LONGEST_PAUSE_S = 0.05
_NAME_TRIES = 20


class InUse(Exception):
    """The file is held by another process: another window of the app."""


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


# ---- writing ----------------------------------------------------------------------
def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text``, keeping the previous version as ``.bak``."""
    if not os.path.isdir(path.parent):   # one look, not a refused mkdir and a look, in the usual case
        path.parent.mkdir(parents=True, exist_ok=True)
    with locked(path):
        remove_leftovers(path)
        write_in_held_folder(path, text)
        sync_folder(path.parent)


def write_in_held_folder(path: Path, text: str) -> None:
    """``atomic_write`` for a file in a folder this process holds whole (a network host
    holds its tables' folder with ``try_hold``, and only it writes there): the file's
    own lock is not taken, the leftovers of a killed writer are removed once when the
    folder is taken (``sweep``) instead of at every write, and the folder is synced by
    the caller (``sync_folder``), once for a batch of writes. The file is replaced
    whole, as by ``atomic_write``: its name holds the old text or the new at every instant."""
    new = _write_temp(path, "new", text.encode("utf-8"))
    try:
        _keep_backup(path)
        os.replace(new, path)
    except BaseException:
        _unlink_quietly(new)
        raise


def _temp_name(path: Path, kind: str) -> Path:
    return path.with_name(f".{path.name}.{kind}-{os.getpid()}-{os.urandom(4).hex()}.tmp")


def _write_temp(path: Path, kind: str, data: bytes) -> Path:
    """A new file beside ``path`` holding ``data``, synced to the disk."""
    return _fresh_temp(path, kind, lambda temp: _write_new(temp, data))


def _fresh_temp(path: Path, kind: str, make: Callable[[Path], None]) -> Path:
    """A temporary name beside ``path`` that ``make`` filled: a name already taken (by
    anything, a planted link included) makes ``make`` fail and another name is tried."""
    for _ in range(_NAME_TRIES):
        temp = _temp_name(path, kind)
        try:
            make(temp)
        except FileExistsError:
            continue
        return temp
    raise FileExistsError(f"no free temporary name beside {path.name}")


def _write_new(temp: Path, data: bytes) -> None:
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY, 0o666)
    try:
        left = memoryview(data)
        while left:   # straight to the descriptor: a buffered file object around it asks the system three more things
            left = left[os.write(fd, left):]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        _unlink_quietly(temp)
        raise
    os.close(fd)


def _keep_backup(path: Path) -> None:
    """``.bak`` becomes the current version, which stays at its own name as well."""
    backup = backup_path(path)
    try:
        current = os.lstat(path)
        if not stat.S_ISREG(current.st_mode) or _same(current, backup):
            return   # (after a kill, .bak may be this very file: renaming a link onto it does nothing)
        try:
            temp = _fresh_temp(path, "bak", lambda temp: os.link(path, temp))
        except FileExistsError:
            raise
        except OSError:   # a file system without hard links: copy it
            temp = _write_temp(path, "bak", path.read_bytes())
    except FileNotFoundError:
        return
    try:
        os.replace(temp, backup)
    except BaseException:
        _unlink_quietly(temp)
        raise


def remove_leftovers(path: Path) -> None:
    """Remove the temporary files a killed writer of ``path`` left. Safe only under
    ``locked(path)``: every writer of the file holds that lock while its files exist."""
    prefixes = tuple(f".{path.name}.{kind}-" for kind in _TEMP_KINDS)
    try:
        with os.scandir(path.parent) as found:
            names = [e.name for e in found if e.name.startswith(prefixes) and e.name.endswith(".tmp")]
    except OSError:
        return
    for name in names:
        _unlink_quietly(path.with_name(name))


def sweep(folder: Path) -> None:
    """Remove the temporary files killed writers left in ``folder`` for files no one
    writes again (a journal entry, a save never written twice). Each file's lock is
    tried, never waited for: a file in use is left to its writer."""
    try:
        with os.scandir(folder) as found:
            targets = {match[1] for e in found if (match := _LEFTOVER.match(e.name))}
    except OSError:
        return
    for name in targets:
        if str(lock_path(folder / name)) in _held:
            continue   # being written in this process
        try:
            hold = try_hold(folder / name)
        except (InUse, OSError):
            continue
        try:
            remove_leftovers(folder / name)
        finally:
            hold.release()


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _same(known: os.stat_result, path: Path) -> bool:
    try:
        return os.path.samestat(known, os.lstat(path))
    except OSError:
        return False


def sync_folder(folder: Path) -> None:
    """Make the renames done in ``folder`` durable (a file replaced stays replaced after a power cut)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return   # Windows cannot open a folder; its renames are durable by themselves
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# ---- reading -------------------------------------------------------------------------
def read_with_backup(path: Path, read: Callable[[Path], object],
                     damaged: tuple[type[BaseException], ...]) -> tuple[object, BaseException | None]:
    """``read(path)``, or ``read`` of its backup when the file is missing or damaged
    (``read`` raising one of ``damaged``). Returns the value and the error the file
    itself gave (None when it read well). When the backup does not read either (or
    there is none), raises the file's own error, or the backup's if only it is there."""
    try:
        return read(path), None
    except damaged as err:
        problem = err
    backup = backup_path(path)
    if not os.path.lexists(backup):
        raise problem
    try:
        return read(backup), problem
    except damaged:
        if os.path.lexists(path):
            raise problem from None
        raise


def update(path: Path, read: Callable[[Path], object], empty: Callable[[], object],
           change: Callable[[object], str]) -> str:
    """Under the file's lock: what is on disk now (``read``; its backup's when the file
    is damaged; ``empty()`` when there is neither), changed by ``change`` into the text
    written. A damaged file is moved aside whole before anything is written, never
    written over. Returns "" or, for a person, what became of a damaged file."""
    with locked(path):
        current, told = _current(path, read, empty)
        if current is None:
            return told
        atomic_write(path, change(current))
    return told


def read_or_empty(path: Path, read: Callable[[Path], object], empty: Callable[[], object]) -> object:
    """What ``update`` would start from, moving nothing: the file's content, its
    backup's when it is damaged, or ``empty()``."""
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        return empty()
    try:
        return read_with_backup(path, read, (ValueError, RecursionError))[0]
    except (ValueError, RecursionError):
        return empty()


def _current(path: Path, read: Callable[[Path], object], empty: Callable[[], object]) -> tuple[object, str]:
    if not os.path.lexists(path) and not os.path.lexists(backup_path(path)):
        return empty(), ""
    try:
        current, fault = read_with_backup(path, read, (ValueError, RecursionError))
    except (ValueError, RecursionError) as err:   # neither the file nor its backup reads
        current, fault = empty(), err
    if fault is None or not os.path.lexists(path):   # read well, or only its backup was left by a kill
        return current, ""
    problem = f"{path.name} could not be read ({fault})"
    aside = safefile.set_aside(path)
    if aside is None:
        return None, f"{problem} nor moved aside, so this change was not kept."
    return current, f"{problem}; it was kept as {aside.name}."


# ---- locks ---------------------------------------------------------------------------
class _Held:
    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.count = 0      # the uses in this process: ``locked`` blocks and unreleased holds
        self.turn = threading.RLock()   # one thread of this process at a time inside ``locked``


_held: dict[str, _Held] = {}
_registry = threading.RLock()


def _forget_after_fork() -> None:
    """A forked child (simulate's workers, say) holds none of its parent's locks: it
    must neither count them as its own nor unlock them, which would free the parent's."""
    global _registry
    _held.clear()
    _registry = threading.RLock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_after_fork)


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` (waiting for another process to let go of it). Nested
    uses in one thread share the lock; another thread of this process waits its turn."""
    lock = lock_path(path)
    key = str(lock)
    held = _take_turn_in_registry(lock, key)
    try:
        with held.turn:
            yield
    finally:
        _let_go(key)


def _take_turn_in_registry(lock: Path, key: str) -> _Held:
    """Count one more use of the lock file ``lock`` (named ``key``), taking it from the
    system first if this process has it not (its folder made when missing). While
    another process has it, this thread waits with the registry let go: a wait there
    had stopped every other thread of this process from taking or letting go of any
    lock (a second window's stall became this one's)."""
    pause = _FIRST_PAUSE_S
    while True:
        with _registry:
            held = _held.get(key)
            if held is None:
                lock.parent.mkdir(parents=True, exist_ok=True)
                fd = _acquire(lock)
                if fd is not None:
                    held = _held[key] = _Held(fd)
            if held is not None:
                held.count += 1
                return held
        wait_for_another_process(pause)
        pause = min(pause * 2, _LONGEST_PAUSE_S)


class Hold:
    """The lock of a file kept while it is in use; ``release`` lets it go."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._key = str(lock_path(path))
        self.released = False

    def release(self) -> None:
        if not self.released:
            self.released = True
            _let_go(self._key)


def try_hold(path: Path) -> Hold:
    """Take the lock of ``path`` and keep it, or raise InUse when another process has
    it. This process may hold it more than once (a table scene made before the one it
    replaces is left): it is let go at the last release."""
    key = str(lock_path(path))
    with _registry:
        held = _held.get(key)
        if held is None:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = _acquire(lock_path(path))
            if fd is None:
                raise InUse(path.name)
            held = _held[key] = _Held(fd)
        held.count += 1
    return Hold(path)


def held_elsewhere(path: Path) -> bool:
    """True when another process holds the lock of ``path`` right now."""
    lock = lock_path(path)
    with _registry:
        if str(lock) in _held:
            return False
        try:
            fd = os.open(lock, os.O_RDWR | _NOFOLLOW | _BINARY)
        except OSError:
            return False   # no lock file: no one holds it
        try:
            if not _lock_fd(fd):
                return True
            _unlock_fd(fd)
            return False
        finally:
            os.close(fd)


def _let_go(key: str) -> None:
    """One use of a lock ended; at the last, the lock file is removed while still
    held (a process waiting on it then sees it was replaced and opens it afresh), so
    lock files exist only while in use."""
    with _registry:
        held = _held[key]
        held.count -= 1
        if held.count == 0:
            del _held[key]
            _unlink_quietly(Path(key))
            _unlock_fd(held.fd)
            os.close(held.fd)


def _acquire(lock: Path) -> int | None:
    """An open, locked descriptor of ``lock``, or None when another process has it. A
    lock file removed or replaced between opening and locking is opened again."""
    for _ in range(_LOCK_ATTEMPTS):
        try:
            fd = os.open(lock, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _BINARY, 0o666)
        except OSError:
            if not os.path.islink(lock):
                raise
            _unlink_quietly(lock)   # a link planted in a lock file's place: never ours, never followed
            continue
        try:
            if not _lock_fd(fd):
                os.close(fd)
                return None
            if _same_file(fd, lock):
                return fd
            _unlock_fd(fd)
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)
    raise OSError(f"{lock.name} keeps being replaced; the file cannot be locked")


def _same_file(fd: int, lock: Path) -> bool:
    try:
        on_disk = os.stat(lock, follow_symlinks=False)
    except FileNotFoundError:
        return False
    mine = os.fstat(fd)
    return (mine.st_dev, mine.st_ino) == (on_disk.st_dev, on_disk.st_ino)


def _lock_fd(fd: int) -> bool:
    """Lock ``fd`` if no one else has it; never waits."""
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    os.lseek(fd, 0, os.SEEK_SET)
    try:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _unlock_fd(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return
    os.lseek(fd, 0, os.SEEK_SET)
    msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
