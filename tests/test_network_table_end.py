"""A network table's end: New deal (once Play again) at a table hosted here opens the host's page with
the same seats, and a finished table is taken off the tables announced as joinable.
Hosts on 127.0.0.1 only, every wait bounded (tests/helpers/network.py)."""
from __future__ import annotations

import random

from tarot_table import paths
from tarot_table.table.scenes.seat_strip import seat_words
from tests.helpers.network import (
    both_play_to_the_end,
    hosting,
    join,
    play_to_the_end,
    run_until,
    sit_at_own_table,
    until_the_host,
)
from tarot_table.wording import HOST_NEW_DEAL, PLAY_AGAIN
from tests.helpers.table import click, step


def test_play_again_at_a_hosted_table_s_end_opens_the_host_s_page_with_the_same_seats(apps, tmp_path):
    """The third real-window round, finding 1: "Play again at the end of a network game
    makes the host leave the table": the host landed on a local page (Start, seat 2 a bot,
    the joiner's name gone) and the joiner read "Alice is away: their seat waits for them."
    Now New deal (then Play again) at a table hosted here opens the page with the same seats, the joiner's
    Open under her name, the bot the same bot, ready to Host; the joiner is told the host
    left the finished table. Play-test round 5, N1: the host's button says it hosts a new
    deal (it said "New deal", the next deal at this table); the joiner's says New game (its
    "Same deal again" opened the page with no deal of this table's)."""
    from tarot_table.table.scenes.newgame import NewGameScene
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open", "bot:shrewd"], 21)
        bea = join(apps[1], address, code, "Bea")
        both_play_to_the_end(apps, [ann, bea], random.Random(4))
        step(apps[0])
        step(apps[1])
        # play-test round 5, N1: "New deal" promised the next deal at this table; it hosts a new one
        assert [b.label for b in bea.summary_buttons if "deal" in b.label or b.label.startswith("New")] == ["New game"]
        again = next(b for b in ann.summary_buttons if b.label == HOST_NEW_DEAL)
        # one way to a new table (its words give the deal's number for the same deal)
        assert [b.label for b in ann.summary_buttons if "deal" in b.label or b.label == PLAY_AGAIN] == \
            [PLAY_AGAIN, HOST_NEW_DEAL]
        click(apps[0], again.rect.center)
        page = apps[0].scene
        assert isinstance(page, NewGameScene) and page.players == 3
        assert page.open_seats == {1} and page.name_fields[1].value == "Bea"
        assert page.seats[0].bot is None and page.name_fields[0].value == "Ann"
        assert page.seats[2].bot == "shrewd" and page.hosting()   # its button is Host, not Start
        said = []
        run_until([apps[1]], [bea], lambda: said.append(bea.message[0]) or "has left the finished table" in said[-1])
        assert "Ann has left the finished table" in said[-1] and "their seat waits" not in said[-1]
        assert seat_words(bea.remote, 0) == "Ann (left)"


def test_a_finished_table_is_taken_off_the_tables_announced_as_joinable(apps, tmp_path):
    """The third real-window round, finding 2: a finished table still showed on the joiner's
    Join page ("Tempting Fate SXS5ZV (0 open)"). While its game goes on a table is
    announced; once it has ended it is taken off the listings (the announcer is told it is
    gone)."""
    told: list[tuple[str, bool]] = []
    with hosting(tmp_path / "tables") as (host, address):
        host._call(lambda: setattr(host.server, "announce", lambda listing, opened: told.append(
            (listing["code"], opened))))
        code = host.open_table("tempting-fate", ["open", "bot:basic"])
        bea = join(apps[0], address, code, "Bea")
        assert host._call(lambda: told[-1]) == (code, True)   # joinable while it plays
        play_to_the_end(apps[0], bea, random.Random(2))
        until_the_host(host, lambda: told[-1] == (code, False))
    assert told.count((code, False)) >= 1


def test_the_hosts_end_panel_gives_the_deal_number_to_host_the_same_deal(apps, tmp_path, monkeypatch):
    """The host's end panel gives this table's deal number, to type on the page Host a
    new deal opens for the same deal (its own button made nine on Tempting Fate's panel): a
    seat's view never tells it while the game goes on, and its 0 was the deal's (the
    number is told once the game is over, when nothing is secret). The panel says the
    new table is joined by its code; both say what Play again does."""
    from tests.helpers.table import record_text
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open"], 21)
        bea = join(apps[1], address, code, "Bea")
        assert ann.remote.state.seed == 0 and bea.remote.state.seed == 0
        both_play_to_the_end(apps, [ann, bea], random.Random(3))
        written = record_text(monkeypatch)
        for app in apps:
            app.request_redraw()
            step(app)
        said = " ".join(written)   # the panels' lines, wrapped
        assert "others join the new table by its code" in said and "Play again deals the next game at this table" in said
        assert "For this deal again, type 21 there as its deal number." in said
        assert ann.remote.state.seed == 21
        click(apps[0], next(b for b in ann.summary_buttons if b.label == HOST_NEW_DEAL).rect.center)
        page = apps[0].scene
        assert page.hosting() and page.deal_field.value == "" and page.name_fields[1].value == "Bea"
