"""The rules import without pygame; the command line refuses bad input with status 2 and a message."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

BLOCK_PYGAME = """
import importlib, pkgutil, sys
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("pygame", "pygame_gui", "tabletop"):
            raise ImportError(f"rules imported {{name}}")
sys.meta_path.insert(0, Blocker())
sys.path.insert(0, {root!r})
import rules, rules.bots
names = [m.name for m in pkgutil.walk_packages(rules.__path__, "rules.")]
for name in names:
    importlib.import_module(name)
print(len(names), sorted(rules.GAMES))
"""


def test_every_rules_module_imports_without_pygame() -> None:
    result = subprocess.run([sys.executable, "-c", BLOCK_PYGAME.format(root=str(ROOT))],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    count = int(result.stdout.split()[0])
    assert count >= 2


def run_main(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin",
           "HOME": str(cwd), "XDG_DATA_HOME": str(cwd / "data"), "XDG_CONFIG_HOME": str(cwd / "config")}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=120, cwd=cwd, env=env)


def test_help_documents_the_options(tmp_path: Path) -> None:
    result = run_main("--help", cwd=tmp_path)
    assert result.returncode == 0
    for option in ("--game", "--seats", "--seed", "--options", "--load", "--continue", "--save-dir",
                   "--fullscreen", "--windowed", "--demo", "--frames", "--screenshot"):
        assert option in result.stdout


@pytest.mark.parametrize("args", [["--seats", "human,robot"], ["--frames", "0"], ["--options", "[1]"],
                                  ["--game", "chess"], ["--seats", "human"], ["--load", "a", "--continue"]])
def test_bad_arguments_exit_2(tmp_path: Path, args: list[str]) -> None:
    result = run_main(*args, cwd=tmp_path)
    assert result.returncode == 2 and "error" in result.stderr


def test_a_bad_save_names_the_file_and_touches_nothing(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    bad = saves / "broken.json"
    bad.write_text('{"format": 1, "game": "koikoi", "rules_ver')
    keep = saves / "keep.json"
    keep.write_text(json.dumps({"hello": "world"}))
    before = {p.name: p.read_bytes() for p in saves.iterdir()}
    result = run_main("--load", str(bad), "--save-dir", str(saves), cwd=tmp_path)
    assert result.returncode == 2
    assert "broken.json" in result.stderr and "JSON" in result.stderr
    assert {p.name: p.read_bytes() for p in saves.iterdir()} == before


def test_a_missing_save_is_a_clear_error(tmp_path: Path) -> None:
    result = run_main("--load", str(tmp_path / "nope.json"), cwd=tmp_path)
    assert result.returncode == 2 and "nope.json" in result.stderr
