"""Issue 32 item 16: a finished game's record is kept (a bounded number, through the
filestore, never losing another window's), stepped through again on the real table from
Statistics or Continue, forward and back one move at a time, and exported as a save
file the app opens."""
from __future__ import annotations

import json

import pygame

from tarot_table import paths, records, saves
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table.scenes.finished import FinishedGamesScene
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.stats import StatsScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import clock_words
from tests.helpers.table import click, drag, draw_whole, key, record_text, step, zone_centre
from tests.helpers.tempting import play_to_the_end
from pathlib import Path
from tarot_table.table.scenes.continue_list import row_title

TEMPTING = get_game("tempting-fate")


def pressed(app, buttons, label):
    click(app, next(b for b in buttons if b.label == label).rect.center)


def test_item16_a_finished_game_keeps_its_record_as_a_save_of_the_whole_game(app):
    scene = play_to_the_end(app)
    [info] = records.listed()
    kept = records.load(info.path)
    assert kept.actions == scene.session.actions and kept.state.seed == scene.session.state.seed
    assert kept.state.to_json() == scene.session.state.to_json()
    assert info.path.parent == records.records_dir()


def test_item16_an_unfinished_game_keeps_no_record(app):
    scene = TableScene(app, Session.start(TEMPTING, 3, {"match": "single"}, [Seat("Ann"), Seat("Bot", "basic")]))
    app.switch(scene)
    step(app)
    scene.perform(next(a for a in scene.legal() if a.kind == "place"))
    assert records.listed() == []


def test_item16_only_the_newest_records_are_kept_and_two_windows_keep_both(app, monkeypatch):
    session = play_to_the_end(app).session
    for _ in range(4):
        records.keep(session)   # as another window finishing a game would, each under its own name
    assert len(records.listed()) == 5
    monkeypatch.setattr(records, "RECORDS_KEPT", 3)
    newest = [i.slot for i in records.listed()][:3]
    records.prune(3)
    assert [i.slot for i in records.listed()] == newest
    assert sorted(p.name for p in records.records_dir().iterdir()) == sorted(f"{slot}.json" for slot in newest)


def test_item16_a_damaged_record_is_listed_with_the_reason_and_left_as_it_is(app):
    play_to_the_end(app)
    [info] = records.listed()
    raw = json.loads(info.path.read_text())
    raw["actions"] = raw["actions"][:-1]
    info.path.write_text(json.dumps(raw))
    screen = FinishedGamesScene(app)
    app.switch(screen)
    step(app)
    pressed(app, screen.buttons, "Replay")
    assert screen is app.scene and "cannot be replayed" in screen.message
    assert json.loads(info.path.read_text()) == raw


def replay_from_statistics(app, linger=0):
    ended = play_to_the_end(app, linger=linger)
    stats = StatsScene(app)
    app.switch(stats)
    step(app)
    pressed(app, stats.buttons, "Finished games")
    listing = app.scene
    assert isinstance(listing, FinishedGamesScene)
    pressed(app, listing.buttons, "Replay")
    table = app.scene
    assert isinstance(table, TableScene) and not table.keeper.saving
    step(app)
    return ended, table


def test_item16_replay_from_statistics_steps_forward_and_back_on_the_table(app):
    ended, table = replay_from_statistics(app)
    moves = ended.session.actions
    assert table.session.actions == [] and table.showing == moves
    positions = [table.session.state.to_json()]
    for _ in moves:
        pressed(app, table.choice_buttons, "Forward")
        step(app, 2)
        positions.append(table.session.state.to_json())
    assert table.session.actions == moves and table.session.finished
    assert positions[-1] == ended.session.state.to_json()
    for count in range(len(moves) - 1, -1, -1):
        pressed(app, table.choice_buttons, "Back")
        step(app)
        assert table.session.state.to_json() == positions[count]
    assert table.session.actions == []
    assert len(records.listed()) == 1 and not saves.list_saves() or all(
        i.finished for i in saves.list_saves())   # the replay saves nothing, keeps no new record


def test_item16_a_replay_table_lets_no_bot_move_by_itself(app):
    ended, table = replay_from_statistics(app)
    step(app, 30)
    table.finish_bot_turns()
    assert table.session.actions == []   # the seat's bot would have answered Ann's move by now
    pressed(app, table.choice_buttons, "Forward")
    step(app, 30)
    assert table.session.actions == ended.session.actions[:1]


def test_item16_play_runs_the_replay_to_its_end_with_the_show_me_mechanism(app, monkeypatch):
    from tarot_table.table.scenes import post_mortem
    shown = []
    real = post_mortem.show_next
    monkeypatch.setattr(post_mortem, "show_next", lambda scene: shown.append(1) or real(scene))
    ended, table = replay_from_statistics(app)
    pressed(app, table.choice_buttons, "Play")
    for _ in range(200):
        table.bots.ready_at = 0.0
        step(app)
        if table.session.finished:
            break
    assert table.session.actions == ended.session.actions and len(shown) == len(ended.session.actions)
    assert not table.replay.playing


def test_item16_replay_from_continue(app):
    ended = play_to_the_end(app)
    menu = MenuScene(app)
    app.switch(menu)
    step(app, 2)
    pressed(app, menu.buttons, "Finished games")
    pressed(app, app.scene.buttons, "Replay")
    assert isinstance(app.scene, TableScene) and app.scene.showing == ended.session.actions


def test_item16_export_writes_a_save_file_the_app_opens(app):
    ended, table = replay_from_statistics(app)
    pressed(app, table.choice_buttons, "Export")
    [out] = list(paths.exports_dir().iterdir())
    assert str(out) in table.message[0]
    assert saves.load(out).state.to_json() == ended.session.state.to_json()
    from tarot_table.launch import open_replay_file
    open_replay_file(app, out)
    assert isinstance(app.scene, TableScene) and app.scene.showing == ended.session.actions


def test_item16_a_file_that_is_no_game_opens_a_page_saying_why(app, tmp_path):
    from tarot_table.launch import open_replay_file
    bad = tmp_path / "notes.json"
    bad.write_text('{"hello": 1}')
    open_replay_file(app, bad)
    step(app)
    assert type(app.scene).__name__ == "MessageScene" and bad.read_text() == '{"hello": 1}'


def test_item16_export_from_the_finished_games_page(app):
    play_to_the_end(app)
    screen = FinishedGamesScene(app)
    app.switch(screen)
    step(app)
    pressed(app, screen.buttons, "Export")
    [out] = list(paths.exports_dir().iterdir())
    assert screen.message == f"Exported as a save file: {out}"


def test_item16_a_replay_of_two_people_at_one_screen_shows_each_turn_without_pass_pages(app):
    """At a shared screen the table hides each hand behind a pass page; the game is over
    in a replay, so each turn is seen from the seat of the person to play."""
    scene = TableScene(app, Session.start(TEMPTING, 3, {"first_fate": "player-1", "match": "single"},
                                          [Seat("Ann"), Seat("Bob")]))
    app.switch(scene)
    step(app)
    session = scene.session
    session.play(next(a for a in TEMPTING.legal_actions(session.state) if a.kind == "place"))
    while not session.finished:
        actions = TEMPTING.legal_actions(session.state)
        session.play(next((a for a in actions if a.kind == "resign"), actions[0]))
    scene._after_change()
    listing = FinishedGamesScene(app)
    app.switch(listing)
    step(app)
    pressed(app, listing.buttons, "Replay")
    table = app.scene
    step(app)
    for _ in session.actions:
        assert table.handoff_to is None and table.handing_over is None
        to_act = TEMPTING.current_seat(table.session.state)
        assert table.viewer == to_act
        pressed(app, table.choice_buttons, "Forward")
        step(app)
    assert table.session.finished and table.handoff_to is None


def test_during_a_replay_only_its_own_controls_act_on_real_clicks(app):
    """A new player found Undo, Hint and New game live over a replay (issue 32), and the
    last real-window round still found Autoplay and Restart in its top bar: a replay's
    top bar shows only the way out (Menu) and the rules, its own controls (Back,
    Forward, Play, Export) are under the table, and the keys that would undo or hint
    change nothing and say why. Back and Forward go on stepping, and Menu still leaves."""
    ended, table = replay_from_statistics(app)
    pressed(app, table.choice_buttons, "Forward")
    step(app, 2)
    before, lit = table.session.state.to_json(), table.hint   # the step's card lit (28 November's finding 3)
    assert [b.label for b in table.bar_buttons if b.label not in "‹›"] == ["Menu", "Rules (R)"]   # and the story's fold
    assert [b.label for b in table.choice_buttons] == ["Back", "Forward", "Play", "Export"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    key(app, pygame.K_h)
    assert table.session.state.to_json() == before and "Back and Forward" in table.message[0]
    assert table.bots.hint is None and table.hint == lit and not table.autoplay
    pressed(app, table.choice_buttons, "Forward")
    step(app, 2)
    assert table.session.actions == ended.session.actions[:2]
    pressed(app, table.choice_buttons, "Back")
    step(app)
    assert table.session.actions == ended.session.actions[:1]
    pressed(app, table.bar_buttons, "Menu")
    assert isinstance(app.scene, MenuScene)


def test_a_replay_s_clock_stands_still_at_the_game_s_own_time(app):
    """The last real-window round: a replay's game clock ticked. It shows the kept
    game's time and stands still while the replay is looked at and stepped through."""
    ended, table = replay_from_statistics(app, linger=20)
    kept = ended.session.elapsed
    assert kept >= 60
    assert clock_words(table).endswith(f"{int(kept) // 60}:{int(kept) % 60:02d}")
    table.next_frame_in()
    assert not table.view.clock_only   # no frame is asked for to tick the clock on
    for _ in range(3):
        app.clock.advance(7.0)
        step(app)
        pressed(app, table.choice_buttons, "Forward")
        step(app)
    assert table.session.elapsed == round(kept, 1)   # the record keeps tenths


def test_a_card_dragged_during_a_replay_slides_back_and_says_why(app):
    """Ann's seat is a person's, and at the deal it is her turn: dragging her card onto
    the table in a replay plays nothing (the record's moves are the only moves)."""
    ended, table = replay_from_statistics(app)
    first = ended.session.actions[0]
    drag(app, table.card_rect(first.card).center, zone_centre(table, first.to))
    step(app, 2)
    assert table.session.actions == [] and "Back and Forward" in table.message[0]


def test_finished_games_says_when_autoplay_helped(app, monkeypatch):
    """The fourth real-window round, finding 6: Finished games did not say Autoplay helped,
    though Statistics count such games apart: a game Autoplay played to its end says
    "Autoplay helped" on its row."""
    from tarot_table.games import get_game
    from tarot_table.table.scenes.finished import FinishedGamesScene
    from tests.helpers.table import autoplayed
    game = get_game("fools-journey")
    scene = autoplayed(app, game, 3)
    assert scene.session.assisted and game.outcome(scene.session.state) is not None
    step(app, 3)
    page = FinishedGamesScene(app)
    app.switch(page)
    step(app)
    written = record_text(monkeypatch)
    draw_whole(app)
    assert any(words.startswith("Autoplay helped") for words in written), written
    app.settings.text_size = 200   # and at 200% its words wrap whole, not "Deal…"
    app.apply_look()
    written.clear()
    draw_whole(app)
    row = written[written.index("The Fool's Journey") + 1:written.index("Replay")]
    assert row[0].startswith("Autoplay helped") and not [words for words in row if "…" in words], row
    assert " ".join(row).endswith(game.outcome(scene.session.state).summary), row


def test_a_finished_network_game_s_name_is_shown_once_in_finished_games(tmp_path):
    """The third real-window round, finding 5: Finished games listed "Tempting Fate (network
    table) (Tempting Fate)": a kept name that names its game already is shown alone; another
    name keeps its game."""
    info = saves.SaveInfo(Path(tmp_path / "record.json"), "record")
    info.game, info.name = "tempting-fate", "Tempting Fate (network table)"
    assert row_title(info) == "Tempting Fate (network table)"
    info.name = "Sunday match"
    assert row_title(info) == "Sunday match (Tempting Fate)"
    info.name = ""
    assert row_title(info) == "Tempting Fate"
