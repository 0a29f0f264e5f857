"""What a real-window tester met at network tables in the third round of 27 November
(docs/playtest-32.md): a re-hosted table's clock gone back, a finished table's name
doubled in Finished games. Loopback only; clocks injected; every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from tarot_table import paths, saves
from tarot_table.clock import ManualClock
from tarot_table.net.server import CLOCK_KEPT_SEATED_S
from tarot_table.table.scenes.continue_list import row_title
from tarot_table.table.scenes.seat_strip import seat_words
from tests.helpers.network import (ROUNDS, WAIT_S, hosting, join, mouse_move, new_app, play_to_the_end, run_until,
                                   sit_at_own_table, until_the_host)
from tests.helpers.table import click, step


def test_finding_3_a_seated_table_s_time_is_written_every_few_seconds_so_a_killed_host_loses_little(apps, tmp_path):
    """Finding 3: "the game clock goes back after the host is killed and re-hosted" (3:05
    on the joiner's clock, 2:44 after hosting again). While someone sits at a quiet table
    its time is written every few seconds, not every 30 s: a kill loses at most that."""
    clock = ManualClock()
    with hosting(tmp_path / "tables") as (host, address):
        host.server.now = clock.now
        code = host.open_table("tempting-fate", ["open", "bot:basic"])
        bea = join(apps[0], address, code, "Bea")
        hosted = host.server.tables[code]
        run_until([apps[0]], [bea], lambda: host._call(lambda: not hosted.dirty and hosted not in host.server._writing))
        written = host._call(lambda: hosted.time_saved)
        clock.advance(CLOCK_KEPT_SEATED_S + 1)   # nobody moves: the table is quiet
        host._call(host.server.check_away)
        run_until([apps[0]], [bea], lambda: host._call(
            lambda: hosted.time_saved >= written + CLOCK_KEPT_SEATED_S and not hosted.dirty
            and hosted not in host.server._writing))
    assert CLOCK_KEPT_SEATED_S <= 5


def test_finding_5_a_finished_network_game_s_name_is_shown_once_in_finished_games(tmp_path):
    """Finding 5: Finished games listed "Tempting Fate (network table) (Tempting Fate)": a
    kept name that names its game already is shown alone; another name keeps its game."""
    info = saves.SaveInfo(Path(tmp_path / "record.json"), "record")
    info.game, info.name = "tempting-fate", "Tempting Fate (network table)"
    assert row_title(info) == "Tempting Fate (network table)"
    info.name = "Sunday match"
    assert row_title(info) == "Sunday match (Tempting Fate)"
    info.name = ""
    assert row_title(info) == "Tempting Fate"


def both_play_to_the_end(apps, scenes, rng) -> None:
    """Each person's moves made with the mouse, in turn, until the game ends; bounded."""
    for _ in range(ROUNDS * 4):
        for app, scene in zip(apps, scenes):
            step(app)
            if not scene.remote.finished and scene.remote.my_turn() and not scene.remote.awaiting \
                    and scene.waiting is None:
                mouse_move(app, scene, rng)
        if all(scene.remote.finished for scene in scenes):
            return
        scenes[0].remote.link.wait(WAIT_S)
    raise AssertionError("the game never ended")


def test_finding_1_play_again_at_a_hosted_table_s_end_opens_the_host_s_page_with_the_same_seats(apps, tmp_path):
    """Finding 1: "Play again at the end of a network game makes the host leave the table":
    the host landed on a local page (Start, seat 2 a bot, the joiner's name gone) and the
    joiner read "Alice is away: their seat waits for them." Now Play again at a table
    hosted here opens the page with the same seats, the joiner's Open under her name, the
    bot the same bot, ready to Host; the joiner is told the host left the finished table."""
    from tarot_table.table.scenes.newgame import NewGameScene
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tournament-of-queens", ["open", "open", "bot:shrewd"], 21)
        bea = join(apps[1], address, code, "Bea")
        both_play_to_the_end(apps, [ann, bea], random.Random(4))
        step(apps[0])
        again = next(b for b in ann.summary_buttons if b.label == "Play again")
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


def test_finding_2_a_finished_table_is_taken_off_the_tables_announced_as_joinable(apps, tmp_path):
    """Finding 2: a finished table still showed on the joiner's Join page ("Tempting Fate
    SXS5ZV (0 open)"). While its game goes on a table is announced; once it has ended it
    is taken off the listings (the announcer is told it is gone)."""
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


@pytest.mark.parametrize("seats", [3, 6])
def test_finding_4_the_join_page_s_seats_at_150_percent_lie_clear_of_its_buttons(seats):
    """Finding 4: at 150% in 1024x700, after picking "Tournament of Queens DU2CTT (1 open)"
    from Tables on this network, a second row of seat buttons was drawn behind Join, Look
        again and Back. Every seat button now lies clear of those buttons (the three seats of
    the finding in one row, inside the window). Six seats still wrap to a third row whose
    foot passes the window's (not met yet: noted in docs/playtest-32.md), but none lies
    under the buttons."""
    from tarot_table.net.client import SeatSeen
    from tarot_table.table.scenes.join import JoinScene
    app = new_app((1024, 700))
    app.settings.text_size = 150
    app.apply_look()
    page = JoinScene(app)
    page.found = [{"address": "192.0.2.2:8765", "code": code, "title": title, "game": game, "open": n}
                  for code, title, game, n in (("SXS5ZV", "Tempting Fate", "tempting-fate", 0),
                                               ("UXLGAV", "Tempting Fate", "tempting-fate", 0),
                                               ("DU2CTT", "Tournament of Queens", "tournament-of-queens", 1))]
    page.held = []
    app.switch(page)
    page.address.value, page.code.value = "192.0.2.2:8765", "DU2CTT"
    page.seats_seen = [SeatSeen(0, "Anemone", "person", True)] + \
        [SeatSeen(i, f"Seat {i + 1}", "open" if i == 1 else "bot", i != 1) for i in range(1, seats)]
    page.seats_of = page._typed()
    step(app)
    footer = [b for b in page.buttons if b.label in ("Join", "Look again", "Back")]
    seat_buttons = [b for b in page.buttons if b.label == "Any open seat" or b.label.startswith(("Anemone:", "Seat "))]
    assert len(footer) == 3 and len(seat_buttons) == seats + 1
    window = pygame.Rect(0, 0, 1024, 700)
    for button in seat_buttons:
        assert window.contains(button.rect) or seats > 3, button.label
        assert not any(button.rect.colliderect(f.rect) for f in footer), f"{button.label} under the buttons"
    for button in footer:
        assert window.contains(button.rect), button.label
        assert not any(button.rect.colliderect(other.rect) for other in page.buttons if other is not button
                       and other not in footer), f"{button.label} over another button"
