"""Tournament of Queens' draw pile beside a hand fanned down a column (six seats; four
seats in large windows took it too until issue 32 finding 9 gave them a row): a new
player found it drawn at half a card's size with its count mark over the Discards (issue 32, item 10). It keeps a card's full size in its own place, its
count on its own corner, at 1024x700, 1920x1080 and 2560x1440."""
import pygame
import pytest

from tarot_table.table.app import App
from tests.helpers.table import draw_whole, open_position
from tests.helpers.tournament import SIZES, Drawn, seats
from tests.helpers.tournament_positions import GAME, hand, table


@pytest.fixture
def app_at():
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


def felt_share(screen: pygame.Surface, rect: pygame.Rect, felt) -> float:
    """How much of ``rect`` shows the bare table."""
    bare = sum(screen.get_at((x, y))[:3] == felt for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom, 2))
    return bare / (len(range(rect.left, rect.right, 2)) * len(range(rect.top, rect.bottom, 2)))


@pytest.mark.parametrize("players, size", [(6, SIZES[0]), (6, SIZES[1]), (6, SIZES[2])])
def test_the_draw_pile_beside_a_hand_column_is_a_whole_card_with_its_own_count(app_at, players, size, monkeypatch):
    app = app_at(size)
    drawn = Drawn(monkeypatch)
    state = table(players, hands={0: []}, seats=seats(players))
    scene = open_position(app, GAME, state, seats(players))
    geometry = scene.geometry
    assert geometry.layout.spot(hand(0)).fan[1] > 0                 # the hand runs down a column
    drawn.items.clear()
    shown = draw_whole(app)

    stock = geometry.spot_rect(geometry.layout.spot("stock"))
    discards = geometry.spot_rect(geometry.layout.spot("discard"))
    judge = geometry.spot_rect(geometry.layout.spot("judge1"))
    assert stock.size == discards.size == judge.size                # a card's full size
    assert stock.bottom == discards.bottom and stock.right < discards.left
    others = [geometry.zone_rect(s, len(state.zones[s.zone])) for s in geometry.layout.spots if s.zone != "stock"]
    assert stock.collidelist(others) == -1                          # its own place

    # Drawn: the pile's back fills its place (half a card left three quarters of it bare)
    felt = shown.get_at((stock.left - 3, stock.centery))[:3]
    assert felt_share(shown, stock.inflate(-6, -6), felt) < 0.05

    count = str(len(state.zones["stock"]))
    marks = [rect for kind, words, rect in drawn.items if kind == "mark" and words == count]
    assert len(marks) == 1
    assert marks[0].clipline(stock.topleft, stock.topright) or stock.colliderect(marks[0])   # on its own corner
    assert not marks[0].colliderect(discards)                      # not over the Discards
