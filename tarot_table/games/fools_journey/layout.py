"""The Fool's table: the Future, the Present and the Past above, with the Fool;
the Satchel, the Wisdom row and the equipped Strength and Volition below.
Stacks grow downwards, so what lies on a card is drawn on it."""
from __future__ import annotations

from tarot_table.games.fools_journey import table as tb
from tarot_table.layout import CARD_RATIO, Layout, Spot

H = CARD_RATIO
STACK = (0.0, 0.3)
STEP = 1.3          # from one place to the next in the top row
SLOT = 1.2          # in the Satchel and Wisdom rows


def journey_layout(game, state) -> Layout:
    data = state.data
    top, low = 0.35, 0.35 + H + 1.35
    spots = [Spot("future", "Future", 0.3, top, count=True,
                  help="The Future: adventures are dealt from here, four cards at a time.")]
    for i, zone in enumerate(tb.present_zones()):
        spots.append(Spot(zone, "Present" if i == 0 else "", 1.75 + i * STEP, top, fan=STACK,
                          help="The Present: this adventure's cards. Three more come when one is left."))
    past_x = 1.75 + len(tb.present_zones()) * STEP + 0.15
    spots.append(Spot("past", "Past", past_x, top, count=True, help="The Past: spent cards, face down."))
    fool_x = past_x + 1.45
    spots.append(Spot("fool", "The Fool", fool_x, top, fan=STACK,
                      help="Drop a Vitality card here to replenish, or a Challenge to complete it directly."))
    extra_x = fool_x + STEP
    if "friend" in state.zones:
        spots.append(Spot("friend", "Friends", extra_x, top, fan=(0.0, 0.45),
                          help="Supportive friends: up to two Helpers wait under the Fool."))
        extra_x += STEP
    if "sleeve" in state.zones:
        spots.append(Spot("sleeve", "Aces", extra_x, top, fan=(0.0, 0.3),
                          help="Aces up the sleeve: drop one on a Challenge to banish it under the Future."))
        extra_x += STEP
    satchel = _shown(state, tb.satchel_zones(state.options), tb.limits(state.options)[2])
    wisdom = _shown(state, tb.wisdom_zones(state.options), tb.limits(state.options)[1])
    held = len(tb.filled(state, satchel))
    for i, zone in enumerate(satchel):
        spots.append(Spot(zone, f"Satchel {held}/{tb.limits(state.options)[2]}" if i == 0 else "",
                          0.3 + i * SLOT, low, fan=STACK,
                          help="The Satchel: cards kept for later (not Challenges)."))
    wisdom_x = 0.3 + len(satchel) * SLOT + 0.4
    for i, zone in enumerate(wisdom):
        spots.append(Spot(zone, f"Wisdom {tb.wisdom_points(state)}" if i == 0 else "",
                          wisdom_x + i * SLOT, low, fan=STACK,
                          help="Equipped Wisdom: each card pays for one Helper or one reversed power."))
    armed_x = wisdom_x + len(wisdom) * SLOT + 0.4
    spots.append(Spot("strength", "Strength", armed_x, low, fan=STACK,
                      help="Equipped Strength: drag it onto a Challenge to endure it."))
    spots.append(Spot("volition", "Volition", armed_x + STEP, low, fan=STACK,
                      help="Equipped Volition: drag it onto a Challenge to overcome it."))
    width = max(extra_x, armed_x + 2 * STEP) + 0.1
    return Layout(width, low + H + 1.6, tuple(spots))


def _shown(state, zones: tuple[str, ...], limit: int) -> tuple[str, ...]:
    """The places a row shows: as many as the rules allow, and the spare one that only
    a reversed power (the Empress, the Hierophant) can fill when those are in play or
    when it holds a card."""
    spare = zones[limit:]
    return zones[:limit] + tuple(z for z in spare if state.options.get("reversals") == "on" or state.zones[z])
