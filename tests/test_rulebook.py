"""The rules scene shows every game's rules.md as text to read: no Markdown marks
left on screen, emphasis in its own type, code blocks line by line."""
from __future__ import annotations

import pygame

from tarot_table.games import GAMES
from tarot_table.table import theme
from tarot_table.table.scenes import rulebook
from tarot_table.table.scenes.rulebook import RulesScene, _spans, parse_markdown
from tests.test_table import key, step


def test_italic_bold_and_code_marks_become_styles_and_are_not_shown():
    assert _spans("turn it off in Settings (*Reversed cards*), or **now**; run `tarot-table spreads`.") == [
        ("turn it off in Settings (", "plain"), ("Reversed cards", "italic"), ("), or ", "plain"),
        ("now", "bold"), ("; run ", "plain"), ("tarot-table spreads", "code"), (".", "plain")]


def test_a_lone_asterisk_is_left_as_written():
    assert _spans("5 * 3 and a * b") == [("5 * 3 and a * b", "plain")]


def test_a_fenced_block_keeps_its_lines_and_its_hash_signs():
    blocks = parse_markdown("Words.\n\n```toml\n# not a heading\n[spread]\n  x = 0   # centre\n```\nAfter.\n")
    assert blocks == [("para", "Words."), ("code", "# not a heading"), ("code", "[spread]"),
                      ("code", "  x = 0   # centre"), ("para", "After.")]


def test_no_game_shows_raw_markdown_marks_in_its_rules():
    for game in GAMES.values():
        for kind, words in parse_markdown(game.rules_text()):
            if kind == "code":
                continue
            shown = "".join(piece for piece, _ in _spans(words))
            assert "*" not in shown and "`" not in shown, (game.id, words)


def test_italic_words_are_drawn_in_the_italic_face(monkeypatch, app):
    asked = []
    real_font = theme.font
    monkeypatch.setattr(rulebook.theme, "font", lambda px, weight="Regular", family="sans":
                        asked.append(weight) or real_font(px, weight, family))
    surface = pygame.Surface((600, 200))
    rulebook.draw_rich(surface, "press *Fold away* to look", 0, 0, 600, 18)
    assert asked.count("It") == 2 and "Bold" not in asked


def test_every_games_rules_scene_scrolls_to_its_end_at_the_three_sizes(app):
    """Drawn at each size and paged through with the keys, without an error."""
    for size in ((1024, 700), (1920, 1080), (2560, 1440)):
        app.screen = pygame.display.set_mode(size)
        for game in GAMES.values():
            scene = RulesScene(app, game)
            app.switch(scene)
            step(app)
            key(app, pygame.K_END)
            step(app)
            at_end = scene.scroll
            assert at_end > 0, game.id          # every game's rules run past one page
            key(app, pygame.K_PAGEDOWN)
            step(app)
            assert scene.scroll == at_end, game.id   # and the end is the end
