"""The ``tarot-table`` command, ``python -m tarot_table`` and the packaged app: with
no arguments the window opens without the command line's parser (argparse and its
kin) ever loading."""
from __future__ import annotations

import sys


def command() -> int:
    if len(sys.argv) > 1:
        from tarot_table.cli import main
        return main()
    from tarot_table.launch import main
    return main()
