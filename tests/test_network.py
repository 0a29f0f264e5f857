"""Play between computers, through real WebSockets on loopback only: nothing hidden
leaks, the outcome is the one local play gives, and faults (a killed player or host,
a slow or hostile player, another protocol version) lose nothing. Every wait is
bounded by asyncio timeouts; nothing sleeps on the wall clock."""
import asyncio
import json
import os
import re
import signal
import sys
from collections import Counter

import pytest
from websockets.protocol import State
from websockets.asyncio.client import connect

from tarot_table.cards import BACKS, back_of, english_name
from tarot_table.games import get_game
from tarot_table.games.base import HIDDEN
from tarot_table.net import protocol
from tarot_table.net.client import Player, Refusal, create_table, play_to_end
from tarot_table.net.connection import Connection, Limits
from tarot_table.net.server import Server
from tarot_table.rng import Rng
from tarot_table.simulate import basic_bot, play_out
from tests.helpers.network import killed_and_served_again, run

LOOPBACK = "127.0.0.1"
CARD_ID = re.compile(r"[a-z_]+(?:\.[a-z0-9_]+)+(?:~\d+)?")
GAMES = [("tempting-fate", 2), ("tournament-of-queens", 4), ("lucky-you", 3)]


def local_outcome(game_id, seats, seed, dice):
    """The game played here by the same bots, each seat's bot with its own dice."""
    game = get_game(game_id)
    state = game.new(seed, game.check_options({}), game.default_seats(seats))
    play_out(game, state, basic_bot(game), dice=[Rng(d) for d in dice])
    outcome = game.outcome(state)
    return state.moves, {"winners": list(outcome.winners), "scores": list(outcome.scores),
                         "summary": outcome.summary, "detail": outcome.detail}


async def hosted(server=None):
    server = server or Server()
    port = await server.start(LOOPBACK, 0)
    return server, f"{LOOPBACK}:{port}"


async def seat_bots(address, code, count, dice=None):
    players = [await Player.join(address, code) for _ in range(count)]
    game = players[0].game
    results = await asyncio.gather(*[play_to_end(p, basic_bot(game), Rng((dice or range(count))[i]))
                                     for i, p in enumerate(players)])
    for player in players:
        await player.close()
    return results


# ---- nothing leaks ------------------------------------------------------------------
class LeakWatch:
    """Reads every message the host sends, as it sends it, against the state it describes."""

    def __init__(self):
        self.messages = Counter()
        self.leaks = []
        self.names = {}
        self.known = {}   # (table, seat): every card the seat has been shown so far

    def check(self, table, seat, text):
        game, state = table.game, table.state
        message = json.loads(text)
        if "follow_ups" in message:   # the readings a game offers once over name every card: nothing is secret then
            if game.outcome(state) is None:
                self.leaks.append(f"{game.id} seat {seat} told the games offered next before the end")
            text = protocol.encode({key: value for key, value in message.items() if key != "follow_ups"})
        view = game.view(state, seat)
        hidden, seen = set(), set()
        for zone, pile in state.zones.items():
            for placed, shown in zip(pile, view.zones[zone]):
                (hidden if shown.card == HIDDEN else seen).add(placed.card)
        known = self.known.setdefault((table.code, seat), set())
        known |= seen
        self.messages[game.id] += 1
        for card in set(CARD_ID.findall(text)) & hidden:
            self.leaks.append(f"{game.id} seat {seat} told of {card} at move {table.moves}")
        if message.get("type") == "update":
            raw = message["view"]
            # the deal's number only once the game is over, as the readings offered then (a rematch of it)
            told_seed = raw["seed"] and (game.outcome(state) is None or raw["seed"] != state.seed)
            if told_seed or raw["rng"] or set(message) & {"actions", "redo", "state", "deal"}:
                self.leaks.append(f"{game.id} seat {seat} told the deal or the log")
            for zone, told in raw.get("backs", {}).items():   # a card's back: its deck's kind, nothing more
                shown = [told] * len(state.zones[zone]) if isinstance(told, str) else told
                if shown != [back_of(p.card) for p in state.zones[zone]] or not set(shown) <= set(BACKS):
                    self.leaks.append(f"{game.id} seat {seat} told more than the backs of {zone}")
            # the story and the events may name a card the seat saw before it was hidden
            # again (a card played face up, then taken into a hand): only others count
            words = json.dumps([message["events"], raw["story"], message.get("legal", [])])
            for card in hidden - known:
                name = self.unique_name(game, state, card)
                if name and name in words and name not in {english_name(c) for c in seen}:
                    self.leaks.append(f"{game.id} seat {seat} told of {name} in words at move {table.moves}")

    def unique_name(self, game, state, card):
        """A hidden card's name, when no other card of the game has it (packs of copies do)."""
        key = (game.id, card)
        if key not in self.names:
            names = Counter(english_name(p.card) for pile in state.zones.values() for p in pile)
            self.names[key] = english_name(card) if names[english_name(card)] == 1 else None
        return self.names[key]


@pytest.fixture
def leak_watch(monkeypatch):
    watch = LeakWatch()
    send = Connection.send

    def watched(self, message):
        if self.hosted is not None:
            text = message if isinstance(message, str) else protocol.encode(message)
            watch.check(self.hosted.table, self.seat, text)
        send(self, message)

    monkeypatch.setattr(Connection, "send", watched)
    return watch


@pytest.mark.parametrize("game_id,seats", GAMES)
def test_nothing_hidden_reaches_a_seat_and_the_outcome_is_local_plays(game_id, seats, leak_watch):
    """Random deals played by remote bots in every seat; every message to seat k is read
    for every card view(state, k) hides, at every step; and the game ends as the same
    bots with the same dice end it here."""
    async def play():
        server, address = await hosted()
        ended = []
        for seed in (3, 8):
            code = await create_table(address, game_id, ["open"] * seats, seed=seed)
            ended.append((seed, await seat_bots(address, code, seats, dice=[seed * 10 + i for i in range(seats)])))
        await server.close()
        return ended

    for seed, results in run(play(), 300):
        moves, outcome = local_outcome(game_id, seats, seed, [seed * 10 + i for i in range(seats)])
        for result in results:
            assert result["outcome"] == outcome and result["moves"] == moves
    assert leak_watch.messages[game_id] > 2 * seats * 10
    assert leak_watch.leaks == []


def test_the_leak_watch_catches_a_card_told_to_the_wrong_seat():
    """The watch itself: a seat's update sent to another seat is caught."""
    from tarot_table.net.table import NetTable
    table = NetTable.open(get_game("tournament-of-queens"), ["open"] * 3, seed=2)
    watch = LeakWatch()
    watch.check(table, 1, protocol.encode(table.update_for(1)))
    assert watch.leaks == []
    watch.check(table, 1, protocol.encode(table.update_for(0)))
    assert watch.leaks and "seat 1 told of" in watch.leaks[0]


def test_a_seat_is_told_which_back_each_pile_shows_and_only_when_it_changes():
    """Play-test round (item 10): a hidden card reached a player as ``hidden`` alone, so
    the Zener deck and Fate's hand were drawn with the tarot back. Each update's view
    names the back of the piles with any but the tarot's, the deck's kind only (the leak
    watch reads it at every message), and after the first only when it changed."""
    from tarot_table.net.table import NetTable
    from tarot_table.net.telling import Round, Told
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=2)
    told = Told()
    first = told.cut(table.update_for(1), Round())
    assert first["view"]["backs"] == {"fate_deck": "zener", "fate_hand": "zener"}   # a tarot pile: nothing said
    assert all(card == HIDDEN for card, _, _ in first["view"]["zones"]["fate_hand"])   # the cards stay unnamed
    assert "backs" not in told.cut(table.update_for(1), Round())["view"]   # unchanged: not told again
    assert NetTable.open(get_game("tournament-of-queens"), ["open"] * 3, seed=2).update_for(0)["view"]["backs"] == {}


def test_what_a_player_holds_is_its_seats_view_with_the_whole_story():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "tempting-fate", ["open", "open"], seed=12)
        players = [await Player.join(address, code) for _ in range(2)]
        await play_until(players, "basic", [Rng(1), Rng(2)], lambda p: p.moves >= 12)
        table = server.tables[code].table
        held = [p.view.to_json() for p in players]
        wanted = []
        for seat in range(2):
            view = table.game.view(table.state, seat).to_json()
            view["seed"] = view["rng"] = 0
            wanted.append(view)
        for player in players:
            await player.close()
        await server.close()
        return held, wanted

    held, wanted = run(play())
    assert held == wanted and len(held[0]["story"]) > 3


# ---- faults ----------------------------------------------------------------------------
def test_a_player_killed_mid_game_rejoins_with_its_token_and_the_game_ends_as_it_would():
    game_id, seats, seed, dice = "tournament-of-queens", 3, 21, [1, 2, 3]

    async def play():
        server, address = await hosted()
        code = await create_table(address, game_id, ["open"] * seats, seed=seed)
        players = [await Player.join(address, code) for _ in range(seats)]
        rngs = [Rng(d) for d in dice]
        bot = basic_bot(players[0].game)
        # play until seat 0 is to act a few moves in, then cut its connection dead
        await play_until(players, bot, rngs, lambda p: p.moves >= 4 and p.update["to_act"] == 0)
        token, moves = players[0].token, players[0].moves
        players[0].socket.transport.abort()
        watcher = players[1]
        for _ in range(20):
            if not watcher.seats[0]["connected"]:
                break
            await watcher.next(10)
        assert watcher.seats[0]["connected"] is False
        back = await Player.join(address, code, token=token)
        assert back.seat == 0 and back.moves == moves and back.my_turn
        players[0] = back
        results = await asyncio.gather(*[play_to_end(p, bot, rngs[i]) for i, p in enumerate(players)])
        await server.close()
        return results

    results = run(play())
    moves, outcome = local_outcome(game_id, seats, seed, dice)
    assert all(r["outcome"] == outcome and r["moves"] == moves for r in results)


async def next_of(player, kind):
    """The next message of ``kind`` the player is sent (others on the way are kept as usual)."""
    for _ in range(30):
        message = await player.next(10)
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} message came")


async def play_until(players, bot, rngs, until):
    await asyncio.gather(*[play_to_end(p, bot, rngs[i], until=until) for i, p in enumerate(players)])


def test_the_host_killed_is_hosted_again_from_its_autosave_and_people_reclaim_their_seats(tmp_path):
    game_id, seats, seed, dice = "tournament-of-queens", 3, 33, [4, 5, 6]

    async def serve():
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tarot_table", "serve", "--port", "0", "--folder", str(tmp_path),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
        started = json.loads(await asyncio.wait_for(process.stdout.readline(), 60))
        return process, f"{LOOPBACK}:{started['port']}", started

    async def play():
        host, address, _ = await serve()
        code = await create_table(address, game_id, ["open"] * seats, seed=seed)
        players = [await Player.join(address, code) for _ in range(seats)]
        rngs = [Rng(d) for d in dice]
        bot = basic_bot(players[0].game)
        await play_until(players, bot, rngs, lambda p: p.moves >= 9)
        moves = players[0].moves
        for _ in range(50):   # wait until the host says the moves are on disk
            if players[0].saved >= moves:
                break
            await players[0].next(10)
        host, address, started, tokens = await killed_and_served_again(host, players, serve)
        assert started["tables"] == 1 and started["problems"] == []
        back = [await Player.join(address, code, token=t) for t in tokens]
        assert [p.seat for p in back] == [0, 1, 2] and back[0].moves == moves
        results = await asyncio.gather(*[play_to_end(p, bot, rngs[i]) for i, p in enumerate(back)])
        host.send_signal(signal.SIGTERM)
        await host.wait()
        return results

    results = run(play(), 240)
    moves, outcome = local_outcome(game_id, seats, seed, dice)
    assert all(r["outcome"] == outcome and r["moves"] == moves for r in results)


def test_a_player_that_never_reads_holds_nobody_up():
    # the sleeper holds seat 0 and stops reading; it counts as away, a bot stands in for
    # it, and the two others play the game out: a player who does not read stalls nobody
    async def play_with_stand_in():
        server = Server(stand_in_after=0)
        server, address = await hosted(server)
        code = await create_table(address, "tournament-of-queens", ["open"] * 3, seed=5)
        sleeper = await connect(f"ws://{address}", max_size=None)
        await sleeper.send(protocol.encode({"type": "hello", "version": protocol.VERSION, "code": code}))
        await sleeper.recv()   # welcome: the seat is held
        sleeper.transport.pause_reading()
        players = [await Player.join(address, code) for _ in range(2)]
        server.tables[code].table.places[0].connected = False   # as if it dropped: a bot plays for it
        server.tables[code].table.places[0].away_since = 0
        server.check_away()
        results = await asyncio.gather(*[play_to_end(p, "quick", Rng(i)) for i, p in enumerate(players)])
        sleeper.transport.abort()
        await server.close()
        return results

    results = run(play_with_stand_in())
    assert results[0]["outcome"] is not None and results[0]["outcome"] == results[1]["outcome"]


def test_a_player_too_slow_to_read_is_let_go_and_may_join_again():
    """What waits to be written to one player is bounded: once more than Limits.outbox
    bytes wait for it (it does not read), it is let go, told to join again, and sent
    nothing more."""
    class StuckSocket:   # a connection whose bytes are never taken: they wait in its transport
        remote_address = (LOOPBACK, 1)
        closed_with = None
        send_in_progress = None
        state = State.OPEN

        def __init__(self):
            self.protocol = self.transport = self
            self.waiting = 0

        def send_text(self, data):
            self.waiting += len(data)

        def send_data(self):
            pass

        def get_write_buffer_size(self):
            return self.waiting

        async def close(self, code=1000, reason=""):
            self.closed_with = (code, reason)

    async def overflow():
        socket = StuckSocket()
        connection = Connection(socket, Limits(outbox=100))
        for n in range(20):
            connection.send({"type": "seats", "n": n})
        await asyncio.sleep(0)   # the messages are written once the event loop's turn is over
        await asyncio.sleep(0)   # and then the close runs
        return connection, socket

    connection, socket = run(overflow(), 10)
    one = len(protocol.encode({"type": "seats", "n": 10}))
    assert connection.let_go and 100 < socket.waiting <= 100 + one
    assert socket.closed_with[0] == 1008 and "join again" in socket.closed_with[1]


def test_garbage_and_floods_are_refused_and_logged_and_the_game_goes_on(caplog):
    async def play_whole():
        server, address = await hosted(Server(limits=Limits(strikes=10)))
        code = await create_table(address, "tempting-fate", ["open", "open"], seed=2)
        rude = await Player.join(address, code)
        junk = ["not json", "[1,2]", "{}", '{"type":"hello"}', '{"type":"act","action":[]}',
                '{"type":"act","action":{"kind":"x","card":"' + "a" * 300 + '"}}', b"\xff\xfe binary",
                '{"type":"chat","text":5}', '{"type":"act","action":{"kind":"place"},"moves":"x"}', "NaN"]
        for text in junk:
            await rude.socket.send(text)
        errors = []
        for _ in range(40):
            try:
                message = await rude.next(10)
            except Refusal as closed:
                errors.append(str(closed))
                break
            if message["type"] == "error":
                errors.append(message["reason"])
        token = rude.token
        # the other seat and the rude seat, taken back with its token, play the game out
        players = [await Player.join(address, code), await Player.join(address, code, token=token)]
        results = await asyncio.gather(*[play_to_end(p, "basic", Rng(i)) for i, p in enumerate(players)])
        big = await connect(f"ws://{address}")
        await big.send("x" * (protocol.MAX_MESSAGE + 1))
        closed = False
        try:
            await asyncio.wait_for(big.recv(), 10)
        except Exception:
            closed = True
        await server.close()
        return errors, results, closed

    errors, results, closed = run(play_whole())
    assert len(errors) == 11 and "too many refused" in errors[-1]
    assert any("not JSON" in e for e in errors) and any("longer than" in e for e in errors)
    assert results[0]["outcome"] == results[1]["outcome"] is not None
    assert closed
    assert any("refused from" in r.getMessage() for r in caplog.records)


def test_an_action_for_another_seat_or_out_of_turn_is_refused():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "tournament-of-queens", ["open"] * 3, seed=9)
        players = [await Player.join(address, code) for _ in range(3)]
        first = players[0]
        legal = first.update["legal"][0]
        await players[1].send({"type": "act", "action": legal, "moves": 0})
        out_of_turn = await next_of(players[1], "error")
        await first.send({"type": "act", "action": legal, "moves": 0, "seat": 1})
        for_other = await next_of(first, "error")
        moves = server.tables[code].table.moves
        for player in players:
            await player.close()
        await server.close()
        return out_of_turn, for_other, moves

    out_of_turn, for_other, moves = run(play())
    assert out_of_turn == {"type": "error", "reason": "It is not your turn."}
    assert for_other["type"] == "error" and "your own seat" in for_other["reason"]
    assert moves == 0


def test_two_players_claiming_one_seat():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "tournament-of-queens", ["open", "open"], seed=9)
        first = await Player.join(address, code, seat=0)
        with pytest.raises(Refusal, match="Seat 1 is taken"):
            await Player.join(address, code, seat=0)
        second = await Player.join(address, code, token=first.token)   # the same person, elsewhere
        with pytest.raises(Refusal, match="taken back elsewhere"):
            for _ in range(10):
                await first.next(10)
        assert second.seat == 0 and server.tables[code].table.places[0].connected
        await second.close()
        await server.close()

    run(play())


def test_a_player_of_another_protocol_version_is_refused_clearly():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "tournament-of-queens", ["open", "open"], seed=9)
        with pytest.raises(Refusal) as refused:
            await Player.join(address, code, version=protocol.VERSION + 1)
        await server.close()
        return str(refused.value)

    words = run(play())
    assert f"protocol version {protocol.VERSION}" in words and f"speaks {protocol.VERSION + 1}" in words


def test_undo_over_the_network_is_your_own_move_until_the_next_person_acts():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "lucky-you", ["open"] * 3, seed=11)   # a token picked shows no card
        players = [await Player.join(address, code) for _ in range(3)]
        first = next(player for player in players if player.my_turn)
        await first.act(first.legal()[0])
        await next_of(first, "update")
        assert first.update["can_undo"] and first.moves == 1
        other = next(player for player in players if player is not first)
        await other.undo()
        refused = await next_of(other, "error")
        await first.undo()
        await next_of(first, "update")
        undone = first.moves
        for player in players:
            await player.close()
        await server.close()
        return refused, undone

    refused, undone = run(play())
    assert refused["type"] == "error" and "Only" in refused["reason"]
    assert undone == 0


# ---- the command line -----------------------------------------------------------------
def test_serve_table_new_and_join_play_a_game_with_a_host_bot():
    async def play():
        env = dict(os.environ)
        tt = [sys.executable, "-m", "tarot_table"]
        host = await asyncio.create_subprocess_exec(*tt, "serve", "--port", "0", "--no-save",
                                                    stdout=asyncio.subprocess.PIPE,
                                                    stderr=asyncio.subprocess.DEVNULL, env=env)
        started = json.loads(await asyncio.wait_for(host.stdout.readline(), 60))
        address = f"{LOOPBACK}:{started['port']}"
        new = await asyncio.create_subprocess_exec(*tt, "table", "new", address, "tournament-of-queens",
                                                   "--seats", "open,open,bot", "--seed", "4", "--json",
                                                   stdout=asyncio.subprocess.PIPE)
        code = json.loads((await new.communicate())[0])["code"]
        joins = [await asyncio.create_subprocess_exec(*tt, "join", address, code, "--bot", "quick",
                                                      "--dice", str(i), "--json",
                                                      stdout=asyncio.subprocess.PIPE) for i in range(2)]
        outputs = [(await j.communicate())[0].decode().splitlines() for j in joins]
        host.send_signal(signal.SIGTERM)
        await host.wait()
        return code, outputs, [j.returncode for j in joins]

    code, outputs, codes = run(play(), 180)
    assert codes == [0, 0]
    joined = [json.loads(lines[0]) for lines in outputs]
    ended = [json.loads(lines[-1]) for lines in outputs]
    assert sorted(j["seat"] for j in joined) == [1, 2] and all(j["joined"] == code for j in joined)
    assert ended[0]["outcome"] == ended[1]["outcome"] and ended[0]["outcome"]["summary"]


# ---- finding tables on the local network ---------------------------------------------
def test_a_table_announced_by_one_process_is_found_by_another_on_loopback():
    from tarot_table.net.discovery import find_tables

    async def look():
        host = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tarot_table", "serve", "--port", "0", "--no-save", "--announce",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL)
        started = json.loads(await asyncio.wait_for(host.stdout.readline(), 60))
        address = f"{LOOPBACK}:{started['port']}"
        code = await create_table(address, "lucky-you", ["open", "open", "bot"])
        found = await find_tables(20, [LOOPBACK], enough=lambda tables: any(t["code"] == code for t in tables))
        listing = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tarot_table", "table", "list", "--interface", LOOPBACK, "--seconds", "5",
            "--code", code.lower(), "--json", stdout=asyncio.subprocess.PIPE)
        listed = json.loads((await listing.communicate())[0])
        sitting = await Player.join(address, code)   # one open seat fewer, announced again
        fewer = await find_tables(20, [LOOPBACK], enough=lambda tables: any(
            t["code"] == code and t["open"] == 1 for t in tables))
        assert [t["open"] for t in fewer if t["code"] == code] == [1]
        await sitting.close()
        host.send_signal(signal.SIGTERM)
        await host.wait()
        return code, address, found, listed

    code, address, found, listed = run(look(), 90)
    assert code in [t["code"] for t in listed]   # and by the command, a third process (--code: once heard)
    mine = [t for t in found if t["code"] == code]
    assert mine == [{"code": code, "game": "lucky-you", "title": "Lucky You!", "open": 2,
                     "version": str(protocol.VERSION), "address": address}]


def test_a_player_who_leaves_for_good_is_followed_by_the_hosts_bot_to_the_end():
    async def play():
        server, address = await hosted()
        code = await create_table(address, "lucky-you", ["open"] * 3, seed=14)
        players = [await Player.join(address, code) for _ in range(3)]
        await players[1].leave()
        results = await asyncio.gather(*[play_to_end(p, "quick", Rng(i)) for i, p in enumerate(players[::2])])
        place = server.tables[code].table.places[1]
        await server.close()
        return results, place

    results, place = run(play())
    assert place.kind == "bot" and place.token == "" and place.bot == "quick"
    assert results[0]["outcome"] == results[1]["outcome"] is not None


def test_a_host_named_by_a_code_prefix_opens_codes_a_proxy_can_route_by():
    from tarot_table.net.client import uri_of

    async def play():
        server, address = await hosted(Server(code_prefix="K"))
        codes = [await create_table(address, "tempting-fate", ["open", "bot"]) for _ in range(5)]
        player = await Player.join(address, codes[0].lower())   # typed in any case
        seat = player.seat
        await player.close()
        await server.close()
        return codes, seat

    codes, seat = run(play())
    assert all(code.startswith("K") and len(code) == 6 for code in codes) and seat == 0
    assert uri_of("127.0.0.1:8765", "/t/ABC") == "ws://127.0.0.1:8765/t/ABC"
    assert uri_of("wss://tables.example.org/play/", "/new") == "wss://tables.example.org/play/new"
    with pytest.raises(ValueError):
        uri_of("http://example.org")
    with pytest.raises(ValueError):
        Server(code_prefix="0")   # not a letter codes are made of


def test_a_host_bot_that_fails_stops_its_table_never_the_host(monkeypatch, caplog):
    game = get_game("tempting-fate")

    def broken(game, view, rng):
        raise RuntimeError("a bot's own fault")

    monkeypatch.setitem(game.bots, "basic", broken)

    async def play():
        server, address = await hosted()
        code = await create_table(address, "tempting-fate", ["bot:basic", "open"], seed=3)
        player = await Player.join(address, code)
        bots = server.tables[code].bots
        if bots is not None:
            await asyncio.wait_for(bots, 10)
        again = await create_table(address, "tempting-fate", ["open", "open"])   # the host goes on
        await player.close()
        await server.close()
        return again

    assert run(play())
    assert any("bot failed" in r.getMessage() for r in caplog.records)


def test_tables_are_written_in_batches_each_at_most_once_a_period_and_all_at_the_end(tmp_path, monkeypatch):
    """A host writes every changed table, the tables due together in one batch (a few
    worker threads share it, not a thread's turn a table); a table written once is not
    written again within ``save_every`` (its changes wait), and what waits is written
    when the host stops. Nothing here waits on the wall clock: save_every is an hour."""
    from tarot_table.net import server as server_module
    batches = []
    write_all = server_module._write_all

    def counted(chunk):
        batches.append([path.stem for path, _ in chunk])
        return write_all(chunk)

    monkeypatch.setattr(server_module, "_write_all", counted)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start(LOOPBACK, 0)
        codes = [server.open_table("tempting-fate", ["open", "open"], seed=n).code for n in range(6)]
        await server.stir.until(lambda: not server._unsaved and not server._writing
                                and len(batches) >= server_module.WRITERS, 2.0)   # the batch's worker threads finish
        first = sorted(code for chunk in batches for code in chunk)
        hosted = server.tables[codes[0]]
        hosted.table.claim(0, None, "Ann")   # a change within the hour: it waits
        server.save_soon(hosted)
        for _ in range(3):   # the saver's turns on the loop: it finds nothing due and waits
            await asyncio.sleep(0)
        waiting = hosted in server._unsaved and hosted.saved == 0 and not server._saver.done()
        await server.close()
        return first, waiting, codes

    first, waiting, codes = run(play(), 60)
    assert first == sorted(codes) and len(batches) == server_module.WRITERS   # six tables, one batch of four threads
    assert waiting
    assert len(batches) == server_module.WRITERS   # nothing written again within the period
    assert '"Ann"' in (tmp_path / f"{codes[0]}.json").read_text()   # written when the host stopped


def test_a_batch_of_many_tables_makes_its_texts_a_slice_a_turn_and_the_players_are_heard_between(tmp_path, monkeypatch):
    """A batch of a host of many tables holds dozens (``Server._batch_size``: 30 of 300),
    and a table's save text takes a fraction of a millisecond: a batch makes them
    ``TEXTS_A_TURN`` a turn of the event loop, so what players send is read between
    slices, and the batch is still written whole."""
    from tarot_table.net import server as server_module
    from tarot_table.net import store
    monkeypatch.setattr(server_module, "TEXTS_A_TURN", 4)
    monkeypatch.setattr(Server, "_batch_size", lambda server: 10)   # the ten tables in one batch
    turns = [0]
    made_at = []
    table_text = store.table_text

    def noted(table):
        made_at.append(turns[0])
        return table_text(table)

    monkeypatch.setattr(store, "table_text", noted)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start(LOOPBACK, 0)

        async def other_work():   # what the players' messages would be: a turn of the loop each
            while True:
                turns[0] += 1
                await asyncio.sleep(0)

        other = asyncio.create_task(other_work())
        codes = [server.open_table("tempting-fate", ["open", "open"], seed=n).code for n in range(10)]
        await server.stir.until(lambda: not server._unsaved and not server._writing
                                and all((tmp_path / f"{c}.json").exists() for c in codes), 2.0)
        other.cancel()
        in_the_batch = list(made_at)
        await server.close()   # which writes each unfinished table's time once more
        return codes, in_the_batch

    codes, made_at = run(play(), 60)
    assert len(made_at) == 10 and all((tmp_path / f"{code}.json").exists() for code in codes)
    slices = [made_at[n:n + 4] for n in range(0, 10, 4)]
    assert all(len(set(part)) == 1 for part in slices)   # a slice is made in one turn
    assert slices[0][0] < slices[1][0] < slices[2][0]   # and other work ran between slices


def test_tables_due_together_are_written_a_bounded_batch_a_tick_so_their_writes_spread_out(tmp_path, monkeypatch):
    """Every table is next due ``save_every`` after the batch that wrote it, so tables
    written together stay together: without a bound, every table of a busy host is soon
    due in the same instant and written in one batch, all their texts and writes at once
    (300 tables held every player up about 100 ms every 2 s). A batch takes at most
    ``Server._batch_size`` tables, the ones waiting longest first, and batches start
    ``SAVE_TICK`` apart at the closest: the writes of tables due together spread out, and
    each is written once."""
    from tarot_table.net import server as server_module
    from tarot_table.net import store
    monkeypatch.setattr(server_module, "TEXTS_A_TURN", 4)
    monkeypatch.setattr(server_module, "SAVE_TICK", 0.05)
    started, made = [], []   # when each batch started; (the batch, the table) of each text
    batch_size, table_text = Server._batch_size, store.table_text

    def starting(server):   # asked once a batch, as it starts
        started.append(asyncio.get_running_loop().time())
        return batch_size(server)

    def noted(table):
        made.append((len(started), table.code))
        return table_text(table)

    monkeypatch.setattr(Server, "_batch_size", starting)
    monkeypatch.setattr(store, "table_text", noted)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start(LOOPBACK, 0)
        codes = [server.open_table("tempting-fate", ["open", "open"], seed=n).code for n in range(10)]
        await server.stir.until(lambda: not server._unsaved and not server._writing
                                and len(made) == 10, 3.0)   # three batches and their worker threads
        size, texts = batch_size(server), list(made)   # (the host writes every table again as it stops)
        await server.close()
        return codes, size, texts

    codes, size, made = run(play(), 60)
    assert size == 4   # ten tables written once an hour: a turn's texts
    assert sorted(code for _, code in made) == sorted(codes)   # each once
    assert sorted(Counter(batch for batch, _ in made).items()) == [(1, 4), (2, 4), (3, 2)]
    # a batch starts a tick after the one before at the closest (a turn's lateness allowed)
    assert all(later - earlier >= 0.04 for earlier, later in zip(started, started[1:]))


def test_a_batch_is_at_most_twice_a_ticks_share_of_the_tables_and_never_less_than_a_turns_texts():
    """300 tables each written every 2 s are 15 a tick of 0.1 s: a batch takes up to 30,
    so a backlog is soon written; a few tables, or tables written once an hour, a turn's
    texts."""
    from tarot_table.net import server as server_module
    server = Server(None, limits=Limits(save_every=2.0))
    server.tables = {str(n): None for n in range(300)}
    assert server_module.SAVE_TICK == 0.1 and server._batch_size() == 30
    server.tables = {str(n): None for n in range(20)}
    assert server._batch_size() == server_module.TEXTS_A_TURN
    server.limits.save_every = 3600
    server.tables = {str(n): None for n in range(1000)}
    assert server._batch_size() == server_module.TEXTS_A_TURN


def test_the_moves_on_disk_ride_in_the_updates_and_are_told_alone_only_once_the_table_is_still(tmp_path, monkeypatch):
    """Every update says how many moves are on disk; a write is not followed by a message
    of its own while the table plays (at a table whose seats act every 2 s that was a
    fourth more messages), only once its seats have been told nothing for ``QUIET_S``,
    and once. The server's clock is the test's."""
    from tarot_table.net import server as server_module
    clock = [100.0]
    lone = []
    send = Connection.send

    def counted(connection, message):
        if isinstance(message, str) and message.startswith('{"type":"saved"'):
            lone.append((connection.seat, json.loads(message)["moves"]))
        send(connection, message)

    monkeypatch.setattr(Connection, "send", counted)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=0.0, away_check=3600), now=lambda: clock[0])
        server, address = await hosted(server)
        code = await create_table(address, "tempting-fate", ["open", "open"], seed=5)
        players = [await Player.join(address, code) for _ in range(2)]
        table = server.tables[code]
        acting = next(p for p in players if p.my_turn)
        await acting.act(acting.legal()[0])
        for player in players:
            while player.moves < 1:
                await player.next(10)
        await server.stir.until(lambda: table.saved == 1 and not server._unsaved
                                and not server._writing, 3.0)   # the write's worker threads
        written, told_while_playing = table.saved, list(lone)
        clock[0] += server_module.QUIET_S - 0.01
        server.check_away()
        too_soon = list(lone)
        clock[0] += 0.01
        server.check_away()
        server.check_away()   # told once
        for player in players:
            while player.saved < 1:
                await player.next(10)
        for player in players:
            await player.close()
        await server.close()
        return written, told_while_playing, too_soon

    written, told_while_playing, too_soon = run(play(), 60)
    assert written == 1 and told_while_playing == [] and too_soon == []
    assert sorted(lone) == [(0, 1), (1, 1)]


def test_a_killed_hosts_half_written_files_are_removed_when_the_folder_is_hosted_and_never_read(tmp_path):
    """Tables are written without a look for a killed writer's leftovers at every write
    (``filestore.write_in_held_folder``): the host holds its folder whole, and removes
    them once, when it takes the folder. A leftover holding a whole table's text is
    still never hosted as a table; every write keeps the previous version as .bak."""
    from tarot_table.net import store
    from tarot_table.net.table import NetTable
    table = NetTable.open(get_game("tempting-fate"), ["open", "open"], seed=3, now=lambda: 0.0)
    path = store.save_table(tmp_path, table)
    text = path.read_text()
    leftovers = [tmp_path / f".{path.name}.new-4242-0123abcd.tmp", tmp_path / f".{path.name}.bak-4242-89abcdef.tmp",
                 tmp_path / ".ZZZZZZ.json.new-4242-00000000.tmp"]   # a table whose first write was killed
    for leftover in leftovers:
        leftover.write_text(text)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start(LOOPBACK, 0)
        swept = [leftover.exists() for leftover in leftovers]
        hosted = list(server.tables)
        server.tables[table.code].table.claim(0, None, "Ann")
        server.save_soon(server.tables[table.code])
        await server.close()
        return swept, hosted, server.problems

    swept, hosted, problems = run(play(), 60)
    assert swept == [False, False, False] and hosted == [table.code] and problems == []
    assert sorted(p.name for p in tmp_path.iterdir() if ".json" in p.name) == [path.name, path.name + ".bak"]
    assert '"Ann"' in path.read_text() and json.loads((tmp_path / (path.name + ".bak")).read_text())["network"]


def test_a_host_stopping_mid_write_waits_for_the_write_so_an_older_text_never_lands_last(tmp_path, monkeypatch):
    """A host's worker thread still writing a table's older text when the host stops must
    finish before the host's last write of that table: the newest moves are what stay
    on disk (before, the stop cancelled the batch, wrote the table, and the thread's older
    text could land after it)."""
    import threading
    from tarot_table.net import server as server_module
    write_all = server_module._write_all
    gate, finished, calls = threading.Event(), threading.Event(), []

    def held(chunk):
        calls.append(chunk)
        if len(calls) == 1:   # the table's first write, of its text before Ann sat down
            gate.wait(30)
            problems = write_all(chunk)
            finished.set()
            return problems
        return write_all(chunk)

    monkeypatch.setattr(server_module, "_write_all", held)

    async def play():
        server = Server(tmp_path, limits=Limits(save_every=3600))
        await server.start(LOOPBACK, 0)
        code = server.open_table("tempting-fate", ["open", "open"], seed=5).code
        for _ in range(10_000):   # bounded: the batch's thread takes the first write
            if calls:
                break
            await asyncio.sleep(0)
        hosted = server.tables[code]
        hosted.table.claim(0, None, "Ann")
        server.save_soon(hosted)
        closing = asyncio.create_task(server.close())
        for _ in range(1_000):   # bounded: the stop goes as far as it can without the thread
            if closing.done():
                break
            await asyncio.sleep(0)
        stopped_before_the_thread = closing.done()
        gate.set()
        await closing
        await asyncio.to_thread(finished.wait, 30)
        return code, stopped_before_the_thread

    code, stopped_before_the_thread = run(play(), 60)
    assert not stopped_before_the_thread
    assert '"Ann"' in (tmp_path / f"{code}.json").read_text()


def test_saved_tables_past_max_tables_are_reported_at_the_start_and_kept(tmp_path):
    """A host started with room for fewer tables than its folder holds hosts as many as it
    may, says which it left out and why, and keeps their saves for a host with more room."""
    async def open_three():
        server = Server(tmp_path, limits=Limits(save_every=0.0))
        await server.start(LOOPBACK, 0)
        codes = [server.open_table("tempting-fate", ["open", "open"], seed=n).code for n in range(3)]
        await server.close()
        return codes

    async def start_with(tables):
        server = Server(tmp_path, limits=Limits(tables=tables, save_every=3600))
        await server.start(LOOPBACK, 0)
        hosted, problems = set(server.tables), list(server.problems)
        await server.close()
        return hosted, problems

    codes = run(open_three(), 60)
    hosted, problems = run(start_with(2), 60)
    assert len(hosted) == 2
    left_out = (set(codes) - hosted).pop()
    assert any("1 saved table not hosted" in p and left_out in p and "--max-tables" in p for p in problems)
    hosted, problems = run(start_with(1000), 60)
    assert hosted == set(codes) and problems == []


def test_an_announcement_s_words_are_read_as_hostile():
    """What another machine announces is listed only when its code is one, and its words
    without what a screen or a terminal would act on (``table list`` prints the title)."""
    from tarot_table.net.discovery import _listing

    class Heard:
        port = 8765

        def __init__(self, properties):
            self.properties = properties

        def parsed_addresses(self):
            return ["192.168.1.20"]

    listing = _listing(Heard({b"code": b"ABC234", b"title": b"Lucky\x1b[2J You!\n", b"game": b"lucky-you\r",
                              b"open": "\u0663".encode(), b"version": b"3" * 80}))
    assert listing == {"code": "ABC234", "game": "lucky-you", "title": "Lucky[2J You!", "open": 0,
                       "version": "3" * 16, "address": "192.168.1.20:8765"}
    assert _listing(Heard({b"code": b"abc 12", b"title": b"x"})) is None
    assert _listing(Heard({b"code": b"ABC234", b"title": b"x" * 81})) == {
        "code": "ABC234", "game": "", "title": "", "open": 0, "version": "", "address": "192.168.1.20:8765"}
