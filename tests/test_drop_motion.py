"""Where a card let go by the pointer moves from, and Autoplay at the end of a game:
play-test findings, driven with real mouse events through the app's own loop."""
from __future__ import annotations

import math


from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import AUTOPLAY_ON, TableScene
from tarot_table.table.scenes.table_bars import status_line
from tarot_table.table.scenes.table_cards import moving_cards
from tests.helpers.table import deck_top, open_table, play_until, settle, step, zone_centre
from tests.helpers.table import drag_and_let_go


def distance(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def animated_table(app, seed: int = 7):
    app.settings.animation = "slow"
    scene = open_table(app, seed)
    settle(app, scene)   # the deal has flown
    return scene


def test_a_legal_drop_flies_on_from_where_it_was_let_go(app):
    """The card does not jump back to its old place to fly from there."""
    scene = animated_table(app)
    top = scene.session.state.zones["deck"][-1].card
    old_place = scene.card_rect(top).center
    target = zone_centre(scene, "pos2")
    let_go = (target[0] - 40, target[1] + 30)   # over the target, off its centre
    drag_and_let_go(app, old_place, let_go)
    assert [p.card for p in scene.session.state.zones["pos2"]] == [top]
    assert distance(scene.motions[top].start.center, let_go) <= 2
    step(app)
    drawn = scene.card_rect(top).center
    assert distance(drawn, let_go) < distance(drawn, old_place)
    assert distance(drawn, let_go) < distance(old_place, let_go) / 3


def test_a_refused_drop_slides_home_from_where_it_was_let_go(app):
    scene = animated_table(app)
    drag_and_let_go(app, deck_top(scene), zone_centre(scene, "pos1"))
    settle(app, scene)
    top = scene.session.state.zones["deck"][-1].card
    home = scene.card_rect(top).center
    let_go = zone_centre(scene, "pos1")   # it already holds a card
    drag_and_let_go(app, home, let_go)
    assert "already holds a card" in scene.message[0]
    assert distance(scene.motions[top].start.center, let_go) <= 2
    step(app)
    assert distance(scene.card_rect(top).center, let_go) < distance(home, let_go) / 3


def test_a_card_put_back_on_its_own_place_slides_home_drawn_over_its_neighbours(app):
    """Let go over its own place (no complaint), the card slides home from there, so it is
    drawn as a moving card, over the cards at rest, not dropped at once into its place."""
    scene = animated_table(app)
    top = scene.session.state.zones["deck"][-1].card
    home = scene.card_rect(top).center
    let_go = (home[0] + 12, home[1] + 20)
    drag_and_let_go(app, home, let_go, steps=3)
    assert scene.message[0] == ""
    assert top in scene.motions and distance(scene.motions[top].start.center, let_go) <= 2
    assert top in moving_cards(scene)


def finished_by_autoplay(app, game_id: str, stop, seed: int = 3) -> TableScene:
    scene = TableScene(app, Session.start(get_game(game_id), seed), saving=False)
    app.switch(scene)
    step(app)
    scene.toggle_autoplay()
    play_until(app, lambda: stop(scene))
    step(app)
    return scene


def bar_labels(scene) -> list[str]:
    return [b.label for b in scene.bar_buttons]


WON_BY_AUTOPLAY = 8   # a Queens of Fate deal Autoplay's line wins in 82 moves (deal 3 took 149)


def test_autoplay_plays_a_won_deal_to_its_end_stops_and_is_not_praised(app, monkeypatch):
    """One deal played to its end by Autoplay, through the app's loop, and then (each of
    these had played deal 3 to its end, three times in all):
    - Autoplay ends with the game: the bar says "Autoplay" again, and the status line shows
      the game's end;
    - the end panel does not praise a win Autoplay made move by move (play-test finding:
      it said "Well played"): "Autoplay won it", "Autoplay made every move"; a game in
      which the player made a move of their own is "Won with Autoplay's help";
    - Autoplay turned on over the finished game stays off."""
    from tarot_table.table.scenes.panels import AUTOPLAY_WON, end_title
    from tests.helpers.rules_text import record_drawn
    game = get_game("queens-of-fate")
    scene = finished_by_autoplay(app, "queens-of-fate", lambda s: game.outcome(s.session.state) is not None,
                                 seed=WON_BY_AUTOPLAY)
    outcome = game.outcome(scene.session.state)
    assert outcome is not None and outcome.won_by(0), "the deal is won by Autoplay's line"
    assert not scene.autoplay
    assert "Autoplay" in bar_labels(scene) and "Stop autoplay" not in bar_labels(scene)
    assert status_line(scene)[0] == game.status(scene.session.state)
    drawn = record_drawn(monkeypatch)
    settle(app, scene)
    for _ in range(3):
        step(app)
    monkeypatch.undo()
    words = [w for w, _ in drawn]
    assert AUTOPLAY_WON in words and "Well played" not in words
    assert any("Autoplay made every move" in w for w in words)
    scene.toggle_autoplay()
    step(app)
    assert not scene.autoplay and "Stop autoplay" not in bar_labels(scene)
    assert status_line(scene)[0] != AUTOPLAY_ON
    scene.session.autoplayed.discard(0)   # as if the player had made the first move themselves
    assert end_title(scene, outcome, 0) == "Won with Autoplay's help"   # not praised (play-test, 29 November)


def test_autoplay_ends_at_a_pause_between_the_games_of_a_match(app):
    """Tempting Fate stops after its first game for a person to start the second: there
    Autoplay, which cannot answer it, is off and says so no longer."""
    game = get_game("tempting-fate")
    scene = finished_by_autoplay(app, "tempting-fate", lambda s: game.match.pause(s.session.state) is not None)
    assert game.match.pause(scene.session.state) is not None
    assert not scene.autoplay
    assert "Stop autoplay" not in bar_labels(scene)
    assert status_line(scene)[0] != AUTOPLAY_ON


def test_a_six_seat_hand_card_let_go_beside_its_column_slides_home_over_the_card_below():
    """Tournament of Queens, six seats at 1024x700 (the play-test's one in five): the top
    card of the hand column let go just beside it, where the column's own place still
    reaches, used to drop into its place at once, under the next card of the column."""
    from tarot_table.table.scenes.over_table import over_kept
    from tests.conftest import headless_app
    from tests.helpers.tournament import holding
    from tests.helpers.tournament_positions import GAME, hand
    from tests.helpers.table import open_position
    making = headless_app((1024, 700))
    app = next(making)
    try:
        app.settings.animation = "normal"
        scene = open_position(app, GAME, holding(6, 7))
        settle(app, scene)
        top, below = (p.card for p in scene.session.state.zones[hand(0)][:2])
        home = scene.card_rect(top)
        # just left of the column, as high as the column's own place reaches first (the
        # Stage's place above the column reaches down beside its top card)
        beside = [(home.left - 3, y) for y in range(home.centery, home.bottom + home.height)]
        let_go = next(point for point in beside if scene.zones_at(point)[0] == hand(0))
        drag_and_let_go(app, home.center, let_go)
        assert top in moving_cards(scene)                 # sliding home, not dropped into place
        drawn = [item.key[:2] for item in over_kept(scene)]
        assert ("flying", top) in drawn                   # drawn over the kept table, below included
        assert scene.card_rect(top).colliderect(scene.card_rect(below))
    finally:
        making.close()
