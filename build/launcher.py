"""The packaged app's entry point: the same as the tarot-table command."""
from tarot_table.launch import command

raise SystemExit(command())
