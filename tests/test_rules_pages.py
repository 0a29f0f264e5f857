"""Issue 31, "Rules pages a player can read": every game's page opens with "How to play"
on one screen (the goal, a turn, how it ends), then the full rules, then the house
decisions last under their own heading; every term the game declares (terms.toml) is
explained, in bold, where it first appears."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import GAMES
from tarot_table.games.glossary import find_terms, term_of_zone
from tarot_table.table.markdown_blocks import parse_markdown
from tarot_table.table.scenes.rulebook import RulesScene, draw_block
from tarot_table.table import theme
from tests.helpers.table import step

# every game's options that change its page or its table's places
VARIANTS = {"tournament-of-queens": [{"words": "milder"}],
            "queens-of-fate": [{"rules": "reiser"}, {"artifacts": "on"}],
            "fools-journey": [{"reversals": "on", "friend": "on", "ace_up": "on-fool"}]}


def pages():
    for game in GAMES.values():
        for options in [{}] + VARIANTS.get(game.id, []):
            yield game, options


def headings(text: str) -> list[str]:
    return [block.text for block in parse_markdown(text) if block.kind == "h2"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_how_to_play_comes_first_and_the_house_decisions_last(game_id):
    for game, options in pages():
        if game.id != game_id:
            continue
        names = headings(game.rules_text(options))
        assert names[0] == "How to play", names
        assert names[-1] == "House decisions" and names.count("House decisions") == 1, names
        assert len(names) >= 4, names   # the full rules stand between, under their own headings
        text = game.rules_text(options)
        before = text[:text.index("## How to play")]
        assert "\n## " not in before.split("\n", 1)[-1]


def test_how_to_play_says_the_goal_a_turn_and_how_it_ends():
    for game in GAMES.values():
        blocks = parse_markdown(game.rules_text())
        start = next(i for i, b in enumerate(blocks) if b.text == "How to play")
        end = next(i for i, b in enumerate(blocks) if i > start and b.kind == "h2")
        words = " ".join(b.text for b in blocks[start:end]).lower()
        assert "turn" in words and "end" in words and ("win" in words or "complete" in words), game.id


def test_every_term_is_explained_in_bold_where_it_first_appears():
    """The first paragraph or item naming a term is the one that explains it (the term
    in bold there); a heading naming it first is explained by the words right under it.
    The page's title (the game's name) does not count."""
    unexplained = []
    for game, options in pages():
        terms = game.terms()
        assert terms, game.id
        blocks = [b for b in parse_markdown(game.rules_text(options)) if b.kind not in ("h1", "code")]
        for term in terms:
            first = next((i for i, b in enumerate(blocks) if term.pattern().search(b.text)), None)
            if first is not None and blocks[first].kind.startswith("h"):
                first += 1
            first = blocks[first] if first is not None else None
            bold = [piece for piece, style in first.spans if style == "bold"] if first else []
            if not any(term.pattern().search(piece) for piece in bold):
                unexplained.append((game.id, options, term.name, first.text if first else "never used"))
    assert not unexplained, "\n".join(map(str, unexplained))


def test_how_to_play_fits_one_screen_at_1024x700(app):
    """Drawn as the rules page draws it, opened from a table (its subtitle takes a line)."""
    app.screen = pygame.display.set_mode((1024, 700))
    s = theme.ui_scale((1024, 700))
    for game in GAMES.values():
        scene = RulesScene(app, game, playing="Base rules, Normal")
        app.switch(scene)
        step(app)
        blocks = scene.blocks
        start = next(i for i, b in enumerate(blocks) if b.text == "How to play")
        end = next(i for i, b in enumerate(blocks) if i > start and b.kind == "h2")
        page = pygame.Surface((scene.view_width, 4000), pygame.SRCALPHA)
        y = 0
        for block in blocks[:end]:
            y = draw_block(page, block, y, scene.view_width, s)
        assert y <= scene.view_height, (game.id, y, scene.view_height)


def test_every_labelled_place_on_every_table_has_a_line_saying_what_it_is():
    for game, options in pages():
        state = game.new(1, options)
        for spot in game.layout(state).spots:
            if spot.label:
                assert term_of_zone(game.terms(), spot.zone) is not None, (game.id, spot.zone, spot.label)


def test_the_longer_term_is_found_before_a_shorter_one_inside_it():
    lucky = GAMES["lucky-you"]
    found = [(hit[2].name) for hit in find_terms("Draw from your wild pack, then your game pack.", lucky.terms())]
    assert found == ["wild pack", "game pack"]
