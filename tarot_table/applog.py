"""The app's loggers, made on first use: importing ``logging`` costs a few milliseconds,
and nothing on the way to the first frame logs."""
from __future__ import annotations


def logger(name: str):
    import logging
    return logging.getLogger(name)
