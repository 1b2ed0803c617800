"""``python -m buraco_tui``: the same as the ``buraco`` command."""

from buraco_tui.cli import main

raise SystemExit(main())
