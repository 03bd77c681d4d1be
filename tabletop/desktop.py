"""The Linux launcher: a .desktop file that starts the app from this folder, and its icons.

``python -m tabletop.desktop`` (what ``make install-desktop`` runs) installs both for the current user,
under ``$XDG_DATA_HOME`` (``~/.local/share``): ``applications/coconut-table.desktop`` and
``icons/hicolor/<n>x<n>/apps/coconut-table.png``. The launcher runs main.py with the Python that ran
this command (the project's .venv), so it works wherever the folder is, spaces and all.
Needs no pygame: the icons are the PNGs in assets/icons/ (drawn by tabletop.icon).
"""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path
from typing import Sequence

APP_ID = "coconut-table"
ROOT = Path(__file__).resolve().parent.parent
ICONS_DIR = ROOT / "assets" / "icons"
ICON_SIZES = (48, 128, 256)
"""The sizes tabletop.icon draws and assets/icons/ holds (kept here, not there, so installing needs no pygame)."""
EXEC_RESERVED = '"`$\\'
"""Characters the Desktop Entry spec wants backslash-escaped inside a quoted Exec argument."""


def icon_file(size: int, folder: Path = ICONS_DIR) -> Path:
    return folder / f"{APP_ID}-{size}.png"


def exec_argument(text: str) -> str:
    """One Exec argument, quoted and escaped as the Desktop Entry spec asks: quotes for spaces and
    shell characters, a backslash before the four reserved ones, then the string-value escaping of
    backslashes, and ``%%`` for a percent sign (which would otherwise start a field code)."""
    if any(character in text for character in "\n\r\t"):
        raise ValueError(f"a launcher cannot run a path with a line break or tab in it: {text!r}")
    quoted = '"' + "".join("\\" + c if c in EXEC_RESERVED else c for c in text) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(python: Path, main_script: Path) -> str:
    """The .desktop file's text for running ``main_script`` with ``python``."""
    working_folder = str(main_script.parent).replace("\\", "\\\\")
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Name=Coconut Table",
        "GenericName=Tabletop games",
        "Comment=Card and dice games for one shared screen, against bots or friends",
        f"Exec={exec_argument(str(python))} {exec_argument(str(main_script))}",
        f"Path={working_folder}",
        f"Icon={APP_ID}",
        "Terminal=false",
        f"StartupWMClass={APP_ID}",
        "Categories=Game;CardGame;BoardGame;",
        "Keywords=cards;dice;hanafuda;koi-koi;party;hot-seat;",
    ]
    return "\n".join(lines) + "\n"


def data_home() -> Path:
    """Where per-user applications and icons go, as the XDG Base Directory spec says."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    return Path(configured) if os.path.isabs(configured) else Path.home() / ".local" / "share"


def install(target: Path, python: Path, main_script: Path = ROOT / "main.py") -> list[Path]:
    """Write the launcher and copy the icons under ``target`` (a data home); returns the files written."""
    written = []
    for size in ICON_SIZES:
        icon = target / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        icon.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(icon_file(size), icon)
        written.append(icon)
    launcher = target / "applications" / f"{APP_ID}.desktop"
    launcher.parent.mkdir(parents=True, exist_ok=True)
    launcher.write_text(desktop_entry(python, main_script), encoding="utf-8")
    written.append(launcher)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    if list(sys.argv[1:] if argv is None else argv):
        print("usage: python -m tabletop.desktop  (installs for the current user; takes no arguments)",
              file=sys.stderr)
        return 2
    for path in install(data_home(), Path(sys.executable).absolute()):
        print(f"installed {path}")
    print("Coconut Table is now in your applications menu (some desktops show it after logging in again).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
