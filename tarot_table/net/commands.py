"""``tarot-table serve``, ``tarot-table table new`` and ``tarot-table join``: a headless
host, and headless players for tests, benchmarks and bots."""
from __future__ import annotations

import asyncio
import json
import logging
import signal
import sys
from pathlib import Path

from tarot_table.collection import COLLECTION, set_aside


def add_parsers(sub, seed_type, parser_class) -> None:
    serve = sub.add_parser("serve", help="host network tables headless, as many as people open")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to listen on (default 127.0.0.1; 0.0.0.0 for every network)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free port)")
    serve.add_argument("--folder", type=Path, help="where tables are saved and hosted again from "
                                                   "(default: the app's data folder, tables/)")
    serve.add_argument("--no-save", action="store_true", help="keep tables in memory only")
    serve.add_argument("--stand-in-after", type=float, default=120.0, metavar="SECONDS",
                       help="a bot plays for a person away this long, until they are back (default 120)")
    serve.add_argument("--announce", action="store_true", help="announce the tables on the local network")
    serve.add_argument("--code-prefix", default="", metavar="LETTER",
                       help="begin every new table's code with this letter or digit, naming this process "
                            "to a proxy that routes by code (docs/network.md)")
    serve.add_argument("--max-connections", type=int, default=2000)
    serve.add_argument("--max-tables", type=int, default=1000,
                       help="tables held at once; a finished table let go of memory does not count (default 1000)")

    table = sub.add_parser("table", help="open a table on a host")
    table_sub = table.add_subparsers(dest="table_command", parser_class=parser_class)
    new = table_sub.add_parser("new", help="open a table; prints its code")
    new.add_argument("address", help="HOST:PORT, or a ws:// or wss:// address")
    new.add_argument("game")
    new.add_argument("--seats", required=True, help="one word a seat, separated by commas: open, bot or bot:NAME")
    new.add_argument("--option", action="append", metavar="KEY=VALUE")
    new.add_argument("--seed", type=seed_type, help="the deal (default: a random one, which nobody knows)")
    new.add_argument("--json", action="store_true")

    found = table_sub.add_parser("list", help="the tables announced on the local network")
    found.add_argument("--seconds", type=float, default=3.0, help="how long to listen (default 3)")
    found.add_argument("--code", help="stop listening once this table is heard (a script waiting for it)")
    found.add_argument("--interface", action="append", metavar="ADDRESS",
                       help="listen only on this address's network (default: every network)")
    found.add_argument("--json", action="store_true")

    join = sub.add_parser("join", help="sit at a table and let a bot play the seat to the end")
    join.add_argument("address", help="HOST:PORT, or a ws:// or wss:// address")
    join.add_argument("code")
    join.add_argument("--bot", required=True, help="the game's bot that plays the seat")
    join.add_argument("--seat", type=int, help="which seat, from 1 (default: the first open)")
    join.add_argument("--token", help="the seat's token, to take it back")
    join.add_argument("--name", default="", help="the name shown at the table")
    join.add_argument("--dice", type=seed_type, default=0, help="the bot's own random draws (default 0)")
    join.add_argument("--json", action="store_true")


def run(args, usage_error) -> int:
    if args.command == "serve":
        return _serve(args, usage_error)
    if args.command == "table":
        if args.table_command == "list":
            return _table_list(args, usage_error)
        if args.table_command != "new":
            raise usage_error("table takes: new or list")
        return _table_new(args, usage_error)
    return _join(args, usage_error)


def _serve(args, usage_error) -> int:
    from tarot_table.net import store
    from tarot_table.net.collector import collect_on_the_clock
    from tarot_table.net.connection import Limits
    from tarot_table.net.server import Server
    if not 0 <= args.port <= 65535:
        raise usage_error("--port is from 0 to 65535")
    if args.stand_in_after < 0:
        raise usage_error("--stand-in-after is 0 or more seconds")
    from tarot_table.net.table import CODE_LETTERS
    if len(args.code_prefix) > 1 or any(ch not in CODE_LETTERS for ch in args.code_prefix):
        raise usage_error(f"--code-prefix is one of {CODE_LETTERS}")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s", stream=sys.stderr)
    COLLECTION.sets_aside_loaded_games = False   # a game loaded later must not set aside the connections open then
    folder = None if args.no_save else (args.folder or store.default_folder())
    limits = Limits(connections=max(1, args.max_connections), tables=max(1, args.max_tables))
    _room_for(limits.connections + limits.tables)   # a socket a connection, a log held open a table

    async def main() -> int:
        announcer = None
        if args.announce:
            from tarot_table.net.discovery import Announcer
            announcer = Announcer([args.host] if args.host not in ("0.0.0.0", "::") else None)
        server = Server(folder, limits, stand_in_after=args.stand_in_after,
                        announce=announcer.table_changed if announcer else None, code_prefix=args.code_prefix)
        try:
            port = await server.start(args.host, args.port)
        except OSError as err:
            print(f"tarot-table: cannot serve on {args.host}:{args.port}: {err}", file=sys.stderr)
            return 1
        if announcer:
            announcer.port = port
            await announcer.start()
        # What start-up made (the code, the games, the tables hosted again) lives as long as
        # the host: set aside from the collector's passes for good. From then on the
        # collector passes by the clock (net/collector.py, docs/network.md).
        set_aside()   # what start-up let go (the finished tables it read: Server.start) is freed first
        collecting = asyncio.create_task(collect_on_the_clock())
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):   # before the line saying it serves: a stop asked at once is heard
            loop.add_signal_handler(sig, stop.set)
        host = f"[{args.host}]" if ":" in args.host else args.host
        print(json.dumps({"serving": f"ws://{host}:{port}", "port": port, "tables": len(server.tables),
                          "folder": str(folder) if folder else None, "problems": server.problems}), flush=True)
        await stop.wait()
        collecting.cancel()
        await server.close()
        if announcer:
            await announcer.close()
        return 0

    return asyncio.run(main())


def _room_for(files: int) -> None:
    """Let the process hold ``files`` open (a socket a connection, a log a table), within the system's cap."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = files + 100 if hard == resource.RLIM_INFINITY else min(hard, files + 100)
    if wanted > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))


def _table_new(args, usage_error) -> int:
    from tarot_table.net.client import Refusal, create_table
    options = {}
    for pair in args.option or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise usage_error(f"--option takes KEY=VALUE, not '{pair}'")
        options[key.strip()] = value.strip()
    seats = [word.strip() for word in args.seats.split(",")]
    try:
        code = asyncio.run(create_table(args.address, args.game, seats, options, args.seed))
    except (Refusal, ValueError) as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 1
    print(json.dumps({"code": code, "address": args.address, "game": args.game}) if args.json else code)
    return 0


def _table_list(args, usage_error) -> int:
    from tarot_table.net.discovery import find_tables
    if not 0 < args.seconds <= 60:
        raise usage_error("--seconds is more than 0 and at most 60")
    try:
        wanted = (args.code or "").upper()
        tables = asyncio.run(find_tables(args.seconds, args.interface,
                                         enough=lambda found: bool(wanted) and any(t["code"] == wanted for t in found)))
    except (OSError, ValueError) as err:
        print(f"tarot-table: cannot look for tables: {err}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(tables))
    else:
        for table in tables:
            print(f"{table['code']}  {table['title']:<22} {table['open']} open  {table['address']}")
        if not tables:
            print("no table announced on the local network")
    return 0


def _join(args, usage_error) -> int:
    from tarot_table.games import GAMES
    from tarot_table.net.client import Player, Refusal, game_at, play_to_end
    from tarot_table.rng import Rng

    async def main() -> dict:
        # the bot asked for is checked before a seat is taken: a wrong name took one and kept it
        # (play-test finding N8, 29 November)
        game_id = await game_at(args.address, args.code)
        if game_id in GAMES and args.bot not in GAMES[game_id].bots:
            raise usage_error(f"unknown bot '{args.bot}' (bots: {', '.join(GAMES[game_id].bots)})")
        player = await Player.join(args.address, args.code, None if args.seat is None else args.seat - 1,
                                   args.token, args.name)
        try:
            if args.bot not in player.game.bots:
                raise usage_error(f"unknown bot '{args.bot}' (bots: {', '.join(player.game.bots)})")
            joined = {"joined": player.code, "seat": player.seat + 1, "token": player.token}
            print(json.dumps(joined) if args.json else f"seat {player.seat + 1}, token {player.token}", flush=True)
            return await play_to_end(player, args.bot, Rng(args.dice))
        finally:
            await player.close()

    if args.seat is not None and not 1 <= args.seat <= 6:
        raise usage_error("--seat is from 1 to 6")
    try:
        result = asyncio.run(main())
    except (Refusal, ValueError) as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 1
    result["seat"] += 1
    if args.json:
        print(json.dumps(result))
    else:
        print(result["outcome"]["summary"])
    return 0
