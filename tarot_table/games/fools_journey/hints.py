"""A hint in a sentence: which card to drag where, and what that does for the Fool."""
from __future__ import annotations

from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import table as tb
from tarot_table.games.fools_journey.powers import POWERS
from tarot_table.cards import the

PLACES = {"past": "the Past", "future": "the Future", "fool": "the Fool", "friend": "the Fool's friends",
          "strength": "the Strength place", "volition": "the Volition place"}
ROWS = {"satchel": "the Satchel", "wisdom": "the Wisdom row", "present": "the Present"}
# The first words of each move's label, to pick it from the list a drop with several moves shows.
CHOOSE = {"chance": "Take a Chance", "discard": "Discard", "store": "Store", "equip": "Equip", "helper": "Deploy",
          "replenish": "Replenish", "befriend": "Keep", "complete": "Complete", "overcome": "Overcome",
          "endure": "Endure"}


def hint(game, state, action) -> str:
    """What to do (the drag) and why (what it brings), e.g. "Drag the Eight of Swords
    onto Death: its Volition of 16 overcomes it"."""
    why = _REASONS[action.kind](game, state, action)
    return f"Drag {the(action.card)} onto {place(state, action.to)}{_which(game, state, action)}: {why}."


def place(state, zone: str | None) -> str:
    if zone is None:
        return ""
    if zone in PLACES and zone not in tb.EQUIPPED or not state.zones.get(zone):   # a pile, not one card
        return PLACES.get(zone) or ROWS.get(tb.group(zone), "the table")
    return the(tb.base(state, zone))


def _which(game, state, action) -> str:
    """When the same drop allows several moves, the one to pick from the list."""
    same = [a for a in game.legal_actions(state) if a.card == action.card and a.to == action.to]
    if len(same) < 2:
        return ""
    if action.kind not in CHOOSE:
        return " and pick that in the list"
    return f" and choose \u201c{CHOOSE[action.kind]}\u201d"


def _zone(state, card: str) -> str:
    return tb.where(state, card)[0]


# ---- why, move by move ---------------------------------------------------------------
def _overcome(game, state, action):
    force, left = tb.worth(state, "volition"), tb.remaining(state, action.to)
    foe = the(tb.base(state, action.to))
    if force >= left:
        return f"its Volition of {force} overcomes {foe} ({left})"
    return f"its Volition of {force} wears {foe} down from {left} to {left - force}"


def _endure(game, state, action):
    strength, left = tb.remaining(state, "strength"), tb.remaining(state, action.to)
    foe = the(tb.base(state, action.to))
    if strength > left:
        return f"its Strength of {strength} endures {foe} ({left}) and stays equipped with {strength - left} left"
    if strength == left:
        return f"its Strength of {strength} endures {foe} exactly, at no cost to the Fool"
    if tb.has_boost(state, "strength", tb.HERMIT):
        return f"its Strength of {strength} endures {foe} ({left}) and the Hermit spares the Fool the rest"
    return f"its Strength of {strength} endures {foe}, so the Fool loses {left - strength} Vitality instead of {left}"


def _complete(game, state, action):
    left = tb.direct_cost(state, _zone(state, action.card))
    now = state.data["vitality"]
    return f"he pays its {left} Vitality ({now} \u2192 {now - left}) and the Challenge is behind him"


def _equip(game, state, action):
    slot = tb.group(action.to)
    if slot == "wisdom":
        uses = "Helpers and reversed powers" if game.advanced(state) else "Helpers"
        return f"equipped Wisdom pays for {uses}"
    worth = tb.worth(state, _zone(state, action.card))
    verb = "endure" if slot == "strength" else "overcome"
    return f"equipped, its {fc.ROLE_NAMES[slot]} of {worth} can {verb} a Challenge"


def _replenish(game, state, action):
    now, most = state.data["vitality"], state.data["max"]
    after = min(most, now + tb.worth(state, _zone(state, action.card)))
    return f"he regains {after - now} Vitality ({now} \u2192 {after})"


def _store(game, state, action):
    return "it waits there for later, out of the Present"


def _discard(game, state, action):
    """Why a discard helps depends on where the card lies: only a card leaving the
    Present brings the next adventure nearer."""
    row = tb.group(_zone(state, action.card))
    if row == "present":
        return "the Fool has no use for it, and an emptier Present deals the next adventure sooner"
    if row == "satchel":
        return "the Fool has no use for it, and its place in the Satchel is free for a better card"
    return "the Fool has no use for it"


def _chance(game, state, action):
    threat = sum(tb.remaining(state, z) for z in tb.filled(state, tb.present_zones())
                 if tb.is_upright_trump(state, z))
    facing = f" (Challenges worth {threat})" if threat else ""
    return f"the Present{facing} is shuffled away and a new adventure dealt"


def _helper(game, state, action):
    target = tb.base(state, action.to)
    doubled = 2 * tb.worth(state, action.to)
    why = f"for one point of Wisdom it doubles {the(target)} to {doubled}"
    room = state.data["max"] - state.data["vitality"]
    if fc.role(target) == "vitality" and room < doubled:   # a Vitality card doubled is for later
        return f"{why}, to heal more once the Fool has lost more (he could regain only {room} now)"
    return why


def _befriend(game, state, action):
    return "it waits there to double a card of its suit, and leaves the Satchel free"


def _banish(game, state, action):
    foe = the(tb.base(state, action.to))
    return f"it banishes {foe} ({tb.remaining(state, action.to)}) under the Future at no cost"


def _power(game, state, action):
    from tarot_table.games.fools_journey.presentation import power_words
    number = fc.number(action.card)
    if number == fc.HIEROPHANT:
        return ("discarded, it gives the Fool one point of Wisdom" if action.to == "past"
                else "it is equipped as Wisdom beyond the limit")
    paid = "for 1 Wisdom, " if POWERS[number].costs else ""
    return f"{paid}its power will {power_words(state, action, lambda zone: place(state, zone))}"


_REASONS = {
    "overcome": _overcome, "endure": _endure, "complete": _complete, "equip": _equip,
    "replenish": _replenish, "store": _store, "discard": _discard, "chance": _chance,
    "helper": _helper, "befriend": _befriend, "banish": _banish, "power": _power,
}
