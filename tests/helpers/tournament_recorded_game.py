"""The play-tester's Tournament of Queens of round 8 (deal 10636387, Maya and five shrewd
bots, the rules' own words), as recorded, for the tests of its findings (T1, T2)."""
from __future__ import annotations

from tarot_table.games.base import Action, Seat
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, play_until, step
from tests.helpers.tournament_positions import GAME

DEAL = 10636387
SEATS = ["Maya", "Blanche", "Coco", "Dolly", "Esme", "Fifi"]
# the play-tester's game, as recorded: (kind, card, place[, way round])
PLAYED = [
    ("attribute", "wands.ten", "attr0_wands"), ("attribute", "wands.queen", "attr1_wands"),
    ("attribute", "pentacles.page", "attr2_pentacles"), ("effect", "13", "judge3"),
    ("bribe", "16", "judge7"), ("attribute", "cups.king", "attr5_cups"),
    ("modify", "pentacles.eight", "attr2_pentacles", "down"), ("attribute", "pentacles.four", "attr1_pentacles"),
    ("modify", "pentacles.three", "attr1_pentacles", "down"), ("bribe", "14", "judge3"),
    ("bribe", "swords.page", "judge6"), ("effect", "06", "attr1_wands"),
    ("modify", "wands.page", "attr5_wands", "down"), ("attribute", "wands.knight", "attr1_wands"),
    ("attribute", "swords.queen", "attr2_swords"), ("modify", "swords.ten", "attr1_swords", "up"),
    ("modify", "swords.eight", "attr3_swords", "up"), ("modify", "swords.four", "attr0_swords", "up"),
    ("modify", "wands.two", "attr1_wands", "down"), ("modify", "wands.eight", "attr0_wands", "down"),
    ("bribe", "12", "judge6"), ("attribute", "pentacles.ten", "attr3_pentacles"),
    ("attribute", "cups.queen", "attr4_cups"), ("effect", "01", "attr5_wands"),
    ("bribe", "15", "judge3"), ("modify", "wands.king", "attr5_wands", "down"),
    ("effect", "09", "sash1"), ("effect", "11", "attr0_swords"),
    ("bribe", "08", "judge9"), ("attribute", "wands.page", "attr5_wands"),
    ("modify", "swords.knight", "attr5_swords", "up"), ("modify", "cups.seven", "attr5_cups", "down"),
    ("attribute", "wands.five", "attr3_wands"), ("modify", "swords.two", "attr3_swords", "up"),
    ("modify", "wands.three", "attr0_wands", "down"), ("effect", "05", "judge4"),
    ("attribute", "pentacles.knight", "attr1_pentacles"), ("modify", "wands.nine", "attr1_wands", "down"),
    ("modify", "wands.seven", "attr5_wands", "down"), ("effect", "21", "judge2"),
    ("modify", "wands.four", "attr3_wands", "down"), ("modify", "pentacles.nine", "attr1_pentacles", "down"),
    ("bribe", "swords.ace", "judge9"), ("effect", "10", "stage"),
    ("attribute", "cups.three", "attr3_cups"), ("modify", "cups.four", "attr5_cups", "down"),
    ("bribe", "17", "judge2"), ("bribe", "19", "judge2"),
    ("bribe", "cups.ace", "judge7"), ("modify", "swords.three", "attr0_swords", "up"),
    ("attribute", "cups.page", "attr3_cups"), ("modify", "cups.six", "attr3_cups", "down"),
    ("attribute", "cups.two", "attr5_cups"),
]


def action(kind, card, to, choice=None) -> Action:
    return Action(kind, f"{'minor_arcana' if '.' in card else 'major_arcana'}.{card}", to, choice)


def table_after(app, moves: int) -> TableScene:
    """The play-tester's table at Maya's turn after ``moves`` moves."""
    seats = [Seat(name, None if i == 0 else "shrewd") for i, name in enumerate(SEATS)]
    session = Session.start(GAME, DEAL, {"words": "as-written"}, seats)
    for played in PLAYED[:moves]:
        session.play(action(*played))
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    assert scene.seat_to_act() == 0
    return scene


def hint_asked(app, scene) -> Action:
    click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
    assert play_until(app, lambda: scene.hint is not None)
    return scene.hint[0]
