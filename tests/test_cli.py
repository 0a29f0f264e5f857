"""The tarot-table command: exit codes, one-line errors, simulate, screenshot,
decks list and self-test."""
import json
import subprocess
import sys

import pygame
import pytest

from tarot_table.cli import main
from tarot_table.games import GAMES


def run(*args):
    return subprocess.run([sys.executable, "-m", "tarot_table", *args], capture_output=True, text=True,
                          timeout=300)


@pytest.mark.parametrize("args, expected", [
    (["play", "no-such-game"], f"unknown game 'no-such-game' (games: {', '.join(GAMES)})"),
    (["simulate", "reading", "--option", "spread=seven"], "choose from: one-card, three-cards, celtic-cross"),
    (["simulate", "reading", "--option", "colour=red"], "unknown option 'colour'"),
    (["simulate", "reading", "--seed", "-3"], "whole number"),
    (["screenshot", "reading", "--out", "x.png", "--seed", "abc"], "whole number"),
    (["simulate", "reading", "--bot", "genius"], "bots: in-order"),
])
def test_bad_input_is_one_line_naming_what_is_allowed_exit_2(args, expected, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert expected in err
    assert len(err.splitlines()) == 1


def test_version_and_help():
    result = run("--version")
    assert result.returncode == 0 and "tarot-table 0." in result.stdout
    for sub in (["play"], ["screenshot"], ["simulate"], ["decks"], ["self-test"], []):
        helped = run(*sub, "--help")
        assert helped.returncode == 0 and "usage" in helped.stdout


def test_simulate_json_report(capsys):
    assert main(["simulate", "reading", "--games", "20", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("game", "games", "results", "win_rate", "mean_actions", "games_per_second"):
        assert key in report
    assert report["games"] == 20 and report["win_rate"] == 1.0
    assert report["mean_actions"] == 6.0


def test_simulate_text_report(capsys):
    assert main(["simulate", "reading", "--games", "3", "--option", "spread=celtic-cross"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "mean actions    20.0" in out


def test_screenshot_writes_a_png_of_the_asked_size(tmp_path, shared_decks):
    out = tmp_path / "shot.png"
    assert main(["screenshot", "reading", "--seed", "7", "--moves", "3", "--out", str(out),
                 "--size", "1024x700"]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 700)


@pytest.mark.parametrize("target", ["menu", "settings", "statistics", "decks"])
def test_screenshot_of_each_screen(tmp_path, target):
    out = tmp_path / f"{target}.png"
    assert main(["screenshot", target, "--out", str(out)]) == 0
    assert out.stat().st_size > 1000


def test_decks_list_shows_the_shared_deck_as_usable(shared_decks, capsys):
    assert main(["decks", "list"]) == 0
    out = capsys.readouterr().out
    assert "rider-waite-smith" in out and "1.1" in out and "usable" in out
    assert "NOT USABLE" not in out


def test_decks_list_reports_a_broken_deck(make_deck, monkeypatch, capsys):
    deck = make_deck("broken")
    (deck / "deck.toml").write_text("x = [", encoding="utf-8")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(deck.parent))
    assert main(["decks", "list"]) == 0
    assert "NOT USABLE: deck.toml is not valid TOML" in capsys.readouterr().out


def test_decks_import_of_a_missing_path_fails_clearly(capsys, tmp_path):
    assert main(["decks", "import", str(tmp_path / "nowhere")]) == 1
    assert "does not exist" in capsys.readouterr().err


def test_self_test_passes_with_the_shared_deck(shared_decks):
    result = run("self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "rider-waite-smith" in result.stdout and "all checks passed" in result.stdout


def test_self_test_passes_with_no_deck():
    result = run("self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "drawn deck" in result.stdout


@pytest.mark.parametrize("argv, page", [
    (["play", "tournament-of-queens"], "NewGameScene"),                 # seats to choose, as the menu
    (["play", "tournament-of-queens", "--option", "words=milder"], "NewGameScene"),
    (["play", "tournament-of-queens", "--seed", "7"], "TableScene"),      # a given deal starts at once
])
def test_play_opens_the_new_game_page_of_a_game_with_seats_to_choose(argv, page, monkeypatch):
    import tarot_table.table.app as app_module
    opened = []

    class Headless(app_module.App):
        def __init__(self) -> None:
            super().__init__(headless=True, size=(1024, 700))

        def run(self, after_first_frame=None) -> int:
            opened.append(self.scenes[-1])
            return 0

    monkeypatch.setattr(app_module, "App", Headless)
    assert main(argv) == 0
    assert type(opened[0]).__name__ == page
    if page == "NewGameScene":
        assert opened[0].options["words"] == ("milder" if "--option" in argv else "as-written")


def test_decks_list_names_a_folder_with_only_a_deck_json_and_the_manifest_it_needs(make_deck, monkeypatch, capsys):
    """Play-test finding H2 (c): a folder holding only a deck.json was listed nowhere."""
    good = make_deck("good")
    misnamed = good.parent / "jsononly"
    misnamed.mkdir()
    (misnamed / "deck.json").write_bytes(bytes(range(256)) * 4)   # garbage: never read
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(good.parent))
    assert main(["decks", "list"]) == 0
    out = capsys.readouterr().out
    assert "jsononly" in out and "NOT USABLE: there is no deck.toml, only a deck.json" in out
    assert "must be deck.toml" in out
