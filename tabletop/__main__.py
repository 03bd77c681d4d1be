"""``python -m tabletop``: the same start as main.py and the coconut-table command."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.app import main  # noqa: E402  (the environment must be set before pygame loads)

raise SystemExit(main())
