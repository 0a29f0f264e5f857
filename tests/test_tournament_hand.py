"""Tournament of Queens' hand at six seats: fanned down a column that runs the table's
whole height, so at 1024x700 every card shows at least its top half (rank and suit
readable without hovering), with nothing else on the table covered or made smaller."""
import pygame
import pytest

from tarot_table.table.geometry import Geometry
from tests.conftest import headless_app
from tests.helpers.table import drag, open_position
from tests.helpers.table import zone_centre as centre
from tests.helpers.tournament import SIZES, table_area
from tests.helpers.tournament_positions import GAME, attr, cards, hand, m, t, table
from tests.helpers.tournament import holding


def visible_shares(geometry: Geometry, count: int) -> list[float]:
    """How much of each card but the last (which shows whole) a fanned hand leaves in sight."""
    spot = geometry.layout.spot(hand(0))
    tops = [geometry.card_rect(spot, i) for i in range(count)]
    if spot.fan[1]:
        return [(b.y - a.y) / a.height for a, b in zip(tops, tops[1:])]
    return [(b.x - a.x) / a.width for a, b in zip(tops, tops[1:])]


@pytest.mark.parametrize("count", [7, 8, 9, 10])
def test_every_card_of_a_six_seat_hand_shows_its_top_half_at_1024_by_700(count):
    """A hand of seven after the draw, up to ten (the Chariot's two cards and a theft
    more), fanned down its column: no card shows less than half, at cards of 50 px (the
    draw pile's full-size place in the top row costs the 2 px cards had at 52)."""
    geometry = Geometry.fit(GAME.layout(holding(6, count)), table_area((1024, 700)))
    assert geometry.card_width >= 50
    assert geometry.layout.spot(hand(0)).fan[1] > 0          # down a column
    assert min(visible_shares(geometry, count)) >= 0.5


@pytest.mark.parametrize("size", SIZES)
def test_the_six_seat_hand_column_runs_from_the_judges_to_the_last_row(size):
    """The column starts level with the judges (the top row drawn compact beside it), so
    a hand of seven shows more than two thirds of each card at every size."""
    geometry = Geometry.fit(GAME.layout(holding(6, 7)), table_area(size))
    layout = geometry.layout
    held = layout.spot(hand(0))
    if held.fan[1] == 0:
        pytest.skip("a wide window lays the hand along a row")
    assert held.y == layout.spot("judge1").y
    assert held.x > max(s.x for s in layout.spots if s.zone != hand(0))
    assert min(visible_shares(geometry, 7)) > 2 / 3


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_no_place_on_the_table_covers_another(players, size):
    """Every zone, with a hand of nine fanned out, keeps clear of every other zone and
    inside the table's area."""
    state = holding(players, 9)
    area = table_area(size)
    geometry = Geometry.fit(GAME.layout(state), area)
    rects = [(s.zone, geometry.zone_rect(s, len(state.zones[s.zone]))) for s in geometry.layout.spots]
    for i, (zone, rect) in enumerate(rects):
        assert area.contains(rect), zone
        for other, other_rect in rects[i + 1:]:
            assert not rect.colliderect(other_rect), (zone, other)


def test_the_compact_top_row_keeps_every_pile_and_its_count():
    """Beside the hand column the reserve is drawn small (it shows only its count),
    standing lower than the row's foot, clear of the ninth judge's bribes; the draw pile,
    the discards and the judges keep a card's full size, the stage nine tenths of it (its
    room went to the reserve, which had been cramped: test_tournament_reserve_room.py)."""
    layout = Geometry.fit(GAME.layout(holding(6, 7)), table_area((1024, 700))).layout
    top_row = ["stock", "discard", *(f"judge{i}" for i in range(1, 10)), "reserve", "stage"]
    spots = [layout.spot(zone) for zone in top_row]
    assert [s.x for s in spots] == sorted(s.x for s in spots)
    assert layout.spot("reserve").scale < 1
    assert layout.spot("stock").count and layout.spot("reserve").count
    assert all(layout.spot(z).scale == 1 for z in top_row if z not in ("reserve", "stage"))
    assert layout.spot("stage").scale >= 0.9
    feet = {round(s.y + s.scale * 1.75, 6) for s in spots if s.zone != "reserve"}
    assert len(feet) == 1
    reserve = layout.spot("reserve")
    assert round(reserve.y + reserve.scale * 1.75, 6) == round(feet.pop() + 0.5, 6)   # the judges' fan room


@pytest.fixture
def small_app():
    yield from headless_app((1024, 700))


def six_seat_table(app, hand_cards, **arranged):
    seats_ = GAME.default_seats(6)
    state = table(players=6, hands={0: hand_cards}, **arranged)
    return open_position(app, GAME, state, seats_)


def top_of(scene, card):
    """A point on a card's top quarter: the part of a fanned card that always shows."""
    rect = scene.card_rect(card)
    return rect.centerx, rect.y + rect.height // 8


HAND = [m("wands", "two"), m("swords", "three"), m("pentacles", "four"), m("cups", "page"),
        m("wands", "six"), t(7), m("swords", "queen")]


def test_a_card_dragged_from_the_middle_of_a_six_seat_hand_at_1024_by_700_is_worn(small_app):
    """Rule 1 (wear an attribute): the Page of Cups, fourth of seven, dragged by its top
    with real mouse events onto the player's own Physique, becomes her attribute."""
    scene = six_seat_table(small_app, list(HAND))
    assert scene.geometry.layout.spot(hand(0)).fan[1] > 0
    drag(small_app, top_of(scene, m("cups", "page")), centre(scene, attr(0, "cups")))
    state = scene.session.state
    assert cards(state, attr(0, "cups")) == [m("cups", "page")]
    assert m("cups", "page") not in cards(state, hand(0))


def test_a_bribe_dragged_from_the_six_seat_hand_covers_its_judge(small_app):
    """Rule 3 (bribe a judge): the Queen of Swords, last in the hand, dropped on an open
    judge showing a King, covers it."""
    scene = six_seat_table(small_app, list(HAND), judges={4: [m("cups", "king")]})
    drag(small_app, top_of(scene, m("swords", "queen")), scene.card_rect(m("cups", "king")).center)
    assert cards(scene.session.state, "judge4") == [m("cups", "king"), m("swords", "queen")]


def test_a_minor_dropped_on_the_compact_stage_slides_back_and_says_why(small_app):
    """The stage takes only trumps that act on the whole contest: a minor dropped there
    goes back into the hand and the status bar gives the reason."""
    scene = six_seat_table(small_app, list(HAND))
    before = scene.session.state.to_json()
    drag(small_app, top_of(scene, m("wands", "six")), centre(scene, "stage"))
    assert scene.session.state.to_json() == before
    assert "minor card goes to an attribute" in scene.message[0]
    pygame.event.clear()
