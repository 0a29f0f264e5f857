"""Tournament of Queens' hand at six seats and 1024x700: cards about 52 px wide, too
small for the art alone, so each shows its numeral and suit in the part of it the fan
leaves in sight; and the ninth judge's bribes never cover the Reserve's label."""
import pygame
import pytest

from tarot_table.table import card_index
from tarot_table.table.scenes import table_cards
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import SIZES, Drawn, collisions, seats
from tests.helpers.tournament_positions import GAME, m, t, table

HAND = [m("wands", "two"), m("swords", "three"), m("pentacles", "four"), m("cups", "page"),
        m("wands", "six"), t(7), m("swords", "queen")]


def test_index_words_give_numeral_and_suit():
    assert card_index.index_words(m("cups", "page")) == ("P", "cups")
    assert card_index.index_words(m("swords", "ten")) == ("10", "swords")
    assert card_index.index_words(m("wands", "ace")) == ("A", "wands")
    assert card_index.index_words(t(13)) == ("XIII", None)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_card_in_the_hand_shows_its_index_where_the_fan_leaves_it_in_sight(app_at, size, players, monkeypatch):
    """Each card of a hand of seven carries its index, drawn whole in the part of the
    card no other card covers, in type no smaller than the table's smallest."""
    app = app_at(size)
    drawn = []
    real = table_cards.draw_index
    monkeypatch.setattr(table_cards, "draw_index", lambda surface, card, rect: (
        drawn.append((card, card_index.index_rect(card, rect))), real(surface, card, rect)))
    state = table(players, hands={0: list(HAND)}, seats=seats(players))
    scene = open_position(app, GAME, state, seats(players))
    draw_whole(app)
    indexed = dict(drawn)
    assert set(indexed) == set(HAND)
    rects = [scene.card_rect(card) for card in HAND]
    for i, card in enumerate(HAND):
        box = indexed[card]
        assert rects[i].contains(box)
        assert not any(box.colliderect(rects[j]) for j in range(i + 1, len(HAND))), card
        assert box.height >= 2 * 13 or card == t(7)


@pytest.mark.parametrize("size", SIZES)
def test_the_ninth_judges_bribes_leave_the_reserve_label_clear(app_at, size, monkeypatch):
    """Rule 3 (bribe a judge): bribes fan down from the ninth judge beside the reserve;
    at six seats, beside the hand's column, the compact reserve stands below that fan
    so its label stays clear."""
    app = app_at(size)
    drawn = Drawn(monkeypatch)
    judges = {9: [m("cups", "two"), m("cups", "five"), m("cups", "nine"), m("cups", "king")]}
    state = table(6, hands={0: list(HAND)}, judges=judges, seats=seats(6))
    scene = open_position(app, GAME, state, seats(6))
    drawn.items.clear()
    draw_whole(app)
    assert collisions(scene, drawn, size) == []
    reserve = next(rect for kind, words, rect in drawn.items if words == "Reserve")
    ninth = scene.card_rect(m("cups", "king"))
    assert not reserve.colliderect(ninth)


@pytest.fixture
def app_at():
    from tarot_table.table.app import App
    made = []

    def make(size):
        app = App(headless=True, size=size)
        app.settings.animation = "instant"
        made.append(app)
        return app
    yield make
    for app in made:
        for scene in app.scenes:
            scene.leave()
    pygame.event.clear()


def test_an_index_is_rendered_once_and_kept_and_is_not_recorded_as_a_label(monkeypatch):
    """A hand's numerals are the same every whole frame: their pixels are kept
    (``theme.rendered``), and they are part of the card's face, not words set on the table."""
    pygame.init()
    renders, labels = [], []
    real_font = card_index.theme.font

    class CountingFont:
        def __init__(self, f):
            self.f = f

        def render(self, *args):
            renders.append(args[0])
            return self.f.render(*args)

        def __getattr__(self, name):
            return getattr(self.f, name)

    monkeypatch.setattr(card_index.theme, "font", lambda *a, **k: CountingFont(real_font(*a, **k)))
    monkeypatch.setattr(card_index.theme, "text", lambda *a, **k: labels.append(a[1]))
    surface = pygame.Surface((200, 300))
    card = m("cups", "page")
    card_index.draw_index(surface, card, pygame.Rect(10, 10, 91, 157))
    first = len(renders)
    card_index.draw_index(surface, card, pygame.Rect(10, 10, 91, 157))
    assert first <= 1 and len(renders) == first, renders
    assert labels == []


@pytest.mark.parametrize("suit", ["cups", "wands", "swords", "pentacles"])
def test_a_suit_mark_kept_as_a_picture_lays_down_the_pixels_drawn_in_place(suit):
    """The index's suit mark is drawn once a size and blitted (it is drawn again every
    frame its card flies or is dragged): at every size an index meets and at odd and
    even places, the picture's pixels are the very ones drawing the shape there gives."""
    from tarot_table.suits import SUIT_MARKS
    from tarot_table.table.shape_draw import draw_shape
    mark = SUIT_MARKS[suit]
    for width in range(6, 40):
        for centre in ((50, 50), (51, 50), (50, 53), (77, 61), (64, 64), (59, 70)):
            drawn, blitted = pygame.Surface((130, 130)), pygame.Surface((130, 130))
            drawn.fill((9, 99, 9))
            blitted.fill((9, 99, 9))
            draw_shape(drawn, mark.shape, mark.colour, centre, width / 2, card_index.INK)
            x, y = centre
            picture, reach = card_index.suit_mark(suit, width, x % 2, y % 2)
            blitted.blit(picture, (x - x % 2 - reach, y - y % 2 - reach))
            assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(blitted, "RGB"), (width, centre)
