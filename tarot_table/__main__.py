from tarot_table.cli import main

raise SystemExit(main())
