"""Play between computers: a host keeps the table, players join it over WebSockets."""
from __future__ import annotations

from importlib.util import find_spec

NEEDS_LIBRARY = ("Playing between computers needs the 'websockets' library, which this "
                 "installation lacks. Install the app again with its dependencies "
                 "(pip install tarot-table) to host or join a table.")


def missing_library() -> str | None:
    """Why network play cannot start here, or None when it can."""
    return None if find_spec("websockets") is not None else NEEDS_LIBRARY
