# Two commands on a fresh machine: `make run` and `make test`. Everything else is for maintainers.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

.PHONY: run test soak soak-ui bench bench-bots screenshots clean dist install-desktop icons

run: $(VENV)/.installed
	$(PY) main.py

test: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m pytest -q -n 2 -p no:cacheprovider

soak: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m tests.soak

# make soak-ui MINUTES=1 GAMES=koikoi: random input at the running app, RSS every 30 s, a verdict per game.
MINUTES ?= 3
soak-ui: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m tests.soak_ui $(MINUTES) $(GAMES)

bench: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m tests.bench.bench

bench-bots: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m tests.bench.bench_bots

screenshots: $(VENV)/.installed-test
	$(HEADLESS) $(PY) -m tests.screenshots screenshots

# make dist: the one-folder bundle in dist/coconut-table/ (double-click the coconut-table binary inside).
DISTDIR ?= dist
BUILDDIR ?= build
dist: $(VENV)/.installed-test
	$(PY) -m PyInstaller packaging/coconut-table.spec --noconfirm --log-level WARN --distpath "$(DISTDIR)" --workpath "$(BUILDDIR)"

# make install-desktop: Coconut Table in the applications menu of this user (Linux), run from this folder.
install-desktop: $(VENV)/.installed
	$(PY) -m tabletop.desktop

# make icons: draw assets/icons/ again after changing tabletop/icon.py.
icons: $(VENV)/.installed
	$(HEADLESS) $(PY) -m tabletop.icon assets/icons

$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Coconut Table needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	@touch $@

$(VENV)/.installed-test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $@ $(VENV)/.installed

clean:
	rm -rf $(VENV) screenshots .pytest_cache build dist
