"""The fifth real-window round of 27 November (docs/playtest-32.md): names shortened
where there was room, a seat finished by bots, a joiner's row of an ended table, and the
smaller findings."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.table.app import App
from tests.helpers.network import seated_from_the_join_page
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import Drawn, collisions
from tests.helpers.tournament_positions import GAME, m, table

SMALL = (1024, 700)


def judge_voting_for(second: str):
    """Judge 1 (Luck) votes wholly for the second seat."""
    return table(2, judges={1: [m("wands", "ace")]},
                 attrs={(0, "wands"): [m("wands", "two")], (1, "wands"): [m("wands", "nine")]},
                 seats=[Seat("Blanche"), Seat(second, "quick")])


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
def test_finding_2_a_judge_s_mark_names_the_contestant_whole_where_the_name_fits(size, monkeypatch):
    """At 100% in 1024x700 a judge voting for Anemone read "Anem." though "Anemone" fits
    beside its card: the whole name (its lone vote's count left out) comes before a cut
    one, which is kept for names that do not fit even so."""
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    drawn = Drawn(monkeypatch)
    state = judge_voting_for("Anemone")
    try:
        scene = open_position(app, GAME, state, state.seats)
        drawn.items.clear()
        draw_whole(app)
        marks = {words for kind, words, _ in drawn.items if kind == "mark"}
        assert "Anemone" in marks or "Anemone 1" in marks, marks
        assert not any(mark.startswith("Anem.") for mark in marks), marks
        assert collisions(scene, drawn, size) == []
    finally:
        for s in app.scenes:
            s.leave()


@pytest.mark.parametrize("text_size", [100, 150, 200])
@pytest.mark.parametrize("seats", [["open", "open"], ["open", "open", "bot", "bot"], ["open", "open", "bot", "bot", "bot", "bot"]])
def test_finding_2_once_the_host_is_gone_the_joiner_s_strip_names_every_seat_whole(apps, tmp_path, text_size, seats,
                                                                                   monkeypatch):
    """Once the host had gone the joiner's strip read "Anem…" with about 200 px free: the
    chat box, not drawn with no connection, still kept its room. With nothing to say
    to, the names take that room, and are cut only where they still do not fit."""
    from tests.helpers.network import hosting, join, run_until, sit_at_own_table
    from tests.helpers.table import record_text, step
    for app in apps:
        app.settings.text_size = text_size
        app.apply_look()
    with hosting(tmp_path) as (host, address):
        code, _ = sit_at_own_table(apps[0], host, address, "tournament-of-queens", seats, 5, "Hana")
        anemone = join(apps[1], address, code, "Anemone")
    run_until([apps[1]], [anemone], lambda: not anemone.remote.connected)
    assert anemone.remote.host_gone
    said = record_text(monkeypatch)
    apps[1].request_redraw()
    step(apps[1])
    gone = next(words for words in said if words in (f"Table {code}: host gone", "Host gone"))
    pills = said[said.index(gone) + 1:][:len(seats)]
    names = [seat.name for seat in anemone.remote.state.seats]
    assert all(pill.startswith(name) for pill, name in zip(pills, names)), pills   # every name whole
    if len(seats) < 6 or text_size < 200:
        assert pills[:2] == ["Hana", "Anemone (you)"], pills


def test_finding_3_a_persons_seat_finished_by_the_host_s_bot_is_told_at_the_end_and_in_finished_games(
        apps, monkeypatch):
    """Ann hosts a table and goes to the menu; after her delay the host's bot plays her
    seat while Bea plays hers to the end with the mouse. Finished games read "Ann wins
    the crown" with no word that a bot had played Ann: now Bea's end panel, the kept
    record's row and its end panel (a replay of it) say "A bot played for Ann"."""
    import random
    import threading

    from tarot_table import paths, records
    from tarot_table.clock import ManualClock
    from tarot_table.net import host_thread
    from tarot_table.table.scenes import panels
    from tarot_table.table.scenes.finished import FinishedGamesScene
    from tests.helpers.network import hosting, join, play_to_the_end, sit_at_own_table, until_the_host
    from tests.helpers.table import draw_whole, record_text, step
    kept = threading.Event()
    keep_end = host_thread.keep_end
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: (keep_end(*args), kept.set()))
    told = []
    dialog = panels.dialog
    monkeypatch.setattr(panels, "dialog", lambda surface, s, title, lines, specs:
                        told.append(list(lines)) or dialog(surface, s, title, lines, specs))
    clock = ManualClock()
    with hosting(paths.data_dir() / "tables") as (host, address):
        host.server.now = clock.now
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open"], 5)
        bea = join(apps[1], address, code, "Bea")
        ann.remote.leave()   # to the menu: her seat waits for her, then the bot plays it
        hosted = host.server.tables[code]
        until_the_host(host, lambda: not hosted.table.places[0].connected)
        clock.advance(120)
        host._call(host.server.check_away)
        play_to_the_end(apps[1], bea, random.Random(3))
        assert kept.wait(60), "the table's end was never kept"
        draw_whole(apps[1])
    assert bea.remote.stood_in == {0}
    assert told and "A bot played for Ann." in told[-1], told[-1:]
    # sixth round: the win or loss of a seat the bot played is counted apart, as Autoplay's
    from tarot_table.statistics import load_stats, split_key
    by_player = {split_key(key)[1]: record for key, record in load_stats()[0].items()}
    assert by_player["Ann"].assisted == 1 and by_player["Ann"].played == 0
    assert by_player["Bea"].assisted == 0 and by_player["Bea"].played == 1
    finished = records.listed()
    assert len(finished) == 1 and finished[0].stood_in == ["Ann"]
    page = FinishedGamesScene(apps[0])
    apps[0].switch(page)
    step(apps[0])
    written = record_text(monkeypatch)
    draw_whole(apps[0])
    assert any(words.startswith("A bot played for Ann") for words in written), written
    session = records.load(finished[0].path)
    assert session.stood_in == {0}
    apps[0].switch(apps[0].make("table", session, saving=False))   # the kept game's table, ended
    told.clear()
    draw_whole(apps[0])
    assert told and "A bot played for Ann." in told[-1], told


def test_finding_4_a_joined_table_that_ended_while_its_person_was_away_says_so_in_continue(apps, tmp_path,
                                                                                            monkeypatch):
    """Bea joined a table and went away; the host's bot played her seat and the table
    ended. Her Continue row still read "Joined table CODE, seat 2" until Join again found
    the table over. Now the list asks the host once it is shown: the row says the table
    has ended; a click on it shows the end (the result counted) and the row goes."""
    import threading

    from tarot_table import statistics
    from tarot_table.clock import ManualClock
    from tarot_table.net import host_thread
    from tarot_table.table.scenes.continue_list import ENDED, row_detail
    from tarot_table.table.scenes.menu import MenuScene
    from tarot_table.table.scenes.remote_table import RemoteTableScene
    from tests.helpers.network import ROUNDS, WAIT_S, hosting, until_the_host
    from tests.helpers.table import click, step
    ended = threading.Event()
    monkeypatch.setattr(host_thread, "keep_end", lambda *args: ended.set())
    clock = ManualClock()
    with hosting(tmp_path) as (host, address):
        host.server.now = clock.now
        code = host.open_table("tournament-of-queens", ["bot", "open"], seed=5)
        bea = seated_from_the_join_page(apps[0], address, code, "Bea")
        bea.remote.leave()   # away; her seat waits, then the host's bot plays it
        until_the_host(host, lambda: not host.server.tables[code].table.places[1].connected)
        clock.advance(120)
        host._call(host.server.check_away)
        assert ended.wait(60), "the bots never ended the game"
        app = apps[1]
        menu = MenuScene(app)
        app.switch(menu)
        step(app)
        [row] = [info for info in menu.continue_list.saves if info.joined is not None]
        assert ENDED not in row_detail(row)
        menu.continue_list.ask_joined_tables()
        menu.continue_list.asking_hosts.join(30)
        assert not menu.continue_list.asking_hosts.is_alive()
        step(app)
        [row] = [info for info in menu.continue_list.saves if info.joined is not None]
        assert row_detail(row).startswith(f"Joined table {code}, seat 2") and row_detail(row).endswith(ENDED)
        click(app, next(b for b in menu.buttons if b.label == row.slot).rect.center)
        for _ in range(ROUNDS):
            step(app)
            if isinstance(app.scene, RemoteTableScene):
                break
            app.scene.joining.link.wait(WAIT_S)
        assert isinstance(app.scene, RemoteTableScene) and app.scene.remote.finished
        app.scene.remote.leave()
    records, problem = statistics.load_stats()
    assert problem == "" and sum(r.played + r.assisted for r in records.values()) == 1   # her result, counted once,
    assert sum(r.assisted for r in records.values()) == 1   # and apart: the host's bot played her seat (sixth round)
    menu = MenuScene(app)
    app.switch(menu)
    step(app)
    assert [info for info in menu.continue_list.saves if info.joined is not None] == []


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [100, 200])
def test_finding_5_a_row_of_autoplay_helped_games_says_why_its_chart_is_empty(size, text_size, monkeypatch):
    """After a game Autoplay helped to finish, Statistics' chart box said "No results
    with dates for this row yet", which is not so: it says the chart leaves such games
    out, wrapped whole inside the box."""
    from tarot_table.statistics import record_result
    from tarot_table.table import theme
    from tarot_table.table.scenes.stats import StatsScene
    from tests.helpers.table import step
    assert record_result("fools-journey", {}, True, 95.0, assisted=True) == ""
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.text_size = text_size
    app.apply_look()
    try:
        screen = StatsScene(app)
        app.switch(screen)
        step(app)
        said = []
        text = theme.text

        def recorded(surface, words, pos, *args, **kwargs):
            rect = text(surface, words, pos, *args, **kwargs)
            said.append((str(words), rect))
            return rect
        monkeypatch.setattr(theme, "text", recorded)
        app.request_redraw()
        step(app)
    finally:
        for s in app.scenes:
            s.leave()
    words = " ".join(w for w, _ in said)
    assert "No results with dates" not in words
    assert "A game Autoplay or a stand-in bot helped to finish is counted apart and left out of this chart" in words, words
    first = next(i for i, (w, _) in enumerate(said) if w.startswith("A game Autoplay or"))
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(rect) for _, rect in said[first:first + 4]), said[first:first + 4]


def test_finding_5_a_blow_past_the_fool_s_vitality_reads_as_spent_never_below_zero(monkeypatch):
    """The journey's status read "Vitality 5 → -12". The seed: "The game ends when the
    Fool has been completely depleted of his vitality." A blow larger than what is left
    reads as Vitality spent, with how much more it cost; the Fool's mark, his description
    and the status line never show a Vitality under 0 (the rules keep the difference, for
    the World's last breath, house decision 3). Death is dropped on the Fool with the mouse."""
    from tarot_table.table.scenes.table_cards import game_badges
    from tests.helpers.fools import C, GAME, arrange, m, t
    from tarot_table.games.fools_journey.cards import FOOL
    from tests.helpers.table import click, drag, open_position
    from tests.helpers.table import zone_centre as centre
    from tarot_table.table.scenes import post_mortem
    monkeypatch.setattr(post_mortem, "examinable", lambda game: False)   # an arranged position is no deal
    app = App(headless=True, size=(1280, 800))
    app.settings.animation = "instant"
    try:
        scene = open_position(app, GAME, arrange(present_1=[t(13)], present_2=[m(C, "two")], present_3=[t(3)],
                                                 vitality=5))
        drag(app, scene.card_rect(t(13)).center, centre(scene, "fool"))
        click(app, next(b for b in scene.summary_buttons if b.label == "Fell him").rect.center)   # house decision 28
        state = scene.session.state
        assert state.data["vitality"] == -8
        said = scene.message[0] + " " + " ".join(state.story[-3:])
        assert "Death takes 13 Vitality from the Fool, 8 more than his 5: it is spent." in said, said
        assert "-8" not in said
        assert game_badges(scene)[FOOL] == "0/25"
        assert "Vitality 0 of 25" in GAME.describe(state, FOOL)
    finally:
        for s in app.scenes:
            s.leave()


LONG_NAMES = ["Anemone", "Bartholomew", "Wilhelmina", "Maximilian", "Esmeralda", "Winnifred"]


@pytest.mark.parametrize("players", [2, 4, 6])
def test_finding_5_lucky_you_s_account_under_the_board_is_never_cut_by_the_table_at_100_percent(players):
    """Lucky You!'s account under the board cut its lines at 100% in 1024x700 ("Bartholomew
    draws Knig…"): a draw told short ends in "…" after whole words, and that "…" now
    takes a word's room, so the line fits and the table draws it whole."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    from tarot_table.rng import Rng
    from tarot_table.session import Session
    from tarot_table.table.board_draw import placed_caption
    from tarot_table.table.scenes.table import TableScene
    from tests.helpers.table import step
    game = get_game("lucky-you")
    seats = [Seat(name, None if i == 0 else next(iter(game.bots))) for i, name in enumerate(LONG_NAMES[:players])]
    app = App(headless=True, size=SMALL)
    app.settings.animation = "instant"
    cut = []
    try:
        session = Session.start(game, 3, game.check_options({}), seats)
        rng = Rng(3)
        for moves in range(90):
            if game.outcome(session.state) is not None:
                break
            if moves % 6 == 0:
                scene = TableScene(app, session)
                app.switch(scene)
                step(app)
                geometry = scene.geometry
                for caption in geometry.layout.captions:
                    if caption.width and caption.text not in LONG_NAMES:
                        shown = " ".join(line for line, _ in placed_caption(geometry, caption)[1])
                        if shown != caption.text + caption.tail:
                            cut.append((moves, caption.text, shown))
            seat = game.current_seat(session.state)
            session.play(game.bots[next(iter(game.bots))](game, game.view(session.state, seat), rng))
    finally:
        for s in app.scenes:
            s.leave()
    assert cut == []


def test_finding_5_fate_s_coaching_names_the_risk_of_a_path_of_a_single_card():
    """Tempting Fate's note for Fate said nothing of laying single cards. The seed: "If
    the querent removes the last card in a path, the querent wins." So a path left with
    one card is the querent's chance: a note given to Fate once she has laid a card says so
(tests/test_coaching.py meets it in real games)."""
    from tarot_table import coaching
    from tarot_table.games import get_game
    situations = {s.id: s for s in coaching.situations(get_game("tempting-fate"))}
    single = situations["single-card"]
    assert (single.played, single.by) == ("place", "you")   # told once Fate has laid a card
    assert "path of one card" in single.note and "clears the path, and clearing a path wins" in single.note
    assert list(situations).index("single-card") == list(situations).index("fate-turn") + 1


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
def test_finding_6_a_long_name_put_out_at_six_seats_and_200_percent_is_never_cut(size, monkeypatch):
    """Lucky You! with six seats at 200% read "Bartholomew · out (Death…": where the
    name and the reason do not fit the seat's row, the seat reads "Bartholomew · out"
    (the whole line under the pointer, and the reason in the status and the story);
    where they fit, the reason stays. Bartholomew draws Death reversed with a click."""
    from tarot_table.cards import copy_id, major_id
    from tarot_table.table.board_draw import cut_caption_under, placed_caption
    from tests.helpers import lucky
    from tests.helpers.table import click, settle
    from tests.helpers.table import zone_centre as centre
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.text_size = 200
    app.apply_look()
    try:
        state = lucky.ready(6, pos=[10, 40, 5, 5, 5, 5], to_act=0)
        lucky.stack(state, copy_id(major_id(13), 1), reversed_=True)
        seats = [Seat("Bartholomew")] + [Seat(name, "quick") for name in ("Bea", "Cat", "Dot", "Eve", "Fay")]
        scene = open_position(app, lucky.GAME, state, seats)
        click(app, centre(scene, "wild0"))
        settle(app, scene)
        assert scene.session.state.data["out"][0], scene.message
        geometry = scene.geometry
        seat = next(c for c in geometry.layout.captions if c.text == "Bartholomew")
        shown = " ".join(line for line, _ in placed_caption(geometry, seat)[1])
        assert shown.split() in (["Bartholomew", "·", "out", "(Death", "reversed)"], ["Bartholomew", "·", "out"]), shown
        if "Death" not in shown:
            _, placed = placed_caption(geometry, seat)
            assert cut_caption_under(geometry, placed[0][1]) == "Bartholomew · out (Death reversed)"
    finally:
        for s in app.scenes:
            s.leave()
