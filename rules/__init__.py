"""Pure game logic: one module per game, all following the protocol in :mod:`rules.core`."""
from __future__ import annotations

from types import ModuleType

GAMES: dict[str, ModuleType] = {}
"""Game id -> rules module, in menu order. Each game registers itself here when its module lands."""


def _register() -> None:
    import importlib

    for module_name in ("koikoi", "coconut_pirate", "kokonotsu", "citroncoco", "cheeky_monkeys"):
        try:
            module = importlib.import_module(f"rules.{module_name}")
        except ModuleNotFoundError as missing:
            if missing.name != f"rules.{module_name}":
                raise
            continue
        GAMES[module.INFO.id] = module


_register()
