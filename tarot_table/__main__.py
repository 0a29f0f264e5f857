from tarot_table.entry import command

raise SystemExit(command())
