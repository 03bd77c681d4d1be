"""Double-click entry point for Windows: a .pyw opens with pythonw, so no console window appears."""
import multiprocessing
import os

if __name__ == "__main__":
    multiprocessing.freeze_support()  # in a frozen bundle, the bots' worker process starts through here

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tabletop.app import main  # noqa: E402  (the environment must be set before pygame loads)

if __name__ == "__main__":
    raise SystemExit(main())
