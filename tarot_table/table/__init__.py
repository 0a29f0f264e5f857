"""The pygame table engine. Nothing in here names a game."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
