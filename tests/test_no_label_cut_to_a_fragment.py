"""Issue 32, finding 3 (rest): at 200% text a tester saw labels cut to fragments that
cannot be read ("Bart…", "Anet.:…", "P… Ta… LuckBi…", "Draw Di…", "Res. St…"). Every
game's table in the smallest review window (1024x700, where room is shortest), at the
deal and 30 moves on, Tournament of Queens and Lucky You! at two to six seats: whatever
words are cut keep at least MIN_LETTERS letters before the "…" (a lone "…" stands for
whole options given way, as the top bar's)."""
import pytest

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole
from tests.helpers.tournament import Drawn

MIN_LETTERS = 4
TABLES = [("queens-of-fate", None), ("fools-journey", None), ("tempting-fate", None), ("reading", None)]
TABLES += [("tournament-of-queens", n) for n in range(2, 7)] + [("lucky-you", n) for n in range(2, 7)]


def fragments(words: str) -> list[str]:
    """The words cut short in a line: each ending in "…" after fewer than MIN_LETTERS letters."""
    return [word for word in words.split() if word.endswith("…") and word != "…"
            and sum(ch.isalnum() for ch in word) < MIN_LETTERS]


def test_fragments_are_found():
    assert fragments("P… Ta… LuckBi…") == ["P…", "Ta…"]
    assert fragments("Res. St…") == ["St…"] and fragments("Two games, …") == []


@pytest.mark.parametrize("game_id,players", TABLES)
def test_no_label_is_cut_to_a_fragment_at_200_percent(game_id, players, monkeypatch):
    drawn = Drawn(monkeypatch)
    game = get_game(game_id)
    app = picture_app((1024, 700), 200)
    for moves in (0, 30):
        scene = build_scene(app, "game", game, 1, game.check_options({}), moves, "table", players)
        app.switch(scene)
        try:
            drawn.items.clear()
            draw_whole(app)
            cut = [words for _, words, _ in drawn.items if fragments(words)]
            assert cut == [], moves
        finally:
            scene.leave()
