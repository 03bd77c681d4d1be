"""Keys and pads to seats: per-seat key maps, the race judge for "first to press" moments, gamepads."""
