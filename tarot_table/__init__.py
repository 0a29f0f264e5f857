"""Tarot Table: a desktop card table for tarot card games."""

__version__ = "0.1.0"
