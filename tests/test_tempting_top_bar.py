"""Issue 32, play-test finding: Tempting Fate's options in the top bar were cut at
1920x1080 with no way to read them. At each of the three sizes they show whole, or cut
between two options, and the pointer resting on them shows them whole in the status bar."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes import table_bars
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import draw_whole, post, step
from tests.helpers.tempting import GAME
from tests.helpers.words import top_bar_words, words_said

EVERY_OPTION = {"match": "two-games", "first_fate": "player-2", "attacks": "1", "discard_limit": "40",
                "cut_spread": "relationship"}


def drawn_words(app) -> list[str]:
    """Every text a whole frame draws, in order."""
    return [said.words for said in words_said(lambda: draw_whole(app))]


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_the_top_bars_options_show_whole_or_are_read_whole_under_the_pointer(app, size):
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(GAME, 4, EVERY_OPTION, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app, 2)
    words = scene.session.options_words
    said = drawn_words(app)
    cut = scene.view.options_cut
    if cut is None:   # on one line, or on two broken between options (the sixth real-window round)
        assert words in said or words in {f"{a} {b}" for a, b in zip(said, said[1:])}, said
        return
    # each option whole or in the game's short form (the seventh round), never cut inside one
    whole = set(words.split(", ")) | set(scene.session.short_options_parts)
    assert any(w and set(w.removesuffix("…").rstrip(", ").split(", ")) <= whole for w in said), said
    assert not any(w.endswith("…") and not w.endswith(", …") and w != "…" and words.startswith(w[:3]) for w in said)
    assert app.screen.get_rect().contains(cut[0])
    post(pygame.MOUSEMOTION, pos=cut[0].center, rel=(1, 1), buttons=(0, 0, 0))
    step(app)
    assert table_bars.status_line(scene)[0] == f"Options: {words}."
    drawn = " ".join(drawn_words(app))
    for part in words.split(", "):
        assert part in drawn, f"{part!r} is not shown in the status bar at {size}"


def test_at_1920x1080_with_every_option_the_words_show_whole_on_two_lines(app):
    """The finding's own size: the words need more room than one line of the bar has
    there; since the sixth real-window round they take a second line, broken between two
    options, rather than being cut."""
    app.screen = pygame.display.set_mode((1920, 1080))
    scene = TableScene(app, Session.start(GAME, 4, EVERY_OPTION, [Seat("Ann"), Seat("Bob", "basic")]))
    app.switch(scene)
    step(app, 2)
    words = scene.session.options_words
    said = drawn_words(app)
    first = next(i for i, w in enumerate(said) if words.startswith(w) and w.endswith(","))
    assert f"{said[first]} {said[first + 1]}" == words
    assert scene.view.options_cut is None


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_the_top_bars_options_use_its_height_before_they_are_cut(size):
    """The sixth real-window round: The options line was cut ("Two games, Player 1 is Fate
    in game 1, 2 attacks a turn, …") even at 2560x1440, with the bar's height unused: they
    go on a second line, broken between whole parts, a little smaller, inside the bar and
    clear of its buttons."""
    table, words, lines, bar = top_bar_words(size, 100)
    assert " ".join(w for w, _, _ in lines) == words, lines
    assert len(lines) == 2
    buttons = table.view.top_buttons
    for _, px, rect in lines:
        assert bar.contains(rect) and rect.collidelist([b.rect for b in buttons]) < 0
        assert px >= round(max(13, int(15 * theme.ui_scale(size))) * table_bars.SMALLEST_OPTIONS_SHARE)
    assert table.view.options_cut is None
    table.leave()


def test_the_top_bars_options_with_no_room_are_said_short_and_read_whole_under_the_pointer():
    """The sixth real-window round: Where even two lines do not hold them (200% text in
    1024x700), the bar shows them in the game's short forms (since the seventh round: whole
    parts and "…" before), and the pointer on them reads them all in the status bar."""
    table, words, lines, _ = top_bar_words((1024, 700), 200)
    shown = " ".join(w for w, _, _ in lines)
    # the top bar leaves the options room in its short words (29 November): more of them show
    assert shown in ("Two games, 2 attacks", "Two games, Player 1 is Fate in game 1, 2 attacks"), shown
    assert table.view.options_cut is not None and table.view.options_cut[1] == f"Options: {words}."
    table.leave()


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 200),
                                             ((2560, 1440), 200)])
def test_the_top_bars_options_too_long_for_two_lines_are_said_in_short_forms_not_cut(size, text_size):
    """The seventh real-window round: "Two games, …" at 1920x1080 200%, room beside it:
    where two lines do not hold every option whole, the game's short forms take their
    places, the last options first, a part the table shows elsewhere ("Player 1 is Fate in
    game 1": each hand's label says who is Fate) or that changes no rule (the reading after
    the game) left out; nothing is cut, and the pointer on them reads them all."""
    table, words, lines, bar = top_bar_words(size, text_size)
    shown = " ".join(w for w, _, _ in lines)
    assert lines and "…" not in shown, shown
    assert shown.startswith("Two games") and ("2 attacks" in shown), shown
    assert all(bar.contains(r) for _, _, r in lines)
    cut = table.view.options_cut
    # since the cards stopped shrinking as the text grows (round 7, G2) the bars at 200% in the
    # larger windows are drawn smaller, and two lines may hold every option as it is
    assert cut is not None or (size != (1024, 700) and shown == words), (shown, words)
    assert cut is None or cut[1] == f"Options: {words}."
    table.leave()


def test_tempting_fates_short_options_name_every_rule_that_changes_play():
    """The seventh real-window round: The short forms keep every option that changes a rule
    (the match, the attacks, a shorter game) and leave out only who is Fate and the reading
    after the game."""
    from tarot_table.games import get_game
    from tarot_table.games.base import Seat
    fate = get_game("tempting-fate")
    seats = [Seat("Ann"), Seat("Bob")]
    options = {spec.key: spec.default for spec in fate.options} | {"match": "single", "attacks": "1",
                                                                   "discard_limit": "30"}
    parts = fate.seated_options_words(options, seats).split(", ")
    shorts = fate.short_options_parts(options, seats)
    assert len(shorts) == len(parts)
    assert [s for s in shorts if s] == ["1 game", "1 attack", "past 30 discards"]
