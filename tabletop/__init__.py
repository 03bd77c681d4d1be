"""Everything that touches pygame: the window, scenes, pieces, art, input and the game tables."""
