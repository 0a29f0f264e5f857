"""The random-input test of the whole app (issue 10, "so it cannot come back")."""
from __future__ import annotations

import time

import pytest

from tarot_table import cli
from tarot_table.games import GAMES
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_input import TableInput
from tarot_table.uifuzz import ui_fuzz

CI_EVENTS = 2000


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_input_at_every_registered_game_finds_nothing(game_id):
    """A few thousand random events per game, every game in the registry."""
    report = ui_fuzz(GAMES[game_id], CI_EVENTS, seed=11, size=(1024, 700))
    assert report.failures == []
    assert report.events >= CI_EVENTS
    assert report.moves > 0, "the input never got a single move made: the fuzz is not reaching the game"


def test_its_comparison_of_pictures_says_what_their_rgb_bytes_say():
    """same_pixels, the fuzz's check of a frame against a whole redraw, compares the
    surfaces' own bytes first: a byte no colour uses may differ, any colour may not."""
    import pygame
    from tarot_table.table.presented import same_pixels
    one = pygame.Surface((300, 200), 0, 32)
    one.fill((10, 20, 30))
    other = one.copy()
    assert same_pixels(one, other)
    other.get_buffer().write(b"\xff", 4 * (150 * 300 + 7) + 3)   # the unused byte of one pixel
    assert one.get_buffer().raw != other.get_buffer().raw
    assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB") and same_pixels(one, other)
    for colour in ((11, 20, 30), (10, 21, 30), (10, 20, 31)):
        changed = one.copy()
        changed.set_at((299, 199), colour)
        assert not same_pixels(one, changed) and not same_pixels(changed, one)
    assert not same_pixels(one, pygame.Surface((300, 201), 0, 32))
    assert same_pixels(one.subsurface((5, 5, 20, 20)), other.subsurface((5, 5, 20, 20)))
    assert not same_pixels(one.subsurface((298, 198, 2, 2)), changed.subsurface((298, 198, 2, 2)))


def test_the_same_seed_gives_the_same_run():
    first = ui_fuzz(GAMES["reading"], 300, seed=5, size=(1024, 700))
    second = ui_fuzz(GAMES["reading"], 300, seed=5, size=(1024, 700))
    assert (first.events, first.frames, first.moves, first.tables, first.scenes) == \
           (second.events, second.frames, second.moves, second.tables, second.scenes)


def test_the_fuzz_leaves_the_clock_and_the_players_home_alone(private_home):
    real = time.monotonic
    ui_fuzz(GAMES["reading"], 50, seed=1, size=(1024, 700))
    assert time.monotonic is real
    assert not (private_home / "data" / "saves").exists()


def test_the_fuzz_moves_the_apps_own_clock():
    """The app it drives runs on a clock only the fuzz moves (the process's time is
    never replaced): a resting pointer lets the fuzz's time pass, not the machine's."""
    from tarot_table.clock import ManualClock
    from tarot_table.uifuzz import UiFuzzer, fuzz_world
    with fuzz_world():
        fuzzer = UiFuzzer(GAMES["reading"], 4, (1024, 700))
        assert isinstance(fuzzer.app.clock, ManualClock) and fuzzer.app.clock is fuzzer.clock
        started = fuzzer.clock.now()
        fuzzer.run(100)
    assert fuzzer.clock.now() - started >= 100 * 0.016


def test_an_exception_anywhere_in_the_app_is_reported_with_its_seed(monkeypatch):
    def broken(self, event):
        raise ZeroDivisionError("planted")
    monkeypatch.setattr(TableInput, "_mouse_down", broken)
    report = ui_fuzz(GAMES["reading"], 200, seed=2, size=(1024, 700))
    assert report.failures
    assert "ZeroDivisionError: planted" in report.failures[0]
    assert "--seed 2" in report.failures[0]


def test_a_card_lost_from_the_table_is_reported(monkeypatch):
    real = TableScene.perform

    def losing(self, action, *args, **kwargs):
        done = real(self, action, *args, **kwargs)
        pile = next(p for p in self.session.state.zones.values() if p)
        pile.pop()
        return done
    monkeypatch.setattr(TableScene, "perform", losing)
    report = ui_fuzz(GAMES["reading"], 400, seed=3, size=(1024, 700))
    assert any("cards not conserved" in f for f in report.failures)


def test_an_error_the_app_catches_and_reports_still_fails_the_fuzz(monkeypatch):
    """A rules fault is turned into a status message by the table; the fuzz still sees
    the error report it writes."""
    game = GAMES["reading"]

    def faulty(state, action):
        raise RuntimeError("planted rules fault")
    monkeypatch.setattr(game, "apply", faulty)
    report = ui_fuzz(game, 300, seed=4, size=(1024, 700))
    assert any("error report" in f and "planted rules fault" in f for f in report.failures)


def test_cli_runs_the_ui_fuzz_and_says_what_it_did(capsys):
    assert cli.main(["fuzz", "reading", "--ui", "--events", "60", "--seed", "9"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("reading: ") and "0 failed" in out


def test_the_unknown_game_message_still_lists_every_game(capsys):
    """The before-stop hook reads the game list from this message."""
    assert cli.main(["play", "no-such-game"]) == 2
    err = capsys.readouterr().err
    assert f"(games: {', '.join(GAMES)})" in err
