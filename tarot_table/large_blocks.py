"""Large blocks of memory given back to the system as soon as they are freed.

The table's pictures are large blocks (a kept table is 8 MB at 1920x1080, a board's
picture, a place's layer, a decoded face), made when a table opens, is resized or is drawn
anew. glibc serves blocks of 128 KiB or more from their own mappings and gives them back
when freed, but by default it raises that bound to the size of each such block freed:
after the first picture let go, later ones come from the heap, where the pages stay with
the process once the picture is gone (some 6 MB a session of six tables, measured in
docs/performance.md). Fixing the bound keeps the default's size and drops the raising.
During frames the table makes no block this large (counted), so no frame pays for it.
Elsewhere than glibc, and when the player set the bound in the environment, nothing is
changed. It is set when a table opens, not at the menu (whose deck needs it not, and
``ctypes`` is some 0.4 MB at the menu); the deck pages, which check hundreds of pictures
in turn, run faster with the heap's pages kept (docs/performance.md)."""
from __future__ import annotations

import os
import sys

M_MMAP_THRESHOLD = -3        # mallopt's name for the bound, in glibc's malloc.h
LARGE_BLOCK = 128 * 1024     # glibc's own default for it


def give_large_blocks_back() -> bool:
    """Have the C library give back every block of ``LARGE_BLOCK`` or more when it is
    freed, from now on. True when it was set."""
    if not sys.platform.startswith("linux") or "MALLOC_MMAP_THRESHOLD_" in os.environ:
        return False
    import ctypes   # not at launch: the first table needs it, the window and the menu do not
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):   # a C library without mallopt
        return False
    return mallopt(M_MMAP_THRESHOLD, LARGE_BLOCK) == 1
