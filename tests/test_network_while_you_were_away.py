"""A person back at a seat the host's bot played while they were away is told, alone,
what it did with their cards that their table does not tell (play-test finding N11: the
bot laid Fate's cards face down from her hand and the returning Fate never learned which).
Tempting Fate's rules.md, items 7 and 15, say why: the seed has Fate place the cards of
its hand face down, so Fate knows them (her table shows them to her, and the querent's
never), and she is told which of them her bot laid while she was away; a card laid from
the deck "without looking at it" is known to nobody. Hosts on 127.0.0.1 only, every wait
bounded (tests/helpers/network.py)."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from tarot_table.cards import english_name
from tarot_table.clock import ManualClock
from tarot_table.games import get_game
from tarot_table.games.tempting_fate.layout import PATHS
from tarot_table.net.table import MAX_AWAY_NOTES, NetTable
from tarot_table.table.scenes.panels import LOOK
from tests.helpers.network import hosting, join, run_until, until_the_host
from tests.helpers.table import click, drag, step


def ann_away_while_her_bot_plays(apps, host, address):
    """Ann (Fate, first to play) and Bea at a Tempting Fate table, deal 5; Ann's network
    drops, Bea stays, and after the delay on the host's clock the bot plays Ann's whole
    turn. Returns the table's code, Bea's table, Ann's hand then and her seat's token."""
    clock = ManualClock()
    host.server.now = clock.now
    code = host.open_table("tempting-fate", ["open", "open"], {"match": "single"}, 5)
    ann = join(apps[0], address, code, "Ann")
    bea = join(apps[1], address, code, "Bea")
    run_until(apps, [ann, bea], lambda: ann.remote.my_turn() and ann.remote.seats[1]["connected"])
    hand = {p.card for p in ann.remote.state.zones["fate_hand"]}
    token = ann.remote.token
    ann.remote.leave()
    run_until([apps[1]], [bea], lambda: not bea.remote.seats[0]["connected"])
    clock.advance(host.server.stand_in_after + 1)
    host._call(host.server.check_away)
    run_until([apps[1]], [bea], lambda: bea.remote.my_turn())
    return code, bea, hand, token


def test_the_person_back_alone_is_told_the_cards_the_bot_laid_face_down_from_their_hand(apps, tmp_path):
    with hosting(tmp_path) as (host, address):
        code, bea, hand, token = ann_away_while_her_bot_plays(apps, host, address)
        table = host.server.tables[code].table
        state = host._call(lambda: table.state.clone())
        laid = [(card, path) for path in PATHS for p in state.zones[path] if not p.face_up and (card := p.card) in hand]
        assert laid, "the bot laid some card of Ann's hand (seed 5)"
        back = join(apps[0], address, code, "", seat=0, token=token)
        step(apps[0])
        told = back.confirming
        assert told is not None and told.title == "While you were away" and told.cancel is None, told
        moves = [re.fullmatch(r"Lay the (.+) from your hand on path (\d) \(still face down\)\.", line)
                 for line in told.lines[1:]]
        assert all(moves), told.lines
        assert Counter(m.groups() for m in moves) == Counter((english_name(card), path[-1]) for card, path in laid)
        for card, path in laid:   # her own table shows each to her, face down to the querent; Bea's never
            assert any(p.card == card and not p.face_up for p in back.remote.state.zones[path])
            assert all(p.card != card for p in bea.remote.state.zones[path])
        click(apps[0], next(b for b in back.summary_buttons if b.label == LOOK).rect.center)
        assert back.confirming is None
        step(apps[1])
        assert bea.confirming is None, "Bea, who saw nothing hidden from her, is told nothing"


def test_a_card_of_the_note_turned_up_by_the_next_move_leaves_the_note(apps, tmp_path):
    """Play-test round 4: the note said "Lay the Square from your hand on path 1" while a
    Square lay face up on path 1 with tokens. Rules.md item 15 tells a returning player
    only the cards "that still lie hidden". Ann reads the note; Bea's attack turns up the
    last card of a path that Ann's bot laid there: the note, still over Ann's table, no
    longer names it, and every line it keeps is of a card Ann cannot see, said face down
    (a Square face up beside a face-down Square is not the one told of)."""
    with hosting(tmp_path) as (host, address):
        code, bea, hand, token = ann_away_while_her_bot_plays(apps, host, address)
        back = join(apps[0], address, code, "", seat=0, token=token)
        step(apps[0])
        assert back.confirming is not None and back.confirming.title == "While you were away"
        state = host._call(lambda: host.server.tables[code].table.state.clone())
        on_top = {path: state.zones[path][-1].card for path in PATHS if state.zones[path]}
        path = next(path for path, card in on_top.items() if card in hand)   # the bot's card, last on its path
        turned = on_top[path]
        attack = next(a for a in bea.remote.legal_actions() if a.kind == "attack" and a.to == path and a.card)
        moves = back.remote.moves
        step(apps[1])
        drag(apps[1], bea.card_rect(attack.card).center, bea.geometry.spot_rect(bea.geometry.layout.spot(path)).center)
        if bea.pending_choice:   # the drop offers more than one move: the attack asked for
            click(apps[1], next(b for b in bea.choice_buttons if b.label == attack.label).rect.center)
        run_until(apps, [back, bea], lambda: back.remote.moves > moves)
        step(apps[0])
        state = host._call(lambda: host.server.tables[code].table.state.clone())
        assert not any(p.card == turned and not p.face_up for pile in state.zones.values() for p in pile)
        hidden = Counter((english_name(p.card), zone[-1]) for zone in PATHS for p in state.zones[zone]
                         if p.card in hand and not p.face_up)
        told = back.confirming
        if not hidden:
            assert told is None, told   # nothing left to tell: the note went
            return
        lines = [re.fullmatch(r"Lay the (.+) from your hand on path (\d) \(still face down\)\.", line)
                 for line in told.lines[1:]]
        assert all(lines) and Counter(m.groups() for m in lines) == hidden, told.lines


def test_the_notes_outlive_a_host_started_again(apps, tmp_path):
    """The notes are kept in the table's save: the host closed and started again (a
    restart of the app hosting it), Ann back at her seat is still told."""
    with hosting(tmp_path) as (host, address):
        code, bea, hand, token = ann_away_while_her_bot_plays(apps, host, address)
        noted = host._call(lambda: dict(host.server.tables[code].table.while_away))
        assert noted.get(0), "the bot laid some card of Ann's hand (seed 5)"
        bea.remote.leave()
    with hosting(tmp_path) as (host, address):   # started again from the folder
        assert host._call(lambda: dict(host.server.tables[code].table.while_away)) == noted
        assert_told_every_note(apps[0], address, code, token, noted[0])


def test_the_notes_of_moves_after_the_last_save_outlive_a_kill(apps, tmp_path):
    """A host killed (kill -9) after the stand-in's moves and before the table's next whole
    save: the notes are kept in the table's log with each move, so the host started again
    from what the kill left on disk still tells Ann (they were lost with the save not made)."""
    import json
    import shutil
    clock = ManualClock()
    folder, left = tmp_path / "tables", tmp_path / "left-by-the-kill"
    with hosting(folder) as (host, address):
        host.server.now = clock.now
        host._call(lambda: setattr(host.server.limits, "save_every", 0.0))
        code = host.open_table("tempting-fate", ["open", "open"], {"match": "single"}, 5)
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: ann.remote.my_turn() and ann.remote.seats[1]["connected"])
        server = host.server
        until_the_host(host, lambda: not server._unsaved and not server._writing)   # both seats on disk
        host._call(lambda: setattr(server.limits, "save_every", 3600.0))   # no whole save from now on
        token = ann.remote.token
        ann.remote.leave()
        run_until([apps[1]], [bea], lambda: not bea.remote.seats[0]["connected"])
        clock.advance(server.stand_in_after + 1)
        host._call(server.check_away)
        run_until([apps[1]], [bea], lambda: bea.remote.my_turn())
        noted = host._call(lambda: dict(server.tables[code].table.while_away))
        assert noted.get(0), "the bot laid some card of Ann's hand (seed 5)"
        # what a kill leaves: every file as it is now, on the host's own thread (nothing is being written)
        host._call(lambda: shutil.copytree(folder, left, ignore=shutil.ignore_patterns("*.lock", "host")))
        bea.remote.leave()
    saved = json.loads((left / f"{code}.json").read_text())["network"]
    assert "while_away" not in saved, "the save on disk was made before the stand-in's moves"
    with hosting(left) as (host, address):
        assert host._call(lambda: dict(host.server.tables[code].table.while_away)) == noted
        assert_told_every_note(apps[0], address, code, token, noted[0])


def test_a_stand_in_keeps_as_many_notes_as_a_save_is_read_back_with(tmp_path):
    """A stand-in that plays on keeps at most ``MAX_AWAY_NOTES`` notes for its person: the
    save it is written into is read back (more would make the table unreadable)."""
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=5)
    card = table.state.zones["fate_hand"][0].card
    for _ in range(MAX_AWAY_NOTES + 5):
        table._keep_notes(0, [(card, "Lay the card from your hand on path 1")])
    assert len(table.while_away[0]) == MAX_AWAY_NOTES
    assert NetTable.from_json(table.to_json(), table.session, lambda: 0.0).while_away == table.while_away


def test_notes_read_back_from_a_save_are_checked(tmp_path):
    """A save's notes are read as hostile: a seat the table lacks, a card not in the game,
    words not printable or too long, too many notes: the table is not read."""
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=5)
    card = table.state.zones["fate_hand"][0].card
    table.while_away = {0: [(card, "Lay the card from your hand on path 1")]}
    saved = table.to_json()
    assert NetTable.from_json(saved, table.session, lambda: 0.0).while_away == table.while_away
    for bad in ({"2": [[card, "x"]]}, {"0": [["no-such-card", "x"]]}, {"0": [[card, "a\nb"]]},
                {"0": [[card, "x" * 201]]}, {"0": [[card, "x"]] * (MAX_AWAY_NOTES + 1)}, {"0": [[card]]},
                {"-1": [[card, "x"]]}, [[card, "x"]]):
        with pytest.raises(ValueError):
            NetTable.from_json({**saved, "while_away": bad}, table.session, lambda: 0.0)


def assert_told_every_note(app, address, code, token, notes) -> None:
    """Ann, taking her seat back, is told "While you were away" with a line a note."""
    back = join(app, address, code, "", seat=0, token=token)
    step(app)
    told = back.confirming
    assert told is not None and told.title == "While you were away", told
    assert len(told.lines) - 1 == len(notes)
