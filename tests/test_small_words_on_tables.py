"""Issue 32, the second real-window round of 27 November, findings 3 and 14: words on
the tables. Tempting Fate's "Discards" and "Bank · 0 out" ran together
("DiscardsBank · 0 out"); Queens of Fate's "Awakened" stood beside its
slot, not under it, and under Reiser's rules the Pentacles court read "Court" alone."""
import pytest

from tarot_table.games import get_game
from tarot_table.screenshot import build_scene
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole
from tests.helpers.tournament import Drawn
from tarot_table.games.base import Seat
from tests.helpers import tempting
from tests.helpers.table import at_text_size, open_position, step
from tests.helpers.tournament import drawn_marks

SIZES = ((1024, 700), (1920, 1080), (2560, 1440))
LABEL_GAP = 6   # as test_200_percent_small_window.py: closer, two labels read as one


def table_at(size, text_size, game_id, options=None, moves=0):
    app = picture_app(size, text_size)
    game = get_game(game_id)
    scene = build_scene(app, "game", game, 3, game.check_options(options or {}), moves, "table", None)
    app.switch(scene)
    return app, scene


def label_of(drawn: Drawn, words: str):
    return next(rect for kind, said, rect in drawn.items if kind == "label" and said == words)


@pytest.mark.parametrize("text_size", [100, 150, 200])
@pytest.mark.parametrize("size", SIZES)
def test_tempting_fate_s_discards_and_bank_labels_keep_apart(size, text_size, monkeypatch):
    """"DiscardsBank · 0 out": both are said whole, LABEL_GAP or more apart."""
    drawn = Drawn(monkeypatch)
    app, scene = table_at(size, text_size, "tempting-fate", moves=4)
    try:
        draw_whole(app)
        discards = scene.geometry.spot_rect(scene.geometry.layout.spot("fate_discard"))
        fates = [rect for kind, said, rect in drawn.items
                 if said == "Discards" and abs(rect.centerx - discards.centerx) < 2]
        bank = label_of(drawn, "Bank · 0 out")
        assert len(fates) == 1 and fates[0].right + LABEL_GAP <= bank.left, (fates, bank)
    finally:
        scene.leave()


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_awakened_label_stands_under_its_slot(size, text_size, monkeypatch):
    """Its label was set in the middle of the room the awakened fan may take, beside the
    lone slot: it is centred under the cards there are, as far as its box lets it (in its
    middle half where the words are wider than the card)."""
    drawn = Drawn(monkeypatch)
    app, scene = table_at(size, text_size, "queens-of-fate")
    try:
        draw_whole(app)
        slot = scene.geometry.spot_rect(scene.geometry.layout.spot("revealed"))
        label = label_of(drawn, "Awakened")
        assert slot.left + slot.width // 4 <= label.centerx <= slot.right - slot.width // 4, (label, slot)
    finally:
        scene.leave()


@pytest.mark.parametrize("size, text_size", [(size, 100) for size in SIZES] + [(size, 200) for size in SIZES[1:]])
def test_reiser_s_court_labels_name_their_suit(size, text_size, monkeypatch):
    """Under Reiser's rules the Pentacles court, too wide for its column at 200%, read
    "Court": every court's label names its suit, whole or as "Pent. court"."""
    drawn = Drawn(monkeypatch)
    app, scene = table_at(size, text_size, "queens-of-fate", {"rules": "reiser"})
    try:
        draw_whole(app)
        said = {words for kind, words, _ in drawn.items if kind == "label"}
        assert "Court" not in said
        assert "Pentacles court" in said or "Pent. court" in said
        for suit in ("Wands", "Cups", "Swords"):
            assert f"{suit} court" in said, (suit, sorted(said))
    finally:
        scene.leave()


@pytest.mark.parametrize("text_size", [150, 175, 200])
def test_tempting_fate_s_options_after_its_title_are_never_a_fragment(text_size, monkeypatch):
    """Issue 32, finding 3 (rest): at 150-200% text in 1024x700 the words after Tempting
    Fate's title read "Two gam…". They show whole options only, or "…" alone where not
    even the first fits; the pointer on them reads them whole in the status bar."""
    from tarot_table.table.scenes import table_bars
    from tests.helpers.table import post, step
    import pygame
    said = []
    real = table_bars.theme.text
    monkeypatch.setattr(table_bars.theme, "text", lambda surface, words, *a, **k:
                        said.append(str(words)) or real(surface, words, *a, **k))
    app, scene = table_at((1024, 700), text_size, "tempting-fate")
    try:
        draw_whole(app)
        words = scene.session.options_words
        cut = scene.view.options_cut
        assert cut is not None                       # the room is too short for them all
        # whole options, or the game's short forms (the seventh round), or "…" alone
        parts = set(words.split(", ")) | set(scene.session.short_options_parts)
        assert any(w == "…" or (w and set(w.removesuffix("…").rstrip(", ").split(", ")) <= parts) for w in said)
        assert not any(w != "…" and w.endswith("…") and not w.endswith(", …") and words.startswith(w[:3])
                       for w in said)                # no option cut inside ("Two gam…")
        post(pygame.MOUSEMOTION, pos=cut[0].center, rel=(1, 1), buttons=(0, 0, 0))
        step(app)
        assert table_bars.status_line(scene)[0] == f"Options: {words}."
    finally:
        scene.leave()


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("seats", [("Ann", "basic"), ("Ann", None)])
def test_tempting_fates_token_mark_is_never_cut(tester_app, monkeypatch, text_size, seats):
    """The fourth real-window round, finding 1: The token mark read "3 tok…" (at 100% for a
    network joiner, at 200% at one screen): it says the count and what is counted whole,
    with a bot or a person as Fate."""
    at_text_size(tester_app, text_size)
    star, z = tempting.z("star"), tempting.z
    state = tempting.table(fate_hand=[z("circle"), z("cross")], querent_hand=[tempting.m("cups", "two")],
                           turn="querent", tokens={star: 3, z("waves", 2): 1},
                           path1=[z("square"), "^" + star], path2=["^" + z("waves", 2)])
    open_position(tester_app, tempting.GAME, state, [Seat(*seats), Seat("Bob")])
    step(tester_app)
    assert "3 tokens" in drawn_marks(tester_app, monkeypatch)
