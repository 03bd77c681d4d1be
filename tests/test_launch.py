"""Launching without a terminal: the entry points, the icon, the window memory, the Linux launcher and
the PyInstaller bundle (built once, then started headless like a double-click)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pygame
import pytest

from tabletop.app import App
from tabletop.cli import parse
from tabletop.desktop import APP_ID, ICON_SIZES, desktop_entry, icon_file, install
from tabletop.icon import draw_icon
from tabletop.settings import WINDOW_SIZE_RANGE, Settings, settings_path
from tests.uitools import frames, key

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": os.environ.get("PATH", "/usr/bin:/bin")}


def sandbox_env(home: Path) -> dict[str, str]:
    """A headless child process whose settings and saves stay under ``home``."""
    return {**HEADLESS, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data")}


def assert_a_real_picture(path: Path, size: tuple[int, int]) -> None:
    """The screenshot exists, has the window's size and shows something (not one flat colour)."""
    assert path.exists(), f"no screenshot at {path}"
    picture = pygame.image.load(str(path))
    assert picture.get_size() == size
    colours = {tuple(picture.get_at((x, y))) for x in range(0, size[0], 37) for y in range(0, size[1], 23)}
    assert len(colours) > 20, f"the screenshot is nearly blank: {len(colours)} colours"


# --- entry points ---

@pytest.mark.parametrize("command", [["main.py"], ["main.pyw"], ["-m", "tabletop"]])
def test_every_entry_point_starts_the_app(tmp_path: Path, command: list[str]) -> None:
    shot = tmp_path / "shot.png"
    result = subprocess.run([sys.executable, *command, "--frames", "5", "--size", "640x360", "--screenshot", str(shot)],
                            cwd=ROOT, env=sandbox_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert_a_real_picture(shot, (640, 360))


def test_the_installed_command_is_a_gui_script() -> None:
    """``coconut-table`` is declared as a GUI script (no console window on Windows) running app.main."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"] == {"coconut-table": "tabletop.app:main"}


# --- the icon ---

def test_the_committed_icons_are_what_the_code_draws() -> None:
    for size in ICON_SIZES:
        committed = pygame.image.load(str(icon_file(size)))
        assert committed.get_size() == (size, size)
        drawn = pygame.image.tobytes(draw_icon(size), "RGBA")
        stored = pygame.image.tobytes(committed, "RGBA")
        difference = sum(abs(a - b) for a, b in zip(drawn, stored)) / len(drawn)
        assert difference < 1.0, f"assets/icons differ from tabletop/icon.py at {size} px: run `make icons`"


def test_the_icon_is_opaque_inside_and_clear_outside() -> None:
    """A rounded tile: the corners are see-through on any panel, the middle is solid picture."""
    icon = draw_icon(48)
    assert icon.get_at((0, 0)).a == 0 and icon.get_at((47, 47)).a == 0
    assert icon.get_at((24, 24)).a == 255 and icon.get_at((24, 40)).a == 255


def test_the_window_gets_the_title_and_the_icon_before_it_opens(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, object]] = []
    set_icon, set_mode = pygame.display.set_icon, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: (calls.append(("icon", surface.get_size())),
                                                                     set_icon(surface))[1])
    monkeypatch.setattr(pygame.display, "set_mode", lambda *args: (calls.append(("mode", args)), set_mode(*args))[1])
    app = App(parse(["--frames", "1", "--save-dir", str(tmp_path), "--windowed"]), Settings())
    assert calls[0] == ("icon", (128, 128)) and calls[1][0] == "mode"
    assert pygame.display.get_caption()[0] == "Coconut Table"
    app.finish()


X11_PROBE = """
import subprocess, sys
from tabletop.app import App
from tabletop.cli import parse
from tabletop.settings import Settings
app = App(parse(["--frames", "5", "--size", "640x360", "--save-dir", sys.argv[1]]), Settings())
app.tick()
tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True).stdout
window = next(line.split()[0] for line in tree.splitlines() if '"Coconut Table"' in line)
print(subprocess.run(["xprop", "-id", window, "WM_NAME", "WM_CLASS", "_NET_WM_ICON"],
                     capture_output=True, text=True).stdout[:600])
app.finish()
"""


def test_a_real_x11_window_carries_the_title_the_icon_and_the_launcher_class(tmp_path: Path) -> None:
    """Under Xvfb, what a window manager reads: the title, a 128 px icon, and the class that ties the
    window to coconut-table.desktop (pygame would name it after the script: main.py)."""
    if not (shutil.which("Xvfb") and shutil.which("xprop") and shutil.which("xwininfo")):
        pytest.skip("Xvfb and xprop (Debian: xvfb, x11-utils) are needed to look at a real window")
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        display = server.stdout.readline().strip()  # type: ignore[union-attr]
        env = {**sandbox_env(tmp_path), "DISPLAY": f":{display}", "PYTHONPATH": str(ROOT)}
        del env["SDL_VIDEODRIVER"]
        probe = subprocess.run([sys.executable, "-c", X11_PROBE, str(tmp_path)], capture_output=True, text=True,
                               timeout=60, env=env)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert probe.returncode == 0, probe.stderr
    assert 'WM_NAME(UTF-8) = "Coconut Table"' in probe.stdout, probe.stdout
    assert f'WM_CLASS(STRING) = "{APP_ID}", "{APP_ID}"' in probe.stdout
    assert "Icon (128 x 128)" in probe.stdout, probe.stdout


# --- window size and full screen, remembered ---

def test_hostile_window_sizes_in_the_settings_file_clamp(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    (low_width, low_height), (high_width, high_height) = WINDOW_SIZE_RANGE
    path.write_text('{"window_width": -5, "window_height": 99999999999999999999}')
    settings, problem = Settings.load(path)
    assert problem and problem.endswith("reset: “Window size”.")
    assert (settings.window_width, settings.window_height) == (low_width, high_height)
    path.write_text('{"window_width": 1e9, "window_height": true}')
    settings, _ = Settings.load(path)
    assert (settings.window_width, settings.window_height) == (1280, 720), "wrong types fall back to defaults"
    path.write_text('{"window_width": 100000, "window_height": 3}')
    settings, _ = Settings.load(path)
    assert (settings.window_width, settings.window_height) == (high_width, low_height)


def test_the_remembered_window_size_opens_unless_the_command_line_says_otherwise(tmp_path: Path) -> None:
    remembered = Settings(window_width=1000, window_height=700)
    app = App(parse(["--frames", "1", "--save-dir", str(tmp_path), "--windowed"]), remembered)
    assert app.window.get_size() == (1000, 700)
    app.finish()
    app = App(parse(["--frames", "1", "--save-dir", str(tmp_path), "--size", "800x600"]), remembered)
    assert app.window.get_size() == (800, 600)
    app.finish()


def test_the_remembered_full_screen_opens_unless_windowed_is_asked(tmp_path: Path) -> None:
    app = App(parse(["--frames", "1", "--save-dir", str(tmp_path)]), Settings(fullscreen=True))
    assert app.window.get_flags() & pygame.FULLSCREEN
    app.finish()
    app = App(parse(["--frames", "1", "--save-dir", str(tmp_path), "--windowed"]), Settings(fullscreen=True))
    assert not app.window.get_flags() & pygame.FULLSCREEN
    app.finish()


def player_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *extra: str) -> App:
    """The app as a player starts it (no --frames), with its settings file under tmp_path."""
    from tabletop.scenes.menu import MainMenu

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    app = App(parse(["--save-dir", str(tmp_path / "saves"), *extra]))
    app.start(MainMenu(app))
    frames(app, 2)
    return app


def test_the_window_size_and_full_screen_the_player_chose_are_kept_for_next_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = player_app(tmp_path, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1100, h=650, size=(1100, 650)))
    frames(app, 2)
    app.finish()
    saved, problem = Settings.load(settings_path())
    assert problem is None and (saved.window_width, saved.window_height, saved.fullscreen) == (1100, 650, False)

    app = player_app(tmp_path, monkeypatch)
    assert app.window.get_size() == (1100, 650), "the next start opens at the size left"
    key(app, pygame.K_F11)
    app.finish()
    assert Settings.load(settings_path())[0].fullscreen

    app = player_app(tmp_path, monkeypatch)
    assert app.window.get_flags() & pygame.FULLSCREEN, "and in full screen when it was left so"
    key(app, pygame.K_F11)
    assert app.window.get_size() == (1100, 650), "leaving full screen goes back to the remembered window"
    app.finish()


def test_a_start_that_changes_nothing_and_a_scripted_run_leave_the_settings_file_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = player_app(tmp_path, monkeypatch, "--size", "800x600")
    app.finish()
    assert not settings_path().exists(), "a --size start is a one-off, not the player's choice"
    app = player_app(tmp_path, monkeypatch, "--frames", "1000")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=900, h=500, size=(900, 500)))
    frames(app, 2)
    app.finish()
    assert not settings_path().exists(), "tests and screenshots (--frames) do not move the player's window"


def test_a_settings_folder_that_cannot_be_written_does_not_stop_the_app_closing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    app = player_app(tmp_path, monkeypatch)
    (tmp_path / "config").write_text("a file where the folder should be")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    frames(app, 2)
    assert app.finish() == 0
    assert "window size could not be remembered" in capsys.readouterr().err


# --- the Linux launcher ---

AWKWARD_FOLDER = 'Games & "fun" $HOME 100%'
"""A folder name with everything the Desktop Entry spec makes a launcher escape."""


def test_the_desktop_file_passes_desktop_file_validate(tmp_path: Path) -> None:
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (Debian: apt-get install desktop-file-utils)")
    for folder in (ROOT, tmp_path / AWKWARD_FOLDER):
        launcher = tmp_path / f"{APP_ID}.desktop"
        launcher.write_text(desktop_entry(folder / ".venv" / "bin" / "python", folder / "main.py"))
        result = subprocess.run([validate, str(launcher)], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_launcher_runs_main_py_with_that_python_even_from_an_awkward_folder(tmp_path: Path) -> None:
    """GLib's own launcher (gio) reads the Exec line back into the two paths we wrote."""
    gio = shutil.which("gio")
    if gio is None:
        pytest.skip("gio (Debian: libglib2.0-bin) is not installed, so no desktop launcher can be tried")
    folder = tmp_path / AWKWARD_FOLDER.replace("%", "")  # GLib looks for the program before undoing %%
    fake_python = folder / ".venv" / "bin" / "python"
    fake_python.parent.mkdir(parents=True)
    record = tmp_path / "argv.txt"
    fake_python.write_text(f"#!/bin/sh\nprintf '%s\\n' \"$0\" \"$@\" > '{record}'\n")
    fake_python.chmod(0o755)
    data = tmp_path / "data"
    launcher = install(data, fake_python, folder / "main.py")[-1]
    subprocess.run([gio, "launch", str(launcher)], capture_output=True, text=True, timeout=60, env=HEADLESS)
    for _ in range(100):
        if record.exists() and record.read_text().count("\n") >= 2:
            break
        time.sleep(0.05)
    assert record.read_text().splitlines() == [str(fake_python), str(folder / "main.py")]


def test_make_install_desktop_installs_the_launcher_and_every_icon_for_the_user(tmp_path: Path) -> None:
    data = tmp_path / "data"
    result = subprocess.run(["make", "--no-print-directory", "-o", ".venv/.installed", "install-desktop",
                             f"PY={sys.executable}"], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env={**HEADLESS, "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)})
    assert result.returncode == 0, result.stdout + result.stderr
    for size in ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert pygame.image.load(str(icon)).get_size() == (size, size)
    launcher = (data / "applications" / f"{APP_ID}.desktop").read_text()
    assert f'Exec="{sys.executable}" "{ROOT / "main.py"}"' in launcher
    assert f"Icon={APP_ID}\n" in launcher


# --- the bundle ---

@pytest.mark.slow
def test_make_dist_builds_a_bundle_that_starts_headless_with_every_asset(tmp_path: Path) -> None:
    pytest.importorskip("PyInstaller", reason="PyInstaller comes with the test extra: make test installs it")
    result = subprocess.run(["make", "--no-print-directory", "-o", ".venv/.installed-test", "dist",
                             f"PY={sys.executable}", f"DISTDIR={tmp_path / 'dist'}", f"BUILDDIR={tmp_path / 'build'}"],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    folder = tmp_path / "dist" / "coconut-table"
    binary = folder / ("coconut-table.exe" if sys.platform == "win32" else "coconut-table")
    bundled_assets = next(folder.rglob("theme.json")).parent
    for asset in (ROOT / "assets").rglob("*"):
        if asset.is_file():
            assert (bundled_assets / asset.relative_to(ROOT / "assets")).is_file(), f"{asset.name} is not bundled"
    for name, args in (("menu", []), ("pirate", ["--game", "coconut_pirate", "--demo"])):
        shot = tmp_path / f"{name}.png"
        run = subprocess.run([str(binary), *args, "--frames", "30", "--size", "1280x720", "--screenshot", str(shot)],
                             cwd=tmp_path, env=sandbox_env(tmp_path / "home"), capture_output=True, text=True,
                             timeout=120)
        assert run.returncode == 0, run.stderr
        assert_a_real_picture(shot, (1280, 720))
    assert_bots_play_in_real_time(binary, tmp_path)
    shutil.rmtree(tmp_path / "dist")  # about 100 MB; pytest keeps the last runs' temporary folders
    shutil.rmtree(tmp_path / "build")


def assert_bots_play_in_real_time(binary: Path, tmp_path: Path) -> None:
    """In real time (no --frames) the bots think in a worker process, which a frozen bundle starts
    through its own binary: the autosave must grow while the table runs."""
    saves = tmp_path / "realtime-saves"
    app = subprocess.Popen([str(binary), "--game", "kokonotsu", "--seats", "bot:normal,bot:normal", "--size", "800x600",
                            "--save-dir", str(saves)], cwd=tmp_path, env=sandbox_env(tmp_path / "home"),
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    moves, deadline = 0, time.monotonic() + 90
    try:
        while moves < 3 and time.monotonic() < deadline and app.poll() is None:
            time.sleep(0.5)
            for save in saves.glob("*.json"):
                try:
                    moves = max(moves, len(json.loads(save.read_text())["actions"]))
                except (OSError, ValueError, KeyError):
                    continue  # caught mid-write: the next look reads it whole
    finally:
        app.terminate()
        _, errors = app.communicate(timeout=30)
    said = errors.decode(errors="replace")
    assert moves >= 3, said[-3000:]
    assert "think in a thread" not in said, said[-3000:]
