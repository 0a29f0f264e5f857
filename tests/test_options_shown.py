"""The rule set and options a game is played with are shown: after the title in the
table's top bar, on the rules page opened from the table, and in the Continue entry.
Queens of Fate's Artifacts were shown nowhere (play-test)."""
from __future__ import annotations

import pygame

from tarot_table import saves
from tarot_table.games import GAMES, get_game
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import key, step
from tests.helpers.rules_text import REAL_TEXT, record_drawn

QUEENS = get_game("queens-of-fate")


def test_house_decision_17_queens_names_its_rule_set_and_whether_artifacts_are_on():
    assert QUEENS.options_words({"rules": "original", "artifacts": "on"}) == "Original rules, Artifacts on"
    assert QUEENS.options_words({"rules": "original", "artifacts": "off"}) == "Original rules, Artifacts off"
    assert QUEENS.options_words({"rules": "reiser", "artifacts": "on"}) == "Reiser's rules"


def test_every_game_with_options_describes_them_and_each_choice_changes_the_words():
    for game in GAMES.values():
        shown = [spec for spec in game.options if not spec.hidden and spec.choices]
        if not shown:
            assert game.options_words(game.check_options({})) == ""
            continue
        base = game.check_options({})
        words = game.options_words(base)
        assert words, game.id
        for spec in shown:
            for choice in spec.choices:
                other = dict(base, **{spec.key: choice})
                if choice != base[spec.key]:
                    assert game.options_words(other) != words, (game.id, spec.key, choice)


def table_texts(app, options, size=(1024, 700), monkeypatch=None):
    """A Queens of Fate table drawn once; the words drawn, if ``monkeypatch`` is given."""
    app.screen = pygame.display.set_mode(size)
    scene = TableScene(app, Session.start(QUEENS, 3, options))
    app.switch(scene)
    drawn = record_drawn(monkeypatch) if monkeypatch else []
    step(app)
    if monkeypatch:
        monkeypatch.setattr(theme, "text", REAL_TEXT)
    return scene, drawn


def test_the_top_bar_shows_the_options_after_the_title_clear_of_the_buttons(app, monkeypatch):
    for size in ((1024, 700), (1920, 1080), (2560, 1440)):
        scene, drawn = table_texts(app, {"artifacts": "on"}, size, monkeypatch)
        title = next(rect for words, rect in drawn if words == "Queens of Fate")
        first = next(i for i, (w, _) in enumerate(drawn) if w.startswith("Original rules"))
        # whole, on one line or (the top bar's "Same deal again" leaves less room at 1024x700) two
        lines = drawn[first:first + 1] if drawn[first][0] == "Original rules, Artifacts on" else drawn[first:first + 2]
        assert " ".join(w for w, _ in lines) == "Original rules, Artifacts on", size
        for _, rect in lines:
            assert rect.left > title.right and rect.right < scene.bar_buttons[0].rect.left
            assert scene.frame(size)["top"].contains(rect)


def test_the_rules_page_opened_from_the_table_names_the_options_in_play(app):
    scene, _ = table_texts(app, {"artifacts": "on"})
    key(app, pygame.K_r)
    assert isinstance(app.scene, RulesScene)
    assert app.scene.playing == "Original rules, Artifacts on"


def continue_texts(app, monkeypatch) -> list[str]:
    """The words the menu drew, its Continue list included."""
    from tarot_table.table.scenes.menu import MenuScene
    app.switch(MenuScene(app))
    drawn = record_drawn(monkeypatch)
    step(app, 2)
    monkeypatch.setattr(theme, "text", REAL_TEXT)
    return [words for words, _ in drawn]


def test_the_continue_entry_names_the_options_on_a_line_of_its_own(app, monkeypatch):
    for size in ((1024, 700), (1920, 1080), (2560, 1440)):
        scene, _ = table_texts(app, {"artifacts": "on"}, size)
        scene.session.elapsed = 31.0   # looked at a while: its row has no note of a deal left at once
        scene.keeper.autosave()
        info = next(i for i in saves.list_saves() if i.game == "queens-of-fate")
        assert info.options_words == "Original rules, Artifacts on"
        drawn = continue_texts(app, monkeypatch)
        assert "Original rules, Artifacts on" in drawn, size
        if size[0] > 1024:
            assert row_detail(info) in drawn, size   # the deal, the date, the time played and the moves whole
        else:   # narrow: the deal, then the date, go before the time played and the moves are cut
            assert any(line.endswith("no move yet") for line in drawn), size


def test_an_older_save_without_the_words_still_lists(app):
    scene, _ = table_texts(app, {})
    scene.session.elapsed = 31.0
    scene.keeper.autosave()
    info = next(i for i in saves.list_saves() if i.game == "queens-of-fate")
    info.options_words = ""
    assert row_detail(info).startswith("Deal 3")
