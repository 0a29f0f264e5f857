"""The pygame table engine. Nothing in here names a game."""
from tarot_table.table.pygame_import import import_pygame

import_pygame()
