from tarot_table.launch import command

raise SystemExit(command())
