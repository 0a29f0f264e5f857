"""The seventh real-window round's findings left open (docs/playtest-32.md, its last
section), answered: measured with the app's own fonts, as drawn."""
from __future__ import annotations

import pytest

from tarot_table.table.app import picture_app
from tarot_table.table.scenes import menu
from tests.helpers.reading import journal_row_lines
from tests.helpers.table import step
from tests.helpers.words import drawn_words, top_bar_words


@pytest.mark.parametrize("text_size", [150, 175, 200])
def test_menu_captions_at_large_text_in_1024_by_700_wrap_whole_instead_of_being_cut(text_size, monkeypatch):
    """"Find the four Queens be…" at 150-200% in 1024x700: every tile's caption is drawn
    whole on two lines, the table picture giving up the height of one (it keeps
    ``PICTURE_SHARE`` of its tile), and none is cut."""
    app = picture_app((1024, 700), text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn = drawn_words(monkeypatch, menu, lambda: (app.request_redraw(), step(app)))
    assert scene.cut_words == {}
    for entry in menu.GAMES.entries():
        top = scene.title_tops[entry.title]
        tile = next(b.rect for b in scene.buttons if b.label == entry.title)
        lines = [w for w, _, r in drawn if tile.contains(r) and r.top > top and w not in ("Learn", entry.title)]
        assert " ".join(lines) == menu.tile_caption(entry), (entry.title, lines)
    scene.leave()


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 200),
                                             ((2560, 1440), 200)])
def test_the_top_bars_options_too_long_for_two_lines_are_said_in_short_forms_not_cut(size, text_size, monkeypatch):
    """"Two games, …" at 1920x1080 200%, room beside it: where two lines do not hold every
    option whole, the game's short forms take their places, the last options first, a
    part the table shows elsewhere ("Player 1 is Fate in game 1": each hand's label says
    who is Fate) or that changes no rule (the reading after the game) left out; nothing
    is cut, and the pointer on them reads them all."""
    table, words, lines, bar = top_bar_words(size, text_size, monkeypatch)
    shown = " ".join(w for w, _, _ in lines)
    assert lines and "…" not in shown, shown
    assert shown.startswith("Two games") and ("2 attacks" in shown), shown
    assert all(bar.contains(r) for _, _, r in lines)
    assert table.view.options_cut is not None and table.view.options_cut[1] == f"Options: {words}."
    table.leave()


def test_tempting_fates_short_options_name_every_rule_that_changes_play():
    """The short forms keep every option that changes a rule (the match, the attacks, a
    shorter game) and leave out only who is Fate and the reading after the game."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    fate = get_game("tempting-fate")
    seats = [Seat("Ann"), Seat("Bob")]
    options = {spec.key: spec.default for spec in fate.options} | {"match": "single", "attacks": "1",
                                                                   "discard_limit": "30"}
    parts = fate.seated_options_words(options, seats).split(", ")
    shorts = fate.short_options_parts(options, seats)
    assert len(shorts) == len(parts)
    assert [s for s in shorts if s] == ["1 game", "1 attack", "past 30 discards"]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_a_journal_row_at_200_percent_names_every_card_of_a_three_card_reading(monkeypatch, size):
    """The Journal at 200% in 1024x700 showed one or two of a three-card reading's cards,
    then "…": the row's Open, Export and Delete are as wide as their longest word needs
    (they were 110 at every text size), and the cards beside them are all named (seed 5:
    Queen of Swords, Five of Wands, Ten of Wands reversed); each line ends left of
    Delete. Measured with the app's fonts as drawn."""
    entry, lines, delete = journal_row_lines(monkeypatch, size, 200, seed=5)
    shown = " ".join(w for w, _ in lines)
    assert "…" not in shown and all(card in shown for card in entry.card_line().split(", ")), shown
    assert all(rect.right <= delete.rect.left for _, rect in lines)


def test_a_joiners_greyed_undo_after_the_high_priestess_says_why_in_the_games_words(apps, tmp_path):
    """At a network table the joiner's greyed Undo said "Your move showed hidden cards…"
    after the High Priestess's look (house decision 20 keeps it at one screen too) and
    after a card worn (house decision 23: a card seen at such a table stays seen). The
    remote session keeps its last move: the tip gives the game's own words for a move its
    rules keep, and names the card the others saw for one the table keeps."""
    from tarot_table.games.base import Seat
    from tests.helpers.network import hosting, join, run_until
    from tests.helpers.tournament_positions import GAME, m, t, table
    hands = {0: [t(2), m("cups", "ten"), m("wands", "three")], 1: [m("swords", "two"), m("pentacles", "four")]}
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        host.server.tables[code].table.session.state = table(players=2, hands=hands, to_act=0,
                                                              seats=[Seat("Ann"), Seat("Bea")])
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        scenes = [ann, bea]
        run_until(apps, scenes, ann.human_turn)
        look = next(a for a in ann.remote.legal_actions() if a.kind == "effect" and a.card == t(2))
        ann.perform(look)
        run_until(apps, scenes, lambda: ann.remote.moves == 1 and bea.remote.moves == 1 and not ann.remote.awaiting)
        step(apps[0])
        undo = next(b for b in ann.bar_buttons if b.label == "Undo")
        assert not undo.enabled and undo.tip == GAME.why_not_undoable(look)
        assert "High Priestess" in undo.tip and "hidden cards" not in undo.tip
        bea_moves = bea.remote.moves
        run_until(apps, scenes, bea.human_turn)
        worn = next(a for a in bea.remote.legal_actions() if a.kind == "attribute" and a.card in hands[1])
        bea.perform(worn)
        run_until(apps, scenes, lambda: bea.remote.moves > bea_moves and not bea.remote.awaiting)
        step(apps[1])
        undo = next(b for b in bea.bar_buttons if b.label == "Undo")
        name = {m("swords", "two"): "the Two of Swords", m("pentacles", "four"): "the Four of Pentacles"}[worn.card]
        assert not undo.enabled
        assert undo.tip == f"The others saw {name} as you played it, and at this table what is seen stays."


def test_house_decision_28_a_challenge_that_will_fell_the_fool_asks_first(app, monkeypatch):
    """The Fool's Journey seed lets a Challenge be completed directly "whether or not"
    Strength and Volition could do it, and is silent on warning the player; house
    decision 28: a move that will fell the Fool asks first. Dragged onto the Fool as a
    player does, Death (13) with 5 Vitality left asks; Cancel keeps the journey; asked
    again and answered, it is lost. A Challenge he survives is played unasked."""
    from tarot_table.games.fools_journey.rules import JourneyHandling
    from tarot_table.table.scenes import post_mortem
    from tests.helpers.fools import C, GAME, arrange, m, t
    from tests.helpers.table import click, drag, open_position
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # an arranged position is no deal
    scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)],
                                             vitality=5))
    fool = scene.geometry.spot_rect(scene.geometry.layout.spot("fool")).center
    drag(app, scene.card_rect(t(3)).center, fool)   # 3 of his 5: no question
    assert scene.confirming is None and scene.session.state.data["vitality"] == 2
    drag(app, scene.card_rect(t(13)).center, fool)
    assert scene.confirming is not None and scene.confirming.title == "Let Death fell the Fool?"
    assert scene.confirming.lines == ["Challenge 13 costs him 13, and he has 2 Vitality left: the journey ends here, "
                                      "lost."]
    assert [b.label for b in scene.summary_buttons] == ["Fell him", "Cancel"]
    click(app, scene.summary_buttons[1].rect.center)
    assert scene.confirming is None and GAME.outcome(scene.session.state) is None
    step(app)
    drag(app, scene.card_rect(t(13)).center, fool)
    click(app, scene.summary_buttons[0].rect.center)
    assert GAME.outcome(scene.session.state) is not None and not GAME.outcome(scene.session.state).winners
    assert isinstance(GAME.handling, JourneyHandling)


def test_house_decision_28_the_worlds_last_breath_wins_unasked():
    """House decision 3: completing the World with his last breath wins; that is no fall."""
    from tests.helpers.fools import GAME, arrange, t
    state = arrange(present_1=[t(21)], vitality=21)
    world = next(a for a in GAME.legal_actions(state) if a.kind == "complete" and a.card == t(21))
    state.zones["future"].clear()
    assert GAME.handling.caution(state, world) is None
