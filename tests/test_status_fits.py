"""Play-test: a refusal ran off the status bar ("A Helper is not equipped or given to the
Fool: ..." at 1920x1080). The bar shows every game's longest refusals whole, at a size
it can keep, at every window size: a long one wraps to a second line before it shrinks."""
from __future__ import annotations

import random

import pygame
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_words
from tests.helpers.table import step

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))


def refusals(game, seeds: int = 4, moves: int = 48) -> set[str]:
    """What the game says to refused drops met on a few random walks: every card on top
    of a place (and the one under it) dropped on every place where it cannot go."""
    rng = random.Random(7)
    said: set[str] = set()
    for seed in range(seeds):
        options = {o.key: rng.choice(o.choices) for o in game.options if o.choices and not o.hidden}
        state = game.new(seed, options)
        for move in range(moves):
            legal = game.legal_actions(state)
            if game.outcome(state) is not None or not legal:
                break
            if move % 8 == 0:
                said |= _refused_here(game, state, legal)
            game.apply(state, rng.choice(legal))
    return said


def _refused_here(game, state, legal) -> set[str]:
    allowed = {(a.card, a.to) for a in legal}
    return {game.why_not(state, placed.card, zone)
            for pile in state.zones.values() for placed in pile[-2:]
            for zone in state.zones if (placed.card, zone) not in allowed}


def longest(texts: set[str], count: int = 3) -> list[str]:
    return sorted(texts, key=lambda words: -theme.font(theme.MIN_TEXT_PX).size(words)[0])[:count]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_longest_refusals_of_every_game_show_whole_in_the_status_bar(app, game_id):
    game = get_game(game_id)
    words = longest(refusals(game))
    assert words, "the walk met refusals"
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = TableScene(app, Session.start(game, 5, {}))
        app.switch(scene)
        for refusal in words:
            scene.say(refusal, warn=True)
            step(app)
            assert scene.status_cut == "", f"cut at {size}: {refusal}"


def test_a_long_refusal_wraps_to_two_lines_before_it_shrinks_to_the_smallest_size():
    """The Fool's Journey's Helper refusal, as a 1024x700 bar holds it: two lines at the
    bar's own size rather than one line too small to read comfortably."""
    words = ("A Helper is not equipped or given to the Fool: it lies on a card of its own suit and "
             "doubles it, an equipped Strength or Volition card or a Vitality card, for one equipped Wisdom.")
    pygame.font.init()   # measured alone too, not only after a test that opened a table
    lines, size = theme.fit_lines(words, 15, 700, 36)
    assert len(lines) == 2 and size == 15
    assert " ".join(lines) == words



@pytest.mark.parametrize("percent", [100, 200])
def test_a_fools_journey_refusal_beside_still_winnable_and_the_clock_shows_whole_at_1024x700(monkeypatch, percent):
    """Issue 32 (real-window round): at 1024x700 a two-line refusal of The Fool's Journey
    was cut short in the status bar. Beside "Still winnable? Can't tell" and the clock
    the longest refusals were cut (at 200% text size); while a message would be cut it
    takes the room of those quiet words (then of the clock), which are back once it is gone."""
    from tarot_table.table.scenes import still_winnable
    from tarot_table.table.scenes.table_bars import _status_fitted, status_right
    from tests.conftest import headless_app
    from tests.helpers.fools import GAME
    quiet = max([*still_winnable.WORDS.values(), *still_winnable.LOST_WORDS.values(), still_winnable.LOOKING_LONG],
                key=len)   # the longest it may say
    monkeypatch.setattr(still_winnable, "words", lambda scene: quiet)
    theme.use_look(percent)
    try:
        for app in headless_app((1024, 700)):
            scene = TableScene(app, Session.start(GAME, 5, {}))
            app.switch(scene)
            step(app)
            for refusal in longest(refusals(GAME), 12):
                scene.say(refusal, warn=True)
                step(app)
                assert scene.status_cut == "", refusal
            scene.message = ("", scene.message[1], 0.0)
            step(app)
            words = status_words(scene)
            assert status_right(scene, words).startswith(quiet)
            assert _status_fitted(scene, words, 13, 900, 32)[0] == status_right(scene, words)
    finally:
        theme.use_look()


def _stepped_fit(words: str, px: int, width: int, height: int, most: int = 2) -> tuple[tuple[str, ...], int]:
    """``fit_lines`` as it was before it scaled its guess: a font made and the line measured
    at every size from ``px`` down."""
    fits = lambda size, line: theme.font(size).size(line)[0] <= width   # noqa: E731
    smallest_single = max(theme.MIN_TEXT_PX, round(px * 0.8))
    for size in range(px, smallest_single - 1, -1):
        if fits(size, words):
            return (words,), size
    for size in range(px, theme.MIN_TEXT_PX - 1, -1):
        if size < smallest_single and fits(size, words):
            return (words,), size
        rows = min(most, height // (size + 2))
        lines = theme.wrap(words, size, width) if rows > 1 else []
        if 1 < len(lines) <= rows and all(fits(size, line) for line in lines):
            return tuple(lines), size
    size = theme.MIN_TEXT_PX
    rows = max(1, min(most, height // (size + 2)))
    lines = theme.wrap(words, size, width)
    if len(lines) <= rows and all(fits(size, line) for line in lines):
        return tuple(lines), size
    kept = [theme.ellipsize(line, size, width) for line in lines[:rows - 1]]
    rest = " ".join(lines[rows - 1:])
    return (*kept, theme.ellipsize(rest, size, width)), size


def test_the_status_size_found_from_one_measure_is_the_stepped_size_or_one_under(app):
    """A long status line is measured once and its size scaled, not measured at every size
    from the bar's own down (4-5 ms the first time, a dropped frame mid-drag), and the size
    above the guess is not tried (a font at a new size loads the line's letters afresh):
    every line chosen fits, no words are cut that stepping showed whole, and the size is
    the one stepping gave or one under it, for short and long lines, one- and two-line
    bars and widths from roomy to too narrow for the smallest size."""
    lines = ["Your move", "The Queen of Cups goes on the Tower",
             "Tournament of Queens: Mara leads the round, 3 tricks to 2; the Knight of Swords may not follow a Cup",
             "A Helper is not equipped or given to the Fool: it lies on a card of its own suit and doubles it."]
    lines += sorted(refusals(get_game("tournament-of-queens"), seeds=2, moves=24))[:6]
    checked = one_under = 0
    for words in lines:
        for px in (13, 15, 18, 22, 30):
            for width in (60, 140, 260, 400, 560, 700, 900, 1400):
                for height in (18, 36, 60):
                    theme._fitted.cache_clear()
                    chosen, size = theme.fit_lines(words, px, width, height)
                    stepped, stepped_size = _stepped_fit(words, px, width, height)
                    case = (words, px, width, height, chosen, size)
                    assert stepped_size - 1 <= size <= stepped_size, case
                    assert all(theme.font(size).size(line)[0] <= width for line in chosen), case
                    if " ".join(stepped) == words:
                        assert " ".join(chosen) == words, case
                    one_under += size < stepped_size
                    checked += 1
                stepped_largest = next((size for size in range(px, theme.MIN_TEXT_PX, -1)
                                        if theme.font(size).size(words)[0] <= width), theme.MIN_TEXT_PX)
                largest = theme.largest_fitting(words, px, width)
                assert stepped_largest - 1 <= largest <= stepped_largest, (words, px, width)
                assert theme.font(largest).size(words)[0] <= width or largest == theme.MIN_TEXT_PX
    assert checked == len(lines) * 5 * 8 * 3
    assert one_under < checked // 10   # the guess is the stepped size nearly always


def test_a_line_that_fits_the_scaled_size_is_measured_at_two_sizes_only(app, monkeypatch):
    """Tournament of Queens' place tip in the status bar at 1920x1080 (21 px in 1,576
    pixels): measured at the bar's size and at the size scaled from it, no other font made."""
    words = ("Judge 6: 1 vote for the most balanced look (the least gap between Physique, Talent "
             "and Luck). If the vote were now: Anemone 1/2, Blanche 1/2. A bribe ranking above Justice "
             "laid on top replaces its vote with the bribe's own.")
    measured = []
    width_of = theme.words_width
    monkeypatch.setattr(theme, "words_width", lambda w, px, *rest: measured.append(px) or width_of(w, px, *rest))
    theme._fitted.cache_clear()
    lines, size = theme.fit_lines(words, 21, 1576, 54)
    assert lines == [words] and size < 21
    assert sorted(set(measured)) == [size, 21]


def test_the_judges_long_lines_are_fitted_to_the_bar_ahead_of_their_first_showing(tester_app):
    """Issue 29: at 1024x700 a judge's help line is too long for the status bar, and
    fitting it (set smaller, on two lines) was most of the frame it first showed in, the
    slowest of a drag there. The steps set ahead with the table at rest fit each such line
    as the bar will show it, so the frame the pointer comes onto a judge fits nothing."""
    from tarot_table.table.scenes.table_bars import status_line, status_set_ahead
    from tests.helpers.frames import move_to
    app = tester_app
    scene = TableScene(app, Session.start(get_game("tournament-of-queens"), 5, {}))
    app.switch(scene)
    step(app)
    for _ in status_set_ahead(scene, app.screen.get_size()):
        pass
    judges = [spot for spot in scene.geometry.layout.spots if spot.zone.startswith("judge") and spot.help]
    shown = 0
    for spot in judges:
        fitted = theme._fitted.cache_info().misses
        move_to(app, scene.geometry.spot_rect(spot).center, pressed=False)
        words = status_line(scene)[0]
        if len(words) > 150:   # too long for the bar: set smaller, on two lines
            shown += 1
            assert scene.view.status_cut == "", "shown whole"
            assert theme._fitted.cache_info().misses == fitted, "fitted ahead"
    assert shown >= 3, "the judges' long lines were shown"
