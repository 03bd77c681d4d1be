"""`make bench` measures today's rules beside BASELINE_COMMIT's, importing today's saves and bench code
over the old rules package: a name today's saves take from rules.core that the old rules lack broke it."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.bench.bench import ENV, ROOT, baseline_rules


def test_the_bench_runs_over_the_baseline_rules(tmp_path: Path) -> None:
    folder = baseline_rules(tmp_path)
    if folder is None:
        pytest.skip("the baseline commit is not in this checkout's history")
    program = (f"import sys; sys.path[:0] = [{folder!r}, {str(ROOT)!r}]\n"
               "import rules, saves\nfrom tests.bench.bench import playouts_per_second\n"
               "assert rules.__file__.startswith(sys.path[0]), rules.__file__\n"
               "print(playouts_per_second(rules.GAMES['kokonotsu'], seconds=0.2) > 0)")
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, env=ENV, cwd=ROOT,
                          timeout=120, check=False)
    assert done.returncode == 0 and done.stdout.strip() == "True", done.stderr[-2000:]
