"""The large card view says what a symbol is immune to as the seed says it, once. The seed:
"The star is immune to trumps" and "Furthermore, each zener card is immune to any trump
with exactly its point value." For the Star (5) the second sentence adds nothing to the
first, and the view read "Immune to trumps and to trumps worth 5" (play-test round 8).
Opened by a right click on the card in Fate's hand, as a person opens it."""
from __future__ import annotations

from tarot_table.games.base import Seat
from tests.helpers.table import click, open_position, record_text, step
from tests.helpers.tempting import GAME, table, z


def view_words(app, monkeypatch, scene, card: str) -> str:
    """The words the large card view draws (each line once, in order)."""
    written = record_text(monkeypatch)
    click(app, scene.card_rect(card).center, button=3)
    step(app)
    assert scene.zoomed == card
    click(app, (5, 5))   # closes the view
    return " ".join(dict.fromkeys(written))


def test_the_star_is_said_immune_to_trumps_once_and_the_square_to_wands_and_its_trumps(app, monkeypatch):
    scene = open_position(app, GAME, table(fate_hand=[z("star"), z("square")]), [Seat("Ann"), Seat("Bot", "basic")])
    star = view_words(app, monkeypatch, scene, z("star"))
    assert "Worth 5. Immune to trumps." in star and "worth 5" not in star
    assert "Worth 4. Immune to wands and to trumps worth 4." in view_words(app, monkeypatch, scene, z("square"))
