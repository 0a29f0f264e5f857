"""Tarot Table: a desktop card table for tarot card games."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # before anything imports pygame

__version__ = "0.1.0"
