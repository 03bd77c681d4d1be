"""Procedural artwork: everything is drawn in code and cached as surfaces; no image is fetched."""
