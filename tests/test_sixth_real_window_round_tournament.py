"""The sixth real-window round of 27 November (docs/playtest-32.md, its last section):
Tournament of Queens at 1024x700. The judges' marks during the end's count ran past
their cards ("Blanche 1"); an attribute's label ran under the next column's reversed
card; a row's labels stood at uneven heights. Played with the mouse through the table's
own loop; measured with the app's own fonts as drawn."""
from __future__ import annotations

import pytest

from tarot_table.table.app import App
from tarot_table.table.scenes.table_cards import SHORT_MARK_ROOM
from tests.helpers.table import drag, draw_whole, open_position
from tests.helpers.table import zone_centre as centre
from tests.helpers.tournament import Drawn, bot_position, collisions, seats
from tests.helpers.tournament_positions import GAME, attr, m, sash, table
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES


def grab(scene, card):
    rect = scene.card_rect(card)
    return rect.x + max(4, rect.width // 6), rect.centery


def test_the_judges_marks_during_the_ends_count_keep_to_their_cards_at_1024x700(monkeypatch):
    """Six contestants at 1024x700, Bartholomew alone in Cups: each Cups judge gives her
    its whole vote, "Bartholomew 1", far wider than a judge's card. While the count is
    told, judge by judge, the mark takes the game's shorter form as it does after the
    count (her name, or cut as far as keeps it apart), no wider than the room a short
    mark has; the hover line names the votes in full."""
    app = App(headless=True, size=(1024, 700))
    app.settings.animation = "normal"
    drawn = Drawn(monkeypatch)
    state = table(players=6, seats=seats(6), hands={0: [m("wands", "two")]},
                  judges={1: [m("cups", "two")], 2: [m("cups", "three")], 3: [m("cups", "four")]},
                  attrs={(1, "cups"): [m("cups", "nine")]})
    state.zones["stock"] = []
    scene = open_position(app, GAME, state, seats(6))
    try:
        drag(app, grab(scene, m("wands", "two")), centre(scene, "discard"))
        assert GAME.outcome(scene.session.state) is not None and scene.telling is not None
        width = scene.geometry.card_width
        seen = []
        for _ in range(400):   # the count told step by step, on the app's own clock
            if scene.telling is None:
                break
            drawn.items.clear()
            app.clock.sleep(0.1)
            app.step(0.1)
            seen += [(words, rect) for kind, words, rect in drawn.items if kind == "mark"]
        assert scene.telling is None, "the count is told to its end"
        judges = {words for words, _ in seen if words.startswith("Bart")}
        assert judges, "the Cups judges' votes for Bartholomew were told"
        assert "Bartholomew 1" not in judges, judges
        too_wide = {(words, rect.width) for words, rect in seen if rect.width > round(width * SHORT_MARK_ROOM)}
        assert not too_wide, (too_wide, width)
    finally:
        for s in app.scenes:
            s.leave()


@pytest.mark.parametrize("seed, moves", [(1, 30), (3, 36)])
def test_a_rows_labels_stand_in_line_and_none_runs_under_the_next_columns_cards(seed, moves, monkeypatch):
    """Six seats at 1024x700, positions the quick bots reach (seed 1 at move 30: Esmeralda's
    Luck holds a card and a reversed one, her Bitchiness none): "Bitchiness", wider than
    its column, ran under the reversed card beside it, and a row's labels stood at two
    heights. Each contestant's title and attribute labels now share one line, under the
    row's deepest column, and no label lies under a card."""
    app = App(headless=True, size=(1024, 700))
    app.settings.animation = "instant"
    drawn = Drawn(monkeypatch)
    try:
        scene = open_position(app, GAME, bot_position(6, moves, seed), seats(6))
        scene.telling, scene.panel_hidden = None, True
        drawn.items.clear()
        draw_whole(app)
        assert collisions(scene, drawn, (1024, 700)) == []
        for seat in range(6):
            row = [sash(seat)] + [attr(seat, suit) for suit in ATTRIBUTES]
            tops = {scene.zone_labels[zone].top for zone in row if zone in scene.zone_labels}
            assert len(tops) == 1, (seat, tops)
    finally:
        for s in app.scenes:
            s.leave()
