"""The reader's commands: ``card``, ``esoterica``, ``spreads`` and ``journal``."""
from __future__ import annotations

import json
from pathlib import Path

from tarot_table.cards import TAROT_DECK


def card_text(card: str) -> str:
    """Everything known about one card: name, picture, both meanings, other layers."""
    from tarot_table import esoterica
    from tarot_table.decks.art import CardArt
    from tarot_table.decks.discovery import deck_in_settings
    from tarot_table.settings import load_settings
    art = CardArt(deck_in_settings(load_settings()))
    lines = [art.name(card), f"  id: {card}", "", "Picture", f"  {art.alt_text(card)}"]
    own = esoterica.meaning(card)
    if own is not None:
        lines += ["", f"Meaning ({own.source})", f"  Keywords: {', '.join(own.keywords)}",
                  f"  Upright: {own.upright}", f"  Reversed: {own.reversed}"]
        extras = {k: v for k, v in esoterica.builtin_layer().properties(card).items()
                  if k not in esoterica.MEANING_KEYS}
        lines += [f"  {line}" for line in esoterica.describe_properties(extras)]
    for layer, props in esoterica.other_layers(card):
        lines += ["", f"{layer.name} ({layer.kind})"]
        lines += [f"  {line}" for line in esoterica.describe_properties(props)]
    return "\n".join(lines)


def unknown_card_message(card: str) -> str:
    return (f"unknown card id '{card}' (ids look like major_arcana.00 to major_arcana.21 "
            f"or minor_arcana.cups.queen)")


def known_card(card: str) -> bool:
    return card in TAROT_DECK


def layers_text() -> str:
    from tarot_table import esoterica
    lines = []
    for layer in esoterica.find_layers():
        state = "usable" if layer.usable else f"NOT USABLE: {layer.problem}"
        where = "built in" if layer.builtin else str(layer.path)
        lines.append(f"{layer.id or '?':<28} {layer.kind or '?':<16} {state}\n    {layer.name} — {where}")
    lines.append(f"(readers' layers are read from {esoterica.library_dir()})")
    return "\n".join(lines)


def spreads_text() -> str:
    from tarot_table.games.reading.spreads import find_spreads, user_spreads_dir
    lines = []
    for spread in find_spreads():
        state = (f"usable, {len(spread.positions)} positions" if spread.usable
                 else f"NOT USABLE: {spread.problem}")
        where = "built in" if spread.builtin else str(spread.path)
        lines.append(f"{spread.id:<24} {state}\n    {spread.name} — {where}")
    lines.append(f"(your own spreads are read from {user_spreads_dir()})")
    return "\n".join(lines)


def journal_list(as_json: bool) -> str:
    from tarot_table import journal
    entries, problems = journal.entries()
    if as_json:
        return json.dumps({"entries": [e.public() for e in entries], "problems": problems}, indent=1)
    lines = []
    for entry in entries:
        lines.append(f"{entry.id}  {entry.date.replace('T', ' ')}  {entry.spread_name}: {entry.heading()}\n"
                     f"    {entry.card_line()}" + (f"\n    Note: {entry.note}" if entry.note else ""))
    lines += [f"NOT READABLE: {p}" for p in problems]
    return "\n".join(lines) if lines else "The journal is empty."


def journal_export(entry_id: str, out: Path) -> Path:
    from tarot_table import journal
    from tarot_table.table.scenes.journal import export_picture
    return export_picture(journal.load(entry_id), out)
