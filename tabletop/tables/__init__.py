"""One adapter per game: layout and gestures -> rule actions, rule events -> animations."""
from __future__ import annotations

import importlib

from tabletop.tables.base import TableAdapter

ADAPTERS: dict[str, type[TableAdapter]] = {}
"""Game id -> adapter class; filled on first use, and tests may add their own."""


def adapter_for(game_id: str) -> type[TableAdapter]:
    if game_id not in ADAPTERS:
        module = importlib.import_module(f"tabletop.tables.{game_id}")
        ADAPTERS[game_id] = module.ADAPTER
    return ADAPTERS[game_id]
