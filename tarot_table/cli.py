"""The ``tarot-table`` command."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from tarot_table.wording import plural
from tarot_table.launch import open_app as _open_app


SCREENS = ("menu", "settings", "statistics", "decks", "about", "journal", "finished-games")
GAME_SCENES = ("table", "new-game", "rules", "zoom", "learn")


class UsageError(Exception):
    """Bad words on the command line: one line to stderr, exit 2."""


class BrokenGame(Exception):
    """A game whose modules will not import: one line to stderr, exit 1."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not a usage dump
        raise UsageError(message)


def _game(name: str):
    from tarot_table.games import GAMES, GameLoadError
    if name not in GAMES:
        raise UsageError(f"unknown game '{name}' (games: {', '.join(GAMES)})")
    try:
        return GAMES[name]
    except GameLoadError as err:
        raise BrokenGame(str(err)) from None


def _seed(value: str) -> int:
    from tarot_table.rng import BadSeed, parse_seed
    try:
        return parse_seed(value)
    except BadSeed as err:
        raise argparse.ArgumentTypeError(str(err)) from None


def _size(value: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in value.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not '{value}'") from None
    if not (200 <= w <= 8000 and 200 <= h <= 8000):
        raise argparse.ArgumentTypeError("width and height must be between 200 and 8000")
    return w, h


def _options(game, pairs: list[str] | None) -> dict[str, str]:
    from tarot_table.games.base import BadOptions
    options = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"--option takes KEY=VALUE, not '{pair}'")
        options[key.strip()] = value.strip()
    try:
        return game.check_options(options)
    except BadOptions as err:
        raise UsageError(str(err)) from None


def _named_options(game, pairs: list[str] | None) -> dict[str, str]:
    """Only the options named with --option, checked: the rest are the player's last
    choices on the new-game page (all the defaults would overwrite them)."""
    named = {pair.partition("=")[0].strip() for pair in pairs or []}
    return {key: value for key, value in _options(game, pairs).items() if key in named}


class AboutAction(argparse.Action):
    """--version: the version, the deck in use and where the files are, then exit."""

    def __init__(self, option_strings, dest, **kwargs) -> None:
        super().__init__(option_strings, dest, nargs=0, help="show the version, the deck in use and where files are")

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from tarot_table.about import about, as_text, deck_in_use
        print(as_text(about(deck_in_use())))
        parser.exit()


def build_parser() -> Parser:
    from tarot_table.colour_vision import VISIONS
    from tarot_table.settings import TEXT_SIZES
    parser = Parser(prog="tarot-table", description="Tarot card games on a desktop card table.")
    parser.add_argument("--version", action=AboutAction)
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    play = sub.add_parser("play", help="open a game's new-game page (seats, bots, options), as the menu "
                                       "does; with --seed, or for a one-player game, deal at once with the "
                                       "last choices made there")
    play.add_argument("game")
    play.add_argument("--seed", type=_seed)
    play.add_argument("--option", action="append", metavar="KEY=VALUE")

    shot = sub.add_parser("screenshot", help="render a table or screen headless to a PNG")
    shot.add_argument("game", help=f"a game id, or one of: {', '.join(SCREENS)}")
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--out", required=True, type=Path)
    shot.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH")
    shot.add_argument("--moves", type=int, default=0, metavar="K", help="bot moves to play from the deal (with --scene learn: the lesson's step)")
    shot.add_argument("--scene", choices=GAME_SCENES, default="table", help="which screen of the game")
    shot.add_argument("--option", action="append", metavar="KEY=VALUE")
    shot.add_argument("--players", type=int, help="how many seats (default: the fewest the game takes)")
    shot.add_argument("--text-size", type=int, choices=TEXT_SIZES, default=100, metavar="PERCENT",
                      help=f"the text and card size setting ({', '.join(map(str, TEXT_SIZES))})")
    shot.add_argument("--high-contrast", action="store_true", help="the high-contrast setting on")
    shot.add_argument("--colour-vision", choices=VISIONS,
                      help="the picture as seen with this colour-vision deficiency (simulated)")

    sim = sub.add_parser("simulate", help="play games headless with bots and report results")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--bot", help="which bot plays every seat, or one per seat separated by commas "
                                   "(default: the game's first, quickest bot)")
    sim.add_argument("--players", type=int, help="how many seats (default: the fewest the game takes)")
    sim.add_argument("--pairings", action="store_true", help="play every pairing of the game's bots")
    sim.add_argument("--workers", type=int, help="processes to play on (default: every core)")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE")
    sim.add_argument("--json", action="store_true")

    from tarot_table.net.commands import add_parsers as add_network_parsers
    add_network_parsers(sub, _seed, Parser)

    solve = sub.add_parser("solve", help="is a deal of a solitaire winnable? searches with the deal and the "
                                         "shuffles known: winnable (with the line), lost (proved) or unknown")
    solve.add_argument("game")
    solve.add_argument("--seed", type=_seed, default=0, help="the deal (with --deals: the first of them)")
    solve.add_argument("--deals", type=int, help="solve this many deals from --seed and report the shares")
    solve.add_argument("--option", action="append", metavar="KEY=VALUE")
    solve.add_argument("--budget", type=float, default=10.0, metavar="SECONDS",
                       help="time for each deal (default 10)")
    solve.add_argument("--nodes", type=int, help="positions for each deal instead of a time (the same answer "
                                                 "on any machine)")
    solve.add_argument("--workers", type=int, help="with --deals: processes to solve on (default: every core)")
    solve.add_argument("--cpu", action="store_true", help="count --budget in the search's processor time, not "
                                                         "the wall clock's (figures on a busy machine)")
    solve.add_argument("--json", action="store_true")
    solve.add_argument("--save", nargs="?", const="", metavar="PATH",
                       help="write the winning line as a save (default: in the saves folder, under Continue)")

    decks = sub.add_parser("decks", help="list, import or install card decks")
    deck_sub = decks.add_subparsers(dest="deck_command", parser_class=Parser)
    deck_sub.add_parser("list", help="show every deck found and whether it can be used")
    imp = deck_sub.add_parser("import", help="install a deck from a folder, a .tarotdeck container or a zip")
    imp.add_argument("path", type=Path)
    imp.add_argument("--replace", action="store_true",
                     help="replace an installed deck that has the same id (without it, such a deck is kept and "
                          "nothing is installed: any file can claim any deck's id)")
    pack = deck_sub.add_parser("pack", help="write a deck folder as a .tarotdeck container")
    pack.add_argument("folder", type=Path)
    pack.add_argument("--out", type=Path, help="the container to write (default: DECK-ID-VERSION.tarotdeck here)")
    inst = deck_sub.add_parser("install", help="download and install a published deck")
    inst.add_argument("name", help="rider-waite-smith")
    inst.add_argument("--replace", action="store_true",
                      help="replace an installed deck that has the same id (without it, such a deck is kept and "
                           "nothing is installed: the installed deck may be your own under that id)")

    fz = sub.add_parser("fuzz", help="random play that checks the rules at every step")
    fz.add_argument("game")
    fz.add_argument("--actions", type=int, default=100_000)
    fz.add_argument("--seed", type=_seed, default=0)
    fz.add_argument("--ui", action="store_true", help="random mouse, keys and resizes at the app, headless")
    fz.add_argument("--events", type=int, default=5000, help="with --ui: how many input events")
    fz.add_argument("--workers", type=int, help="processes to play on (default: every core)")

    sub.add_parser("self-test", help="start headless, render, save and reload every game")

    card = sub.add_parser("card", help="a card's name, picture description and meanings")
    card.add_argument("id", help="a card id such as major_arcana.00 or minor_arcana.cups.queen")
    sub.add_parser("esoterica", help="list the meaning layers found, usable or why not")

    desk = sub.add_parser("desktop", help="add this app to the applications menu, or take it out")
    desk.add_argument("action", choices=("install", "uninstall"))
    sub.add_parser("spreads", help="list the reading spreads found, usable or why not")
    jr = sub.add_parser("journal", help="the readings kept in the journal")
    jr_sub = jr.add_subparsers(dest="journal_command", parser_class=Parser)
    jr_list = jr_sub.add_parser("list", help="every kept reading, newest first")
    jr_list.add_argument("--json", action="store_true")
    jr_export = jr_sub.add_parser("export", help="a reading as a picture to share")
    jr_export.add_argument("id")
    jr_export.add_argument("--out", required=True, type=Path)
    return parser


DECK_FILES = (".tarotdeck", ".zip")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:   # the plain start: straight to the window, with no parser to build
        from tarot_table.launch import main as plain_start
        return plain_start()
    parser = build_parser()
    if len(argv) == 1 and Path(argv[0]).suffix.lower() in DECK_FILES and Path(argv[0]).is_file():
        return _open_app(None, offer_deck=Path(argv[0]))   # opened on a deck file
    if len(argv) == 1 and Path(argv[0]).suffix.lower() == ".json" and Path(argv[0]).is_file():
        return _open_app(None, replay_file=Path(argv[0]))   # opened on an exported finished game
    try:
        args = parser.parse_args(argv)
        return _run(args)
    except UsageError as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 2
    except BrokenGame as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def _run(args) -> int:
    if args.command is None:
        return _open_app(None)
    if args.command == "play":
        game = _game(args.game)
        return _open_app((game, args.seed, _named_options(game, args.option)))
    if args.command == "screenshot":
        return _screenshot(args)
    if args.command == "simulate":
        game = _game(args.game)
        if args.games < 1:
            raise UsageError("--games must be at least 1")
        if args.workers is not None and args.workers < 1:
            raise UsageError("--workers must be at least 1")
        from tarot_table.games.base import BadOptions
        from tarot_table.simulate import default_workers, simulate
        try:
            report = simulate(game, args.games, args.seed, args.bot, _options(game, args.option),
                              players=args.players, workers=args.workers or default_workers(),
                              every_pairing=args.pairings)
        except BadOptions as err:
            raise UsageError(str(err)) from None
        print(json.dumps(report) if args.json else report_text(report))
        return 0
    if args.command == "solve":
        return _solve(args)
    if args.command in ("serve", "table", "join"):
        from tarot_table.net.commands import run as run_network
        return run_network(args, UsageError)
    if args.command == "decks":
        return _decks(args)
    if args.command == "fuzz":
        return _fuzz(args)
    if args.command == "self-test":
        from tarot_table.selftest import self_test
        return self_test()
    if args.command in ("card", "esoterica", "spreads", "journal"):
        return _readings(args)
    if args.command == "desktop":
        return _desktop(args.action)
    return 2


def _screenshot(args) -> int:
    from tarot_table.screenshot import render
    target = args.game
    if target not in SCREENS:
        game = _game(target)
        options = _options(game, args.option)
    else:
        game, options = None, {}
    if args.moves < 0:
        raise UsageError("--moves must be 0 or more")
    from tarot_table.table.app import SMALLEST_DRAWN
    if args.size[0] < SMALLEST_DRAWN[0] or args.size[1] < SMALLEST_DRAWN[1]:   # it would be drawn at that size
        smallest = "x".join(map(str, SMALLEST_DRAWN))
        raise UsageError(f"--size {args.size[0]}x{args.size[1]} is smaller than the smallest window the app "
                         f"draws, {smallest}: ask for {smallest} or larger")
    players = None
    if game is not None and args.players is not None:
        from tarot_table.games.base import BadOptions
        from tarot_table.simulate import check_players
        try:
            players = check_players(game, args.players)
        except BadOptions as err:
            raise UsageError(str(err)) from None
    from tarot_table.screenshot import PictureError
    try:
        surface_path = render(target, game, args.seed, options, args.size, args.moves, args.scene, args.out,
                              players, text_size=args.text_size, high_contrast=args.high_contrast,
                              vision=args.colour_vision)
    except PictureError as err:
        raise UsageError(str(err)) from None
    print(f"wrote {surface_path}")
    return 0


def _solve(args) -> int:
    from tarot_table.solver import deals
    game = _game(args.game)
    if game.max_players != 1 or not game.scored:
        raise UsageError(f"{game.id} is not a solitaire: only solitaires can be solved")
    options = _options(game, args.option)
    if args.budget <= 0 or (args.nodes is not None and args.nodes < 1):
        raise UsageError("--budget and --nodes must be more than 0")
    seconds = None if args.nodes is not None else args.budget
    if args.deals is not None:
        if args.deals < 1 or (args.workers is not None and args.workers < 1):
            raise UsageError("--deals and --workers must be at least 1")
        if args.save is not None:
            raise UsageError("--save takes one deal, not --deals")
        from tarot_table.simulate import default_workers
        report = deals.solve_deals(game, args.seed, args.deals, options, seconds, args.nodes,
                                   args.workers or default_workers(), args.cpu)
        print(json.dumps(report) if args.json else deals.deals_text(report))
        return 0
    verdict = deals.solve_deal(game, args.seed, options, seconds, args.nodes, args.cpu)
    saved = None
    if args.save is not None and verdict.verdict == "winnable":
        try:
            saved = deals.write_save(game, args.seed, options, verdict, Path(args.save) if args.save else None)
        except OSError as err:
            print(f"tarot-table: the save was not written: {err}", file=sys.stderr)
            return 1
    if args.json:
        print(json.dumps({"game": game.id, "seed": args.seed, "options": options, **verdict.to_json(),
                          "saved": str(saved) if saved else None}))
    else:
        print(deals.verdict_text(game, args.seed, verdict))
        if saved:
            print(f"  saved           {saved}")
        elif args.save is not None:
            print("  nothing saved: there is no winning line to save")
    return 0


def _fuzz(args) -> int:
    from tarot_table.fuzz import fuzz
    game = _game(args.game)
    if args.ui:
        from tarot_table.uifuzz import print_ui_report, ui_fuzz
        if args.events < 1:
            raise UsageError("--events must be at least 1")
        return print_ui_report(ui_fuzz(game, args.events, args.seed))
    if args.actions < 1:
        raise UsageError("--actions must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise UsageError("--workers must be at least 1")
    from tarot_table.simulate import default_workers
    started = time.perf_counter()
    report = fuzz(game, args.actions, args.seed, workers=args.workers or default_workers())
    seconds = time.perf_counter() - started
    print(f"{game.id}: checked {plural(report.actions, 'action')} in {plural(report.games, 'game')} "
          f"({report.actions / max(seconds, 1e-9):.0f} actions/s); {len(report.failures)} failed")
    for failure in report.failures[:20]:
        print(f"  {failure}")
    return 1 if report.failures else 0


def _readings(args) -> int:
    from tarot_table import readings_cli
    if args.command == "card":
        if not readings_cli.known_card(args.id):
            raise UsageError(readings_cli.unknown_card_message(args.id))
        print(readings_cli.card_text(args.id))
    elif args.command == "esoterica":
        print(readings_cli.layers_text())
    elif args.command == "spreads":
        print(readings_cli.spreads_text())
    elif args.journal_command == "export":
        from tarot_table.journal import JournalError
        from tarot_table.screenshot import PictureError
        try:
            print(f"wrote {readings_cli.journal_export(args.id, args.out)}")
        except (JournalError, PictureError) as err:
            raise UsageError(str(err)) from None
    else:
        print(readings_cli.journal_list(getattr(args, "json", False)))
    return 0


def report_text(report: dict) -> str:
    lines = [f"{report['game']}: {plural(report['games'], 'game')}" +
             (" per pairing" if len(report["bots"]) > 1 else "")]
    if report.get("win_rate") is not None:
        lines.append(f"  win rate        {100 * report['win_rate']:.1f}%")
    for key, value in report["results"].items():
        if isinstance(value, dict):
            lines.append(f"  {key}: " + ", ".join(
                f"{k} ({', '.join(f'{r} {n}' for r, n in v.items())})" if isinstance(v, dict) else f"{k} {v}"
                for k, v in value.items() if k not in ("means", "spreads")))
            spreads = value.get("spreads", {})
            for name, mean in value.get("means", {}).items():
                lines.append(f"    {name:<28} mean {mean:.3f}  spread {spreads.get(name, 0.0):.3f}")
            continue
        lines.append(f"  {key:<15} {value}")
    lines.append(f"  mean actions    {report['mean_actions']:.1f}")
    lines.append(f"  games/second    {report['games_per_second']:.1f}")
    return "\n".join(lines)


def _desktop(action: str) -> int:
    from tarot_table.desktop import DesktopError, install, uninstall
    try:
        change = install() if action == "install" else uninstall()
    except DesktopError as err:
        print(f"tarot-table: {err}", file=sys.stderr)
        return 1
    if action == "install":
        icons = [p for p in change.written if p.suffix == ".png"]
        print(f"Tarot Table is now in the applications menu (under Games).\n  entry: {change.entry}\n"
              f"  icons: {len(icons)} sizes under {icons[0].parents[3]}")
    elif change.removed:
        print(f"Tarot Table is out of the applications menu: removed {len(change.removed)} files and folders "
              f"that 'desktop install' wrote.")
        for path in change.kept:
            print(f"  left in place: {path}")
    else:
        print(f"Tarot Table was not in the applications menu ({change.entry} does not exist); nothing to remove.")
    for note in filter(None, change.notes):
        print(f"  {note}")
    return 0


def _decks(args) -> int:
    from tarot_table.decks.discovery import find_decks
    from tarot_table.decks.install import (AlreadyInstalled, InstallError, ReplaceNotAsked, import_deck,
                                           install_release, progress_bar)
    if args.deck_command in (None, "list"):
        decks = find_decks()
        for deck in decks:
            state = "usable" if deck.usable else f"NOT USABLE: {deck.problem}"
            if deck.id_shared:
                state += " (another deck has this id too: used only when picked on the Decks page)"
            print(f"{deck.id or '?':<24} {deck.version:<6} {state}\n    {deck.name} — {deck.path}")
        print(f"{'drawn':<24} {'':<6} usable (built in; used when no deck is)")
        return 0
    if args.deck_command == "pack":
        return _pack(args)
    try:
        if args.deck_command == "import":
            deck = import_deck(args.path, replace=args.replace)
        else:
            def show(done: int, total: int) -> None:
                print(f"\r{progress_bar(done, total)}", end="", file=sys.stderr, flush=True)
            deck = install_release(args.name, show, replace=args.replace)
            print(file=sys.stderr)
    except AlreadyInstalled as err:
        print(f"tarot-table: {err}")
        return 0
    except ReplaceNotAsked as err:
        print(f"\ntarot-table: {err} To replace {err.installed.name or err.installed.id} with it, "
              f"run again with --replace.", file=sys.stderr)
        return 1
    except InstallError as err:
        print(f"\ntarot-table: {err}", file=sys.stderr)
        return 1
    print(f"installed {deck.name} ({deck.id} {deck.version}) in {deck.path}")
    return 0


def _pack(args) -> int:
    from tarot_table.decks.container import ContainerError, pack
    from tarot_table.decks.spec import load_deck
    deck = load_deck(args.folder)
    if not deck.usable:
        print(f"tarot-table: {args.folder} is not a usable deck: {deck.problem}", file=sys.stderr)
        return 1
    version = "".join(c if c.isalnum() or c in "._-" else "_" for c in deck.version)   # never a separator
    out = args.out or Path(f"{deck.id}-{version}.tarotdeck")
    try:
        count = pack(args.folder, out)
    except (ContainerError, OSError) as err:
        print(f"tarot-table: the container was not written: {err}", file=sys.stderr)
        return 1
    print(f"packed {deck.name} ({plural(count, 'file')}) into {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
