"""The packaged app's entry point."""
from tarot_table.cli import main

raise SystemExit(main())
