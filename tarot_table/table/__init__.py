"""The pygame table engine. Nothing in here names a game."""
