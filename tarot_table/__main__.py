import sys

if len(sys.argv) == 1:   # the plain start needs no command-line parser (see launch.py)
    from tarot_table.launch import main
else:
    from tarot_table.cli import main

raise SystemExit(main())
