"""A move's kind ("bribe", "modify") told by the host at a network table: only to a seat
that saw every card of it, and enough for that seat's coaching note on a rival's move.
Hosts on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import step


def test_a_moves_kind_is_told_only_to_a_seat_that_saw_every_card_of_it():
    """The second real-window round: The host tells a move's kind ("bribe") with its events
    only where every card the events name is told to that seat: the kind then says nothing
    the seat's view hides. A whole Tournament of Queens played by the moves listed: the kind
    is told after some moves and held back from the seats a move's card was hidden from."""
    import random

    from tarot_table.games import get_game
    from tarot_table.games.base import HIDDEN
    from tarot_table.net.table import NetTable
    table = NetTable.open(get_game("tournament-of-queens"), ["open", "open", "open"], seed=8)
    rng = random.Random(8)
    told = held_back = 0
    for _ in range(400):
        seat = table.game.current_seat(table.state)
        if seat is None or table.session.finished:
            break
        action = rng.choice(table.legal())
        events = table.act(seat, action.to_json(), table.moves)
        for other in range(3):
            update = table.update_for(other, events)
            hidden = any(e.get("card") == HIDDEN for e in update["events"])
            if hidden:
                assert "kind" not in update
                held_back += 1
            elif update["events"]:
                assert update["kind"] == action.kind
                told += 1
    assert told > 50 and held_back > 10


def test_a_rivals_bribe_or_modify_gives_its_coaching_note_at_a_network_table(apps, tmp_path):
    """The second real-window round: Tournament of Queens' notes on a rival's move
    ("bribed", "modified") were never given at a network table: the host did not tell a
    move's kind. Ann and Bea play; Ann bribes or modifies where she can; Bea's screen gives
    the note of what Ann did."""
    for app in apps:
        app.settings.coaching = True
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=5)
        ann, bea = join(apps[0], address, code, "Ann"), join(apps[1], address, code, "Bea")
        scenes = [ann, bea]
        for _ in range(80):
            run_until(apps, scenes, lambda: ann.remote.moves == bea.remote.moves
                      and any(s.human_turn() for s in scenes))
            if {"bribed", "modified"} & bea.coaching.seen:
                break
            bea.coaching.note = None   # read and put away, as "Got it" does
            mover = next(s for s in scenes if s.human_turn())
            legal = mover.legal()
            wanted = [a for a in legal if a.kind in ("bribe", "modify")] if mover is ann else []
            moves = mover.remote.moves
            mover.perform((wanted or legal)[0])
            run_until(apps, scenes, lambda: ann.remote.moves > moves and bea.remote.moves > moves)
            step(apps[1])
        assert {"bribed", "modified"} & bea.coaching.seen   # given (a later position's note may stand now)
        assert not {"bribed", "modified"} & ann.coaching.seen   # her own moves give no rival's note
