"""The rules import without pygame; the command line refuses bad input with status 2 and a message."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from saves import GameRecord, SeatSpec, record_to_json

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
    assert "broken.json" in result.stderr and "cut short or damaged" in result.stderr
    assert {p.name: p.read_bytes() for p in saves.iterdir()} == before


def test_a_missing_save_is_a_clear_error(tmp_path: Path) -> None:
    result = run_main("--load", str(tmp_path / "nope.json"), cwd=tmp_path)
    assert result.returncode == 2 and "nope.json" in result.stderr


# --- Hostile files and folders (issue 10): a message and status 2, never a traceback or a hang ------

def koikoi_save(tmp_path: Path, **fields: object) -> Path:
    """A real Koi-Koi save in tmp_path/saves with some fields replaced ('DIGITS': a 5,000-digit number)."""
    record = GameRecord("koikoi", {}, [SeatSpec("Ana"), SeatSpec("Coco", "bot", "easy")], seed=5)
    data = dict(record_to_json(record, record.new_state()), **fields)
    path = tmp_path / "saves" / "hostile.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data).replace('"DIGITS"', "9" * 5000))
    return path


def assert_refused(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and all(word in result.stderr for word in words), result.stderr


def test_load_of_deeply_nested_json_is_refused(tmp_path: Path) -> None:
    nested = tmp_path / "nested.json"
    nested.write_text("[" * 100_000 + "]" * 100_000)
    assert_refused(run_main("--load", str(nested), cwd=tmp_path), "nested.json", "deep")


def test_continue_past_a_deeply_nested_autosave(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "autosave-deep.json").write_text("[" * 100_000 + "]" * 100_000)
    result = run_main("--continue", "--save-dir", str(saves), "--frames", "3", cwd=tmp_path)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr


def test_load_of_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    assert_refused(run_main("--load", str(tmp_path / "folder.json"), cwd=tmp_path), "folder.json", "not a file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_pipe_is_refused_without_hanging(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    os.mkfifo(saves / "pipe.json")
    os.mkfifo(saves / "autosave-pipe.json")
    assert_refused(run_main("--load", str(saves / "pipe.json"), cwd=tmp_path), "pipe.json", "not a file")
    result = run_main("--continue", "--save-dir", str(saves), "--frames", "3", cwd=tmp_path)
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr


@pytest.mark.parametrize("field, value, words", [
    ("seed", "DIGITS", ["'seed'", "5000 digits"]),
    ("seed", True, ["'seed'"]),
    ("game", ["koikoi"], ["'game'"]),
    ("options", {"deal": {"dealer": 0, "hands": [[["1-bright"]] * 8] * 2, "field": [["x"]] * 8,
                          "stock": [["y"]] * 24}}, ["'options'", "card"]),
])
def test_a_save_with_a_field_of_the_wrong_kind_is_refused(tmp_path: Path, field: str, value: object,
                                                          words: list[str]) -> None:
    path = koikoi_save(tmp_path, **{field: value})
    assert_refused(run_main("--load", str(path), cwd=tmp_path), "hostile.json", *words)


@pytest.mark.parametrize("unusable", ["/dev/null", "a file", "a file/below", "/proc/nope"])
def test_an_unusable_save_dir_is_refused(tmp_path: Path, unusable: str) -> None:
    (tmp_path / "a file").write_text("")
    for start in ([], ["--game", "koikoi"], ["--continue"]):
        result = run_main(*start, "--save-dir", str(tmp_path / unusable), "--frames", "2", cwd=tmp_path)
        assert_refused(result, "--save-dir", unusable.split("/")[-1])


@pytest.mark.parametrize("digits", [20, 5000])
def test_a_seed_no_save_could_hold_is_refused(tmp_path: Path, digits: int) -> None:
    result = run_main("--game", "koikoi", "--seed", "9" * digits, "--frames", "2", cwd=tmp_path)
    assert_refused(result, "--seed", "at most")
