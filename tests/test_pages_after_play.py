"""Issue 32's last real-window play-test, the pages around a game: after the end of a
Tournament of Queens (finding 8), Statistics (findings 3 and 10) and Continue (finding 11)."""
import pygame
import pytest

from tarot_table import saves, statistics
from tarot_table.coaching import situations
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.coach_note import Coaching
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.stats import StatsScene, _title
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.table import record_text, step

TOURNAMENT = get_game("tournament-of-queens")


def played_to_the_end(app):
    """A Tournament of Queens between a person and a bot played out, the person's moves
    made by the strong bot; a coaching note on turns shows before every move."""
    scene = TableScene(app, Session.start(TOURNAMENT, 5, {}, [Seat("Anette", None), Seat("Anemone", "quick")]))
    app.switch(scene)
    step(app)
    scene.coaching = Coaching(situations(TOURNAMENT), set(), TOURNAMENT.id)
    for _ in range(500):
        seat = TOURNAMENT.current_seat(scene.session.state)
        if seat is None:
            break
        scene.coaching.note = scene.coaching.found[0]   # "Your card is drawn for you. Play one..."
        scene.perform(scene.bot_move(scene.session.state.seats[seat].bot or TOURNAMENT.strong_bot, seat))
    assert TOURNAMENT.outcome(scene.session.state) is not None
    return scene


def test_after_the_end_autoplay_is_off_and_not_offered_and_no_note_speaks_of_turns(app):
    scene = played_to_the_end(app)
    scene.panel_hidden = True   # "Look at the table"
    step(app, 3)
    assert scene.coaching.note is None
    autoplay = next(b for b in scene.bar_buttons if b.label in ("Autoplay", "Stop autoplay"))
    assert autoplay.label == "Autoplay" and not autoplay.enabled
    scene.toggle_autoplay()   # a key or a click that reaches it anyway
    assert not scene.autoplay
    assert "game is over" in scene.message[0]


# ---- Statistics ---------------------------------------------------------------------------------
NAMES = ["Anette", "Anemone", "Bartholomew Longname", "Coco", "Esmeralda Featherstonehaugh"]
GAMES = ["tournament-of-queens", "queens-of-fate", "fools-journey", "tempting-fate", "lucky-you"]


def many_results() -> None:
    for game_id in GAMES:
        for name in NAMES:
            statistics.record_result(game_id, get_game(game_id).check_options({}), True, 600, False, name)


@pytest.fixture(params=[(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


def drawn_rows(app) -> list[pygame.Rect]:
    scene = StatsScene(app)
    app.switch(scene)
    step(app, 2)
    return [b.rect for b in scene.buttons if b.label in scene.records]


def test_the_list_of_everyone_uses_the_height_of_the_page(sized_app):
    """At 2560x1440 only 4 rows showed under Everyone with half the page below them; the
    rows now run down to the room the chart (at its least) and the buttons leave."""
    many_results()
    rows = drawn_rows(sized_app)
    w, h = sized_app.screen.get_size()
    s = theme.ui_scale((w, h))
    assert len(rows) >= 6
    assert h - rows[-1].bottom < int((84 + 48 + 150 + 2 * 44 + 30) * s)   # no room for two more rows is left unused


def test_the_player_column_shows_whole_names_where_the_page_has_room(sized_app, monkeypatch):
    many_results()
    written = record_text(monkeypatch)
    drawn_rows(sized_app)
    cut = [words for words in written if words.endswith("…") and words[:4] in ("Bart", "Esme")]
    assert cut == [], cut   # the Player column was 120 px at the design size, whatever the names


def test_assisted_games_keep_their_time_and_the_rules_are_named_one_way(app, monkeypatch):
    """An assisted game showed "0s" for its time; a row said "the usual rules" while its
    detail said "Words: As written". Its time is told in the row's details (since 29
    November Time is that of the games played alone, as Played is: "-" here)."""
    statistics.record_result("tournament-of-queens", {"words": "as-written"}, True, 421, True, "Anette")
    written = record_text(monkeypatch)
    drawn_rows(app)
    assert any(words.endswith("Time of the games helped: 7m 01s") for words in written), written
    assert "7m 01s" not in written, "the Time column counts no game helped"
    key = next(iter(statistics.load_stats()[0]))
    variant = statistics.split_key(key)[0]
    assert _title(variant, short=True) == "Tournament of Queens (the usual rules)"
    assert _title(variant) == "Tournament of Queens (the usual rules: Words: As written)"
    assert any(words.startswith("Tournament of Queens (the usual rules: Words: As written), played by Anette")
               for words in written)


def test_a_row_with_a_changed_option_names_only_it_and_its_detail_names_all():
    game = get_game("fools-journey")
    options = game.check_options({})
    changed = next(spec for spec in game.options if len(spec.choices) > 1)
    other = next(value for value in changed.choices if value != changed.default)
    key = statistics.variant_key(game.id, {**options, changed.key: other})
    assert _title(key, short=True) == f"{game.title} ({changed.label}: {changed.label_of(other)})"
    assert "the usual rules" not in _title(key)


# ---- Continue ----------------------------------------------------------------------------------
def test_a_narrow_continue_row_keeps_the_moves_of_a_save(app):
    """At 1024x700 the detail line of a save was cut before its move count: the deal and
    then the time are left out first."""
    scene = TableScene(app, Session.start(get_game("queens-of-fate"), 4021, {}))
    app.switch(scene)
    step(app)
    for _ in range(12):
        scene.perform(scene.bot_move(get_game("queens-of-fate").strong_bot, 0))
    scene.keeper.autosave()
    info = next(i for i in saves.list_saves() if i.game == "queens-of-fate")
    info.open_elsewhere = True
    whole = row_detail(info)
    px = 11
    width = theme.font(px).size(whole)[0]
    assert row_detail(info, px, width) == whole
    narrower = row_detail(info, px, width - 10)
    assert narrower.endswith(info.progress) and "Deal" not in narrower and "moves" in narrower
    least = row_detail(info, px, 20)
    assert least == f"Open in another window  ·  {info.progress}"
