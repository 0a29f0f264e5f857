"""The rules scene shows every game's rules.md as text to read: no Markdown marks
left on screen, emphasis in its own type, code blocks line by line."""
from __future__ import annotations

import pygame

from tarot_table.games import GAMES
from tarot_table.table import theme
from tarot_table.table.scenes import rulebook
from tarot_table.table.markdown_blocks import parse_markdown
from tarot_table.table.scenes.rulebook import RulesScene
from tests.helpers.table import key, step


def spans_of(words: str):
    [block] = parse_markdown(words)
    return block.spans


def test_italic_bold_and_code_marks_become_styles_and_are_not_shown():
    assert spans_of("turn it off in Settings (*Reversed cards*), or **now**; run `tarot-table spreads`.") == [
        ("turn it off in Settings (", "plain"), ("Reversed cards", "italic"), ("), or ", "plain"),
        ("now", "bold"), ("; run ", "plain"), ("tarot-table spreads", "code"), (".", "plain")]


def test_a_lone_asterisk_is_left_as_written():
    assert spans_of("5 * 3 and a * b") == [("5 * 3 and a * b", "plain")]


def test_a_fenced_block_keeps_its_lines_and_its_hash_signs():
    blocks = parse_markdown("Words.\n\n```toml\n# not a heading\n[spread]\n  x = 0   # centre\n```\nAfter.\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("para", "Words."), ("code", "# not a heading"), ("code", "[spread]"),
        ("code", "  x = 0   # centre"), ("para", "After.")]


def test_nested_lists_keep_their_depth_and_numbers():
    """Issue 29: nested lists came out flat."""
    blocks = parse_markdown("- Endure:\n  - Equal: both go.\n  - Smaller: the Fool pays.\n"
                            "- Then **more**\n\n3. third\n4. fourth\n   1. inner\n")
    assert [(b.kind, b.depth, b.marker, b.text) for b in blocks] == [
        ("item", 1, "", "Endure:"), ("item", 2, "", "Equal: both go."), ("item", 2, "", "Smaller: the Fool pays."),
        ("item", 1, "", "Then more"), ("item", 1, "3.", "third"), ("item", 1, "4.", "fourth"),
        ("item", 2, "1.", "inner")]


def test_no_game_shows_raw_markdown_marks_in_its_rules():
    for game in GAMES.values():
        for block in parse_markdown(game.rules_text()):
            if block.kind == "code":
                continue
            assert "**" not in block.text and "`" not in block.text, (game.id, block.text)


def test_a_code_word_stands_on_the_line_of_the_words_around_it(app):
    """Issue 29: inline button names were drawn as tiny raised text. A code run is drawn
    in the body's size with its baseline on the plain words' baseline."""
    drawn = []
    surface = pygame.Surface((600, 100))
    real_blit = pygame.Surface.blit
    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            drawn.append((source.get_height(), dest[1]))
            return real_blit(self, source, dest, *args, **kwargs)
    surface = Recording((600, 100), pygame.SRCALPHA)
    rulebook.draw_rich(surface, spans_of("press `Endure` now"), 0, 0, 600, 18)
    plain, code = theme.font(18), theme.font(18, "Semibold")
    tops = [top for _, top in drawn]
    assert tops[1] == plain.get_ascent() - code.get_ascent() and tops[0] == tops[2] == 0
    assert abs(code.get_height() - plain.get_height()) <= 3


def test_italic_words_are_drawn_in_the_italic_face(monkeypatch, app):
    asked = []
    real_font = theme.font
    monkeypatch.setattr(rulebook.theme, "font", lambda px, weight="Regular", family="sans":
                        asked.append(weight) or real_font(px, weight, family))
    surface = pygame.Surface((600, 200))
    rulebook.draw_rich(surface, spans_of("press *Fold away* to look"), 0, 0, 600, 18)
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


def test_punctuation_after_a_bold_word_never_starts_a_line(app):
    """Seen at 1920x1080 beside the table: "attributes" ended a line and its colon began
    the next. A bold word and what is glued to it break as one."""
    spans = spans_of("wear a small card as one of your four **attributes**: Cups are it")
    surface = pygame.Surface((400, 200), pygame.SRCALPHA)
    f = theme.font(18)
    words_before = "wear a small card as one of your four "
    width = f.size(words_before)[0] + theme.font(18, "Bold").size("attributes")[0] + 2   # room for the word, not its colon
    placed = []
    real_blit = pygame.Surface.blit

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):
            placed.append(dest)
            return real_blit(self, source, dest, *args, **kwargs)
    rulebook.draw_rich(Recording((400, 200), pygame.SRCALPHA), spans, 0, 0, width, 18)
    runs = [word for word, _, _ in rulebook._runs(spans)]
    bold_at, colon_at = placed[runs.index("attributes")], placed[runs.index(":")]
    assert colon_at[1] == bold_at[1] and bold_at[0] == 0   # the word went down with its colon
