"""The play-tester's findings left open in docs/playtest-32.md's eighth and ninth
real-window rounds, answered (28 November), driven as a player drives them."""
import unicodedata

import pytest

from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position, step
from tests.helpers.tournament import GAME, bot_position, seats


def _fraction_glyphs(words: str) -> list[str]:
    return [letter for letter in words if unicodedata.decomposition(letter).startswith("<fraction>")]


def _is_votes(words: str) -> bool:
    return bool(words) and all(letter.isdigit() or letter in "/\u00a0" or _fraction_glyphs(letter) for letter in words)


def _position_with_a_share_of_a_vote(players: int):
    for moves in range(6, 60):
        state = bot_position(players, moves)
        if any(votes.denominator > 1 for votes in GAME.standing(state)):
            return state
    raise AssertionError("no deal of seed 5 gave a contestant a share of a vote")


@pytest.mark.parametrize("size, text_size", [((2560, 1440), 100), ((1920, 1080), 100), ((1024, 700), 200),
                                             ((2560, 1440), 200)])
def test_a_share_of_a_vote_on_the_table_is_written_in_digits_a_player_can_read(size, text_size, monkeypatch):
    """Eighth round, finding 4: at 2560x1440 with 100% text Tournament of Queens'
    "⅙" under a contestant read as "%": a one-glyph fraction's digits are under half
    the line's (5 px high in 15 px labels). Set under ``FRACTION_GLYPH_SMALLEST_PX``,
    the table writes its numbers ("Esme: 1/3", "Coco: 1 1/3"); every share of a vote
    drawn on the table is a glyph only where it is set that large."""
    app = picture_app(size, text_size)
    drawn: list[tuple[str, int, object]] = []
    text = theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = text(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, px, rect))
        return rect

    monkeypatch.setattr(theme, "text", recorded)
    state = _position_with_a_share_of_a_vote(6)
    scene = open_position(app, GAME, state, seats(6))
    try:
        step(app)
        drawn.clear()
        draw_whole(app)
        table_area = scene.frame(size)["table"]
        titles = [(words, px) for words, px, rect in drawn if table_area.colliderect(rect)
                  and ": " in words and _is_votes(words.rpartition(": ")[2])]
        assert len(titles) == 6, titles
        small = [(words, px) for words, px in titles if px < theme.FRACTION_GLYPH_SMALLEST_PX]
        assert all(not _fraction_glyphs(words) for words, _ in small), small
        shares = [words for words, _ in titles if "/" in words or _fraction_glyphs(words)]
        assert shares, titles
    finally:
        scene.leave()


def test_a_fraction_glyph_is_written_as_its_numbers_only_where_the_type_is_small():
    assert theme.legible_fractions("Esme: ⅙", 15) == "Esme: 1/6"
    assert theme.legible_fractions("▶ Coco: 1⅓", 15) == "▶ Coco: 1\u00a01/3"
    assert theme.legible_fractions("Coco: 1⅓", theme.FRACTION_GLYPH_SMALLEST_PX) == "Coco: 1⅓"
    assert theme.legible_fractions("Judge 7: 2 votes", 13) == "Judge 7: 2 votes"


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [150, 200])
def test_lucky_yous_name_row_keeps_its_letters_clear_of_the_lit_edge_round_the_piles(size, text_size, monkeypatch):
    """Ninth round, finding 4: in Lucky You!'s lesson at 1024x700, 200%, "Player 1 · Start"
    lay on the gold edge lit round the piles, its descenders cut (the edge stands 4 px out
    from the piles, the name centred in a row 0.42 card widths tall). The lesson's first
    step as the screenshot tool builds it: the name's letters (to its lowest descender)
    end above the lit edge."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    game = get_game("lucky-you")
    app = picture_app(size, text_size)
    drawn: list[tuple[str, int, object]] = []
    text = theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = text(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, px, rect, args[1] if len(args) > 1 else kwargs.get("weight", "Regular")))
        return rect

    monkeypatch.setattr(theme, "text", recorded)
    scene = build_scene(app, "game", game, 1, game.check_options({}), 0, "learn", 2)
    app.switch(scene)
    step(app)
    try:
        drawn.clear()
        draw_whole(app)
        pack = scene.geometry.spot_rect(next(s for s in scene.geometry.layout.spots if s.zone == "pack0"))
        names = [(px, rect, weight) for words, px, rect, weight in drawn if words.startswith("Player 1")]
        assert names, [words for words, *_ in drawn]
        px, rect, weight = names[0]
        top, height = theme.ink_band(px, weight)
        assert rect.y + top + height - 1 <= pack.top - 4, (rect, top, height, pack)
    finally:
        scene.leave()


def test_a_blow_to_the_fool_says_it_takes_vitality_rather_than_that_the_foe_costs_him_a_price():
    """"Strength costs the Fool 8" read as a price the Fool paid for Strength: the
    story says what the blow takes, and from whom."""
    from tarot_table.games.fools_journey.rules import blow_words
    assert blow_words("Strength", 8, 25, 17) == "Strength takes 8 Vitality from the Fool: 25 → 17."
    assert blow_words("Death", 13, 5, -8) == "Death takes 13 Vitality from the Fool, 8 more than his 5: it is spent."
