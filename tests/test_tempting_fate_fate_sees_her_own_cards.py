"""Play-test round 7 (30 November): once dropped on a path, a card Fate laid from her hand
showed only its back to Fate herself, and pointing at it showed nothing; at a real table
Fate chose the card and knows it. The seed, on Fate's actions:

  "Add a card from the hand to one of the five possible 'paths'. ... The cards are placed
  face down."
  "Add a card from the top of the deck to one of the paths, without looking at it."

It never says Fate may not look again at a card she chose: house decision 7 (rules.md) lets
her see the cards she laid from her hand, never the querent, and a card laid from her deck
stays unknown to both. At a network table the querent's seat is never sent them."""
from __future__ import annotations

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.games.base import HIDDEN, Seat
from tarot_table.games.tempting_fate.rules import LAID_FROM_HAND
from tarot_table.net import protocol
from tarot_table.net.connection import Connection
from tarot_table.net.table import NetTable
from tarot_table.session import Session
from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import drag, step

GAME = get_game("tempting-fate")
OPTIONS = GAME.check_options({"match": "single"})
FATE, QUERENT = 0, 1


def _on_path(state, path: str) -> str:
    return state.zones[path][-1].card


def test_fate_sees_the_card_she_laid_from_her_hand_and_the_querent_does_not(app):
    session = Session.start(GAME, 5, OPTIONS, [Seat("Ann", None), Seat("Bot", "basic")])
    scene = app.go("table", session, saving=False)
    step(app, 3)
    card = session.state.zones["fate_hand"][0].card
    path = scene.geometry.spot_rect(scene.geometry.layout.spot("path2")).center
    drag(app, scene.card_rect(card).center, path)   # Ann, Fate, lays it by hand
    step(app, 3)
    state = session.state
    assert _on_path(state, "path2") == card and not state.zones["path2"][-1].face_up
    assert scene._seen("path2", state.zones["path2"][-1])   # its face drawn on Ann's table, and read on pointing
    assert "lies face down" in GAME.describe(GAME.view(state, FATE), card)
    assert GAME.view(state, FATE).zones["path2"][-1].card == card
    assert GAME.view(state, QUERENT).zones["path2"][-1].card == HIDDEN
    # a card from her deck, "without looking at it": unknown to both
    blind = next(a for a in scene.keeper.legal_actions() if a.kind == "place-blind" and a.to == "path3")
    scene.perform(blind, asked=True)
    step(app, 3)
    state = session.state
    assert not scene._seen("path3", state.zones["path3"][-1])
    assert all(GAME.view(state, seat).zones["path3"][-1].card == HIDDEN for seat in (FATE, QUERENT))


def test_at_a_network_table_only_fates_seat_is_sent_the_card_she_laid(apps, tmp_path, monkeypatch):
    """Ann (Fate) and Bea at a table hosted on loopback: Ann drags a card of her hand onto
    path 2. Every message the host writes to Bea's connection, read as the text it sends,
    never names the card; Ann's own table, from the host's messages, shows it there."""
    sent: list[tuple[int, str]] = []
    send = Connection.send

    def recorded(connection, message):
        if connection.hosted is not None:
            sent.append((connection.seat, message if isinstance(message, str) else protocol.encode(message)))
        send(connection, message)

    monkeypatch.setattr(Connection, "send", recorded)
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tempting-fate", ["open", "open"], {"match": "single"}, 5)
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: ann.remote.my_turn() and ann.remote.seats[1]["connected"])
        card = ann.remote.state.zones["fate_hand"][0].card
        drag(apps[0], ann.card_rect(card).center, ann.geometry.spot_rect(ann.geometry.layout.spot("path2")).center)
        run_until(apps, [ann, bea], lambda: bea.remote.moves == 1 and ann.remote.moves == 1)
        told_ann = ann.remote.state.zones["path2"]
        assert told_ann[-1].card == card and not told_ann[-1].face_up and ann._seen("path2", told_ann[-1])
        assert bea.remote.state.zones["path2"][-1].card != card
    quoted = f'"{card}"'   # as JSON names it ("zener.star.2" lies inside "zener.star.20")
    assert any(seat == FATE and quoted in text for seat, text in sent)
    assert [text for seat, text in sent if seat == QUERENT] and not any(
        quoted in text for seat, text in sent if seat == QUERENT)


def test_in_game_two_fates_first_card_from_her_hand_can_be_taken_back_at_a_network_table():
    """Game 2 of a match deals both hands anew; the host learns from the deal's moves what
    each seat has seen. Once it did not: the new Fate's first card laid from her hand,
    which she now sees on the path, counted as shown to her anew, so Undo was greyed at
    the table (the rules let her take it back) while the table read back from its save
    allowed it (test_network_log's replayed log, move 8)."""
    table = NetTable.open(GAME, ["open", "open"], GAME.check_options({}), seed=5)
    for seat in (0, 1):
        table.claim(seat, None, f"P{seat + 1}")
    resign = next(a for a in table.legal() if a.kind == "resign")
    table.act(table.game.current_seat(table.state), resign.to_json(), table.moves)
    table.act(table.game.current_seat(table.state), table.legal()[0].to_json(), table.moves)   # game 2
    fate = table.state.data["roles"]["fate"]
    assert table.state.data["game_no"] == 2 and table.game.current_seat(table.state) == fate
    place = next(a for a in table.legal() if a.kind == "place")
    table.act(fate, place.to_json(), table.moves)
    assert GAME.undoable(table.state, place) and table.session.can_undo(by=fate)


def test_a_card_that_leaves_its_path_is_no_longer_known_there_and_older_saves_resume():
    session = Session.start(GAME, 5, OPTIONS)
    card = session.state.zones["fate_hand"][0].card
    session.play(next(a for a in GAME.legal_actions(session.state) if a.card == card and a.to == "path1"))
    assert session.state.data[LAID_FROM_HAND] == [["path1", 0]]
    payload = saves.payload(session)
    del payload["snapshot"]["data"][LAID_FROM_HAND]   # a save written before Fate saw her cards
    resumed = saves.restore(payload)
    assert resumed.state.data[LAID_FROM_HAND] == [["path1", 0]]   # replayed: she sees it again
