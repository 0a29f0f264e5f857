"""A report of an unexpected error, written to the log folder for the player to send."""
from __future__ import annotations

from pathlib import Path

from tarot_table import __version__, paths
from tarot_table.applog import logger


def write_crash_report() -> Path:
    """The traceback being handled, in a new file of the log folder; its path."""
    import traceback
    from datetime import datetime
    folder = paths.log_dir()
    path = folder / f"crash-{datetime.now().strftime('%Y%m%d-%H%M%S')}.log"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(f"Tarot Table {__version__}\n{traceback.format_exc()}", encoding="utf-8")
    except OSError:
        logger(__name__).exception("could not write the crash report")
    return path
