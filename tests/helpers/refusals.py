"""Shared test helpers: a drop the rules refuse, on The Fool's Journey's table."""
from tests.helpers.fools import cards
from tests.helpers.table import drag, zone_centre as centre


def grab(scene, card):
    """A point on the part of the card that shows: the top strip of a card that
    another lies on (piles fan downwards)."""
    rect = scene.card_rect(card)
    return rect.centerx, rect.top + 6


def refused(app, scene, card, target):
    """Drag ``card`` onto ``target`` (a card or a place); it must snap back."""
    before = {zone: cards(scene.session.state, zone) for zone in scene.session.state.zones}
    end = centre(scene, target) if target in scene.session.state.zones else scene.card_rect(target).center
    drag(app, grab(scene, card), end)
    state = scene.session.state
    assert {zone: cards(state, zone) for zone in state.zones} == before, "nothing moved"
    assert not scene.session.actions
    return scene.message[0]
