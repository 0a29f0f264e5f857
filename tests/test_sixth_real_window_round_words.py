"""The sixth real-window round of 27 November (docs/playtest-32.md, its last section):
words cut short with room beside them. Measured with the app's own fonts, as drawn."""
from __future__ import annotations

import pygame
import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.net.held_seats import HeldSeat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import continue_list, menu, table_bars
from tests.helpers.table import step
from tests.helpers.words import cut_after_a_word, drawn_words, top_bar_words


def test_menu_tiles_at_200_in_1024x700_take_the_free_width_and_cut_only_after_a_word(monkeypatch):
    """"Find the four Queens be…" at 200% in 1024x700, some ninety pixels of felt between
    the tiles and Continue: the tiles widen into that room, a caption still too long is
    cut after a whole word, and the whole of it shows under the pointer."""
    size = (1024, 700)
    app = picture_app(size, 200)
    scene = menu.MenuScene(app)
    app.switch(scene)
    drawn = drawn_words(monkeypatch, menu, lambda: (app.request_redraw(), step(app)))
    s = theme.ui_scale_at_most(size, menu.MENU_MOST)
    tiles = [b.rect for b in scene.buttons if b.label in scene.title_tops]
    continue_left = int(size[0] * 0.64)
    assert continue_left - max(t.right for t in tiles) <= int(40 * s), "the felt beside the tiles is used"
    assert not any(a.colliderect(b) for i, a in enumerate(tiles) for b in tiles[i + 1:])
    for entry in menu.GAMES.entries():
        whole = menu.tile_caption(entry)
        tile = next(b.rect for b in scene.buttons if b.label == entry.title)
        line = " ".join(w for w, _, r in drawn if tile.contains(r) and r.top > scene.title_tops[entry.title]
                        and w not in ("Learn", entry.title))   # on two lines since the seventh round
        assert cut_after_a_word(line, whole), (line, whole)
        if line != whole:
            assert scene.cut_words[entry.title] == whole   # read whole under the pointer
    scene.leave()


def test_a_hosted_tables_continue_row_at_100_in_1024x700_names_its_game_whole(monkeypatch):
    """"Tournament of Queens (network…" at 100%: the title's size had hit the smallest
    readable one, which was still over the least the row allows, so the cut title was
    kept. It leaves out "(network table)" (its detail line says "Hosted here: table ...")
    and shows the game's whole name; the rules line under it is cut only after a word."""
    session = Session.start(get_game("tournament-of-queens"), 77, {})
    saves.save(session)
    info = next(i for i in saves.list_saves() if i.slot == session.slot)
    info.hosted = HeldSeat("127.0.0.1:9", "UXLGAV", 1, "t" * 20, "tournament-of-queens", hosted=True)
    other = Session.start(get_game("tempting-fate"), 5, {})
    saves.save(other)
    long_rules = next(i for i in saves.list_saves() if i.slot == other.slot)
    app = picture_app((1024, 700), 100)
    scene = menu.MenuScene(app)
    app.switch(scene)
    scene.continue_list.saves = [info, long_rules]
    drawn = drawn_words(monkeypatch, continue_list, lambda: (app.request_redraw(), step(app)))
    titles = {w for w, _, _ in drawn if w.startswith("Tournament of Queens")}
    assert titles == {"Tournament of Queens"}, titles
    assert any("Hosted here: table UXLGAV" in w or "Hosted: UXLGAV" in w for w, _, _ in drawn)
    rules = next(w for w, _, _ in drawn if w.startswith("Two games"))
    assert cut_after_a_word(rules, other.options_words), rules
    scene.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_the_top_bars_options_use_its_height_before_they_are_cut(size, monkeypatch):
    """The options line was cut ("Two games, Player 1 is Fate in game 1, 2 attacks a turn, …")
    even at 2560x1440, with the bar's height unused: they go on a second line, broken
    between whole parts, a little smaller, inside the bar and clear of its buttons."""
    table, words, lines, bar = top_bar_words(size, 100, monkeypatch)
    assert " ".join(w for w, _, _ in lines) == words, lines
    assert len(lines) == 2
    buttons = table.view.top_buttons
    for _, px, rect in lines:
        assert bar.contains(rect) and rect.collidelist([b.rect for b in buttons]) < 0
        assert px >= round(max(13, int(15 * theme.ui_scale(size))) * table_bars.SMALLEST_OPTIONS_SHARE)
    assert table.view.options_cut is None
    table.leave()


def test_the_top_bars_options_with_no_room_are_said_short_and_read_whole_under_the_pointer(monkeypatch):
    """Where even two lines do not hold them (200% text in 1024x700), the bar shows them
    in the game's short forms (since the seventh round: whole parts and "…" before), and
    the pointer on them reads them all in the status bar."""
    table, words, lines, _ = top_bar_words((1024, 700), 200, monkeypatch)
    assert " ".join(w for w, _, _ in lines) == "Two games, 2 attacks"
    assert table.view.options_cut is not None and table.view.options_cut[1] == f"Options: {words}."
    table.leave()


def test_a_hint_for_fate_names_the_card_to_lay_and_its_path(app):
    """Tempting Fate's hint for Fate read "Hint: Lay it on path 1", the card only lit on
    the table. Clicked as a person would, the hint now names the card in Fate's hand and
    the path ("Path 1" is the place's label on the table)."""
    from tarot_table.cards import english_name
    from tarot_table.games.base import Seat
    from tests.helpers.table import click, open_position, play_until
    from tests.helpers.tempting import GAME, table, z
    state = table(fate_hand=[z("star"), z("circle")], path1=[z("square")], path2=[z("cross", i) for i in range(1, 3)])
    scene = open_position(app, GAME, state, [Seat("Ann"), Seat("Bob", "basic")])
    assert scene.seat_to_act() == state.data["roles"]["fate"] == 0
    click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
    assert play_until(app, lambda: scene.hint is not None)
    action = scene.hint[0]
    assert action.kind == "place" and action.card in (z("star"), z("circle"))
    assert scene.message[0] == f"Hint: Lay the {english_name(action.card)} from your hand on path {action.to[-1]}"


@pytest.mark.parametrize("size, text_size", [((1024, 700), 200), ((1920, 1080), 100)])
def test_statistics_say_which_name_the_table_gave_the_person_counted_as_you(size, text_size, monkeypatch):
    """The new-game page's box had shown "Champion" (Queens of Fate's own name for its
    seat) and Statistics said "You". Kept as "You" (one person's results stay one row
    whatever each game calls its first seat: docs/games.md), the line under the rows now
    says the name the table gave them; a person who gave a name is called by it."""
    from tarot_table import statistics
    from tarot_table.table.scenes import stats
    assert statistics.record_result("queens-of-fate", {}, True, 100.0, False, "") == ""
    assert statistics.record_result("lucky-you", {}, False, 90.0, False, "Ann") == ""
    app = picture_app(size, text_size)
    scene = stats.StatsScene(app)
    app.switch(scene)
    rows = {"queens-of-fate": "played by you, with no name given (\u201cChampion\u201d at its table)",
            "lucky-you": "played by Ann"}
    for game_id, said in rows.items():
        scene.selected = next(key for key in scene.records if key.startswith(game_id))
        drawn = drawn_words(monkeypatch, stats, lambda: (app.request_redraw(), step(app)))
        assert said in " ".join(w for w, _, _ in drawn), said
    scene.leave()



LUCKY_LABELS = ("Game pack", "Wild", "Discards")


def lucky_words(size, text_size, monkeypatch, players=3):
    """Lucky You!'s places' labels and seat lines as one whole frame draws them: the
    table's card width, each label's size, the seat lines' sizes, and the labels' and
    cards' rectangles; 10 moves from the deal."""
    from tarot_table.games import get_game
    from tarot_table.screenshot import build_scene
    from tests.helpers.table import draw_whole
    from tests.helpers.tournament import Drawn
    game = get_game("lucky-you")
    drawn = Drawn(monkeypatch)
    sizes = []
    recording = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, pos, px, *a, **k:
                        sizes.append((str(words), px)) or recording(surface, words, pos, px, *a, **k))
    app = picture_app(size, text_size)
    scene = build_scene(app, "game", game, 3, game.check_options({}), 10, "table", players)
    app.switch(scene)
    try:
        drawn.items.clear()
        draw_whole(app)
        cards = [scene.card_rect(placed.card) for _, _, placed, _ in scene.visible_cards()]
        labels = {words: px for words, px in sizes if words in LUCKY_LABELS}
        people = {seat.name for seat in scene.session.state.seats}
        names = [px for words, px in sizes if words.split(" · ")[0] in people and " · " in words]
        placed = [(words, rect) for kind, words, rect in drawn.items if kind == "label" and words in LUCKY_LABELS]
        return scene.geometry.card_width, labels, names, placed, cards
    finally:
        scene.leave()
        monkeypatch.undo()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
def test_lucky_yous_labels_grow_with_the_text_size_into_the_room_left_for_them(size, monkeypatch):
    """Lucky You!'s labels at 200% "barely grow": they stopped at 0.22 of a card's width,
    the room every table leaves, while this one leaves more under its piles and in each
    seat's name row. At 200% they are now set larger than that (and a fifth larger at
    least than at 100% in the same window, where the smallest readable size already
    held them up), the seat names with them; every label whole, none over another or
    under a card."""
    _, labels_100, names_100, _, _ = lucky_words(size, 100, monkeypatch)
    width, labels_200, names_200, placed, cards = lucky_words(size, 200, monkeypatch)
    for words in LUCKY_LABELS:
        assert labels_200[words] > theme.TABLE_WORDS_MOST * width + 1, (words, labels_200[words], width)
        assert labels_200[words] >= 1.2 * labels_100[words], (words, labels_100[words], labels_200[words])
    assert names_200 and min(names_200) >= 1.2 * max(names_100), (names_100, names_200)
    assert sorted(words for words, _ in placed) == sorted(LUCKY_LABELS * 3)   # whole: none cut
    for i, (words, rect) in enumerate(placed):
        assert rect.collidelist(cards) < 0, (words, rect)
        assert not any(rect.colliderect(other) for _, other in placed[i + 1:]), words
