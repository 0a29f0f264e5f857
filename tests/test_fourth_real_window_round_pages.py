"""The fourth real-window round of 27 November (docs/playtest-32.md, its last section): the
findings on pages and tables that are not about network play."""
import pygame
import pytest

from tarot_table.games.base import Seat
from tests.helpers import tempting
from tests.helpers.table import (at_text_size, click, drag, draw_whole, key, open_position, post, record_text,
                                 seated_table, settle, step, take_the_screen, zone_centre)
from tests.helpers.tournament import drawn_marks
from tests.helpers.tournament_positions import GAME as TOURNAMENT, attr, m, t, table


@pytest.mark.parametrize("players", [3, 6])
def test_finding_1_the_attribute_strength_guards_is_named_whole_at_200_percent(tester_app, monkeypatch, players):
    """At 200% text in 1024x700 the mark on Strength read "Physiq…" / "Physi.": a word
    cut short does not say which attribute it guards. Strength, dragged onto Ann's
    Physique as a player does, is marked "Physique" whole (set smaller where it must)."""
    at_text_size(tester_app, 200)
    strength = t(8)
    state = table(players, hands={0: [strength, m("cups", "two")]}, attrs={(0, "cups"): [m("cups", "five")]},
                  seats=[Seat(f"P{n}") for n in range(players)])
    scene = open_position(tester_app, TOURNAMENT, state)
    drag(tester_app, scene.card_rect(strength).center, zone_centre(scene, attr(0, "cups")))
    settle(tester_app, scene)
    assert scene.session.state.data["continuing"][strength]["on"] == attr(0, "cups"), scene.message
    marks = drawn_marks(tester_app, monkeypatch)
    assert "Physique" in marks
    assert not [mark for mark in marks if mark.endswith("…")]


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("seats", [("Ann", "basic"), ("Ann", None)])
def test_finding_1_tempting_fates_token_mark_is_never_cut(tester_app, monkeypatch, text_size, seats):
    """The token mark read "3 tok…" (at 100% for a network joiner, at 200% at one
    screen): it says the count and what is counted whole, with a bot or a person as Fate."""
    at_text_size(tester_app, text_size)
    star, z = tempting.z("star"), tempting.z
    state = tempting.table(fate_hand=[z("circle"), z("cross")], querent_hand=[tempting.m("cups", "two")],
                           turn="querent", tokens={star: 3, z("waves", 2): 1},
                           path1=[z("square"), "^" + star], path2=["^" + z("waves", 2)])
    open_position(tester_app, tempting.GAME, state, [Seat(*seats), Seat("Bob")])
    step(tester_app)
    assert "3 tokens" in drawn_marks(tester_app, monkeypatch)


def test_finding_1_statistics_at_200_percent_keeps_its_chart_and_asks_its_reset_whole(tester_app, monkeypatch):
    """At 200% text in 1024x700 the reset's question read "Forg…" and the chart "Results
    over time" was gone. Two rows of results: the chart follows the rows, reached by the
    wheel; the question for a long name wraps, whole, with Reset and Keep in the window."""
    from tarot_table.statistics import record_result
    from tarot_table.table.scenes.stats import StatsScene
    at_text_size(tester_app, 200)
    for won in (True, False, True):
        record_result("tournament-of-queens", {}, won, 60.0, player="Bartholomew")
    record_result("queens-of-fate", {}, True, 30.0, player="Ann")
    screen = StatsScene(tester_app)
    tester_app.switch(screen)
    step(tester_app)
    click(tester_app, next(b for b in screen.buttons if b.label.startswith("tournament-of-queens")).rect.center)
    written = record_text(monkeypatch)
    for _ in range(12):
        post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
        step(tester_app)
    draw_whole(tester_app)
    assert any(words.startswith("Results over time: Tournament of Queens") for words in written), written
    click(tester_app, next(b for b in screen.buttons if b.label == "Bartholomew").rect.center)
    click(tester_app, next(b for b in screen.buttons if b.label.startswith("Reset") and b.label != "Reset all").rect.center)
    written.clear()
    draw_whole(tester_app)
    question = "Forget every result of Tournament of Queens for Bartholomew?"
    assert screen.asking[0] == question
    start = next(i for i, words in enumerate(written) if words.startswith("Forget"))
    assert " ".join(written[start:start + 2]).startswith(question), written[start:]
    window = tester_app.screen.get_rect()
    assert {"Reset", "Keep"} <= {b.label for b in screen.buttons if window.contains(b.rect)}


def test_finding_1_a_continue_row_keeps_its_moves_whole_at_200_percent(tester_app, monkeypatch):
    """At 200% text in 1024x700 a Continue row read "50m 12s played · 447 m…": where the
    time played and the moves do not share a line, each takes its own, whole."""
    from tarot_table import saves
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes import menu
    at_text_size(tester_app, 200)
    session = Session.start(get_game("tournament-of-queens"), 5, {})
    session.elapsed = 3012.0
    saves.save(session)
    info, = saves.list_saves()
    info.progress = "447 moves"   # as kept by a long game
    scene = menu.MenuScene(tester_app)
    tester_app.switch(scene)
    scene.continue_list.saves = [info]
    written = record_text(monkeypatch)
    draw_whole(tester_app)
    row = [words for words in written if "played" in words or "moves" in words]
    assert "447 moves" in " ".join(row) and "50m 12s played" in " ".join(row), row
    assert not [words for words in row if "…" in words], row


@pytest.mark.parametrize("way_out", ["Menu", "Escape"])
def test_finding_2_the_pass_to_page_leads_to_the_menu_and_the_hand_stays_hidden(app, way_out):
    """The "Pass to …" page had no Menu button and Escape did nothing. Its Menu button
    and Escape go to the menu, as the table's do; the game resumed from Continue opens
    on the same page, so the hand is still not shown to whoever has the screen."""
    from tarot_table.table.scenes.menu import MenuScene
    from tarot_table.table.scenes.table import TableScene
    scene = seated_table(app, tempting.GAME, [Seat("Ann"), Seat("Bob")], {"match": "single"})
    take_the_screen(app, scene)
    for _ in range(20):   # Ann plays her turn and passes the screen: Bob's page, her moves saved
        if scene.handing_over is not None:
            break
        scene.perform(scene.legal()[0])
        step(app)
    click(app, next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen")).rect.center)
    assert scene.handoff_to == 1
    draw_whole(app)
    if way_out == "Menu":
        click(app, next(b for b in scene.summary_buttons if b.label == "Menu").rect.center)
    else:
        key(app, pygame.K_ESCAPE)
    step(app)
    menu = app.scene
    assert isinstance(menu, MenuScene)
    row = next(b for b in menu.buttons if b.label == scene.session.slot)
    click(app, row.rect.center)
    step(app)
    resumed = app.scene
    assert isinstance(resumed, TableScene) and resumed.session.slot == scene.session.slot
    assert resumed.handoff_to == 1 and resumed.viewer is None
