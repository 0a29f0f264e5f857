"""The packaged app's entry point: the same as the tarot-table command."""
from tarot_table.entry import command

raise SystemExit(command())
