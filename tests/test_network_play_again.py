"""The next game at the same network table: at the end each person's panel offers Play
again, and the host deals the next game at that table, the same seats, once every person
connected to it has pressed it (a house decision, docs/network.md). Through the real pages;
hosts on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import json
import random

from tarot_table import paths, records
from tarot_table.games import get_game
from tarot_table.net import held_seats, store
from tarot_table.net.table import NetTable, Refused, action_json
from tarot_table.rng import Rng
from tarot_table.wording import PLAY_AGAIN
from tests.helpers.network import (
    HostClock,
    both_play_to_the_end,
    hosting,
    join,
    run_until,
    seated_from_the_join_page,
    sit_at_own_table,
    until_the_host,
)
from tests.helpers.table import click, panel_words, step


def play_again_button(scene):
    return next(button for button in scene.summary_buttons if button.label == PLAY_AGAIN)


def test_both_press_play_again_and_the_next_game_is_dealt_at_the_same_table(apps, monkeypatch):
    """Ann hosts, Bea joins; at the end Bea presses Play again: her button greys and her
    panel says whom it waits for, Ann's says Bea has pressed it, and nothing is dealt yet
    (a person connected who has not answered holds it up). Ann presses it: both screens
    show a new deal at the same table, code, seats and tokens, the clock from 0. The game
    that ended is kept (Finished games, its statistics) before the table is dealt again,
    the table's save is the new game's (Continue lists it again), and Bea's seat, let go
    of at the end, is held again (Join again takes it back)."""
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open", "bot:shrewd"], 21)
        bea = seated_from_the_join_page(apps[1], address, code, "Bea")
        both_play_to_the_end(apps, [ann, bea], random.Random(4))
        until_the_host(host, lambda: host.server.tables[code].table.session.recorded)
        assert held_seats.find(address, code, 1) is None   # a joined table that ended lets its seat go
        step(apps[1])
        click(apps[1], play_again_button(bea).rect.center)
        until_the_host(host, lambda: 1 in host.server.tables[code].table.again)
        run_until(apps, [ann, bea], lambda: ann.remote.again_asked_by() == ["Bea"])
        assert not play_again_button(bea).enabled
        assert "Waiting for Ann to press Play again." in panel_words(apps[1], monkeypatch)
        assert "Bea has pressed it." in panel_words(apps[0], monkeypatch)
        assert host._call(lambda: host.server.tables[code].table.session.finished)   # Ann has not answered
        tokens = [place.token for place in host.server.tables[code].table.places]

        click(apps[0], play_again_button(ann).rect.center)
        run_until(apps, [ann, bea], lambda: apps[0].scene is not ann and apps[1].scene is not bea)
        ann, bea = apps[0].scene, apps[1].scene
        table = host.server.tables[code].table
        assert table.games == 2 and not table.session.finished and [p.token for p in table.places] == tokens
        for scene, seat in ((ann, 0), (bea, 1)):
            remote = scene.remote
            assert remote.code == code and remote.seat == seat and remote.connected and not remote.finished
            assert remote.elapsed < 5 and "next game at this table" in scene.message[0]
            assert remote.recorded == (seat == 0)   # the app's own host counts its person's game (keep_end)
        assert [seat.name for seat in bea.remote.state.seats][:2] == ["Ann", "Bea"]
        assert len(records.listed()) == 1   # the game that ended, in Finished games
        path = store.table_path(paths.data_dir() / "tables", code)
        until_the_host(host, lambda: '"games":2' in path.read_text())   # the new game's save, Continue lists it
        saved = store.load_table(path, HostClock())
        assert saved.games == 2 and not saved.session.finished and saved.state.seed == table.state.seed
        held = held_seats.find(address, code, 1)
        assert held is not None and held.token == tokens[1]   # Bea's seat, held again


def test_a_person_gone_from_the_end_does_not_hold_the_next_game_and_the_host_s_bot_plays_their_seat(apps, monkeypatch):
    """Bea goes to the menu at the end: Ann's panel says that in a next game the host's bot
    plays Bea's seat, and Ann's press alone deals it; Bea's seat is the bot's for good."""
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open"], 21)
        bea = join(apps[1], address, code, "Bea")
        both_play_to_the_end(apps, [ann, bea], random.Random(3))
        step(apps[1])
        click(apps[1], next(b for b in bea.summary_buttons if b.label == "Menu").rect.center)   # no question at the end
        run_until([apps[0]], [ann], lambda: ann.remote.left_the_end() == ["Bea"])
        assert "Bea left: in a next game here the host's bot plays their seat." in panel_words(apps[0], monkeypatch)
        click(apps[0], play_again_button(ann).rect.center)
        run_until([apps[0]], [ann], lambda: apps[0].scene is not ann)
        table = host.server.tables[code].table
        assert table.games == 2 and table.places[1].kind == "bot" and table.places[1].given_up
        assert apps[0].scene.remote.seats[1]["kind"] == "bot"


def finished_table(clock) -> NetTable:
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=3, now=clock)
    for seat in range(2):
        table.claim(seat, None, f"P{seat + 1}")
    rng = Rng(1)
    while not table.session.finished:
        legal = table.game.legal_actions(table.state)
        table.act(table.game.current_seat(table.state), action_json(legal[rng.below(len(legal))]), table.moves)
    return table


def test_the_next_game_is_kept_in_the_table_s_log_and_read_back_as_hostile(tmp_path):
    """A table dealt again is kept as its moves are: a line in its log ("again", the deal's
    number), so a host killed before its next whole save hosts the new game with its moves.
    A line that deals a table whose game goes on, or with a deal number out of range, stops
    the replay there and is reported. Asking at a table still played is refused."""
    clock = HostClock()
    table = finished_table(clock)
    store.save_table(tmp_path, table)
    log = store.log_path(tmp_path, table.code, table.log)
    for seat in range(2):
        table.ask_again(seat)
    assert table.again_agreed()
    table.deal_again(77)
    lines = [store.move_line(table, "again", 0)]
    legal = table.game.legal_actions(table.state)
    seat = table.game.current_seat(table.state)
    table.act(seat, action_json(legal[0]), table.moves)
    lines.append(store.move_line(table, "move", seat))
    log.write_bytes(b"".join(lines))
    loaded, problems = store.load_folder(tmp_path, clock)
    assert problems == [] and loaded[0].games == 2 and loaded[0].moves == 1
    assert loaded[0].state.to_json() == table.state.to_json()
    assert [p.to_json() for p in loaded[0].places] == [p.to_json() for p in table.places]
    try:
        loaded[0].ask_again(0)
        raise AssertionError("a table still played was asked to deal again")
    except Refused as refused:
        assert "not over" in str(refused)

    again = json.loads(lines[0])
    for case, bad in {"game goes on": lines[0] + lines[0], "seed out of range": json.dumps(dict(again, seed=-1)),
                      "seed not a number": json.dumps(dict(again, seed="77"))}.items():
        folder = tmp_path / case.replace(" ", "-")
        folder.mkdir()
        ended = finished_table(HostClock())
        store.save_table(folder, ended)
        text = bad if isinstance(bad, bytes) else bad.encode() + b"\n"
        store.log_path(folder, ended.code, ended.log).write_bytes(text)
        loaded, problems = store.load_folder(folder, HostClock())
        assert len(problems) == 1 and "goes on from move" in problems[0], case
        assert loaded[0].games == (2 if case == "game goes on" else 1), case


def test_an_ask_to_play_again_is_news_once_and_refused_before_the_end():
    """Asked over and over (a player's bytes are hostile), an ask is news once: the host
    tells the seats once. Before the end, or from a seat no person holds, it is refused."""
    table = finished_table(HostClock())
    assert table.ask_again(0) is True and table.ask_again(0) is False
    assert not table.again_agreed()   # the other person has not asked
    table.places[1].connected = False   # gone from the finished table: not waited for
    assert table.again_agreed()
    table.deal_again(5)
    assert table.places[1].kind == "bot" and table.places[1].given_up and table.games == 2
    for seat in (0, 1):
        try:
            table.ask_again(seat)
            raise AssertionError("an ask at a table still played was taken")
        except Refused as refused:
            assert "not over" in str(refused)
