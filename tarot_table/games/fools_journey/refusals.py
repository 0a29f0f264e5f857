"""Why a drop is refused, in the journey's own terms."""
from __future__ import annotations

from tarot_table.wording import plural
from tarot_table.cards import english_name as name
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import power_refusals
from tarot_table.games.fools_journey import table as tb
from tarot_table.games.fools_journey.powers import POWERS
from tarot_table.games.fools_journey.presentation import POWER_HELP
from tarot_table.cards import the

FALLBACK = "That is not a move on the Fool's journey."


def why_not(game, state, card: str | None, zone: str | None) -> str:
    if card is None:
        return FALLBACK
    src, index = tb.where(state, card)
    if src == "future":
        return "The Future is face down: its cards come to the Present when an adventure is dealt."
    if src == "past":
        return "The Past holds what is spent; only the Star brings a card back."
    if card == fc.FOOL:
        return "The Fool stays where he is: drop Vitality cards and Challenges on him."
    target = tb.group(zone) if zone else None
    if src == "sleeve":
        return _sleeve_ace(state, card, zone)
    if src == "friend":
        return _friend(game, state, card, zone, target)
    if src == "fool":
        return f"{name(card)} lies on the Fool and watches over him until a Challenge next wounds him."
    if index > 0:
        return f"{name(card)} lies on {name(tb.base(state, src))} and leaves only with it."
    what = _role(state, src)
    if what == "challenge":
        return _challenge(state, card, target)
    if target == "past" and tb.group(src) in ("present", "satchel") and tb.has_helper(state, src):
        return _helper_not_discarded(state, card, src, what)
    if target == "satchel":
        return _satchel(game, state, src, zone, what)
    if what == "helper" and target != "past":
        return _helper(game, state, card, zone)
    if what == "reversed" and target != "past":
        return _power(game, state, card, zone)
    if target == "past" and card == tb.HIEROPHANT and src in tb.EQUIPPED:
        return (f"The Hierophant equipped as {fc.ROLE_NAMES[src]} is a {fc.ROLE_NAMES[src]} card now, and "
                "equipped cards cannot be discarded before they are used (only from the Present, the "
                "Satchel or the Wisdom row is it discarded for a point of Wisdom).")
    if target == "past" and src in tb.EQUIPPED + tb.wisdom_zones(state.options):
        return "Equipped cards cannot be discarded before they are used."
    if target in ("wisdom", "strength", "volition"):
        return _equip(game, state, card, src, zone, what)
    if what == "chance" and _role_at(state, zone) == "challenge":
        return _chance_on_challenge(state, card)
    if what in ("strength", "volition") and src in tb.EQUIPPED:
        return f"Equipped {fc.ROLE_NAMES[what]} is played against a Challenge: drop it on one."
    if target == "fool" and what == "vitality":
        most = state.data["max"]
        return (f"The Fool's Vitality is full ({most}/{most}): {the(card)} would be wasted on him. "
                "Keep it in the Satchel for later, or discard it on the Past.")
    if target == "fool" and what == "chance":   # the Ace of Cups is a Cup, but no Vitality
        return f"{name(card)} is a Chance, not Vitality: drop it on the Past to take a Chance (a fresh adventure)."
    if target == "fool":
        return "Only Vitality cards (Cups) replenish the Fool, and only Challenges are completed on him."
    return WHERE_IT_GOES.get(what, FALLBACK)


def why_not_clicked(game, state, card: str) -> str:
    """A click on a card whose moves are all a discard or a power (house decision 26)."""
    kinds = {action.kind for action in game.actions_for_card(state, card)}
    if fc.role(card) == "challenge" and ("power" in kinds or "discard" in kinds):   # a reversed trump
        return (f"A click neither discards {the(card)} nor uses its power: drag it onto the Past to discard it, "
                f"or onto what it works on. Its power: {POWER_HELP[fc.number(card)]}.")
    if "discard" in kinds:
        return f"A click never throws a card away: to discard {the(card)}, drag it onto the Past."
    zone = tb.where(state, card)[0]
    if tb.group(zone) in ("present", "satchel") and tb.has_helper(state, zone):
        return _helper_not_discarded(state, card, zone, tb.role_now(state, zone))
    return "Drag the card to where it should go."


WHERE_IT_GOES = {
    "vitality": "A Vitality card is dropped on the Fool to replenish him, kept in the Satchel or discarded.",
    "wisdom": "Equip Wisdom first: drop it on an empty place of the Wisdom row.",
    "strength": "Equip Strength first: drop it on the Strength place; then drop it on a Challenge.",
    "volition": "Equip Volition first: drop it on the Volition place; then drop it on a Challenge.",
    "chance": "Drop an Ace on the Past to take a Chance.",
}


def _sleeve_ace(state, card: str, zone: str | None) -> str:
    """An Ace kept by the Fool (Ace up the sleeve) does one thing only."""
    does = (f"{name(card)} is kept by the Fool for one thing only: to banish a Challenge still standing "
            "to the bottom of the Future (it takes no Chance)")   # house decision 10
    if zone in state.zones and tb.group(zone) in ("present", "satchel") and state.zones[zone] \
            and tb.is_reversed_trump(state, zone):
        return f"{does}; {name(tb.base(state, zone))} is already completed."
    return f"{does}: drop it on one."


def _friend(game, state, card: str, zone: str | None, target: str | None) -> str:
    """A Helper under the Fool (Supportive Friend) leaves only to be deployed."""
    if target in ("past", "satchel", "fool", "friend") or target is None:
        return (f"{name(card)} waits under the Fool until it is deployed: drop it on "   # house decision 11
                "a card of its own suit that it may double.")
    return _helper(game, state, card, zone)


def _role(state, zone: str) -> str:
    if zone in ("fool", "friend"):
        return "helper" if zone == "friend" else "fool"
    if zone == "sleeve":
        return "chance"
    return tb.role_now(state, zone)


def _role_at(state, zone: str | None) -> str | None:
    if zone is None or zone not in state.zones or not state.zones[zone] or zone in ("fool", "friend", "sleeve"):
        return None
    return tb.role_now(state, zone)


def _chance_on_challenge(state, card: str) -> str:
    """Only the Aces kept on the Fool banish (house decision 10); any other Ace is a Chance."""
    only = ("Only the Aces kept on the Fool banish Challenges"
            if state.options.get("ace_up") == "on-fool" else
            "Only Aces kept on the Fool (Ace up the sleeve: On the Fool) banish Challenges")
    return f"{name(card)} is a Chance: drop it on the Past to take a Chance, a new adventure. {only}."


def _helper_not_discarded(state, card: str, src: str, what: str) -> str:
    """A deployed Helper may not be discarded before it is used, nor the card it lies on."""
    helper = next(p.card for p in state.zones[src][1:] if fc.role(p.card) == "helper")
    use = {"vitality": "drop it on the Fool once he has lost Vitality",
           "strength": "equip it as Strength", "volition": "equip it as Volition"}.get(what, "use it")
    return (f"{name(helper)} is deployed on {the(card)}, and a deployed Helper cannot be discarded before "
            f"it is used: {use}, or keep it in the Satchel.")


def _challenge(state, card: str, target: str | None) -> str:
    if target in ("satchel", "past"):
        return (f"{name(card)} is a Challenge: it cannot be stored or discarded. Overcome it with "
                "Volition, endure it with Strength, or drop it on the Fool to pay its cost.")
    return "A Challenge is completed by dropping Volition or Strength on it, or by dropping it on the Fool."


def _satchel(game, state, src: str, zone: str, what: str) -> str:
    if tb.group(src) == "satchel":
        return "That card is already in the Satchel."
    if tb.group(src) != "present":
        return "Only cards of the Present go into the Satchel."
    if not game.satchel_room(state):
        return f"The Satchel holds at most {plural(tb.limits(state.options)[2], 'card')}."
    if state.zones[zone]:
        return "That place in the Satchel is taken: drop the card on an empty one."
    if zone not in tb.satchel_zones(state.options)[:tb.limits(state.options)[2]]:   # the Empress place
        return ("The Empress place holds only the card the reversed Empress draws into a full Satchel: "
                "drop the card on one of the Satchel's own places.")
    return FALLBACK


def _equip(game, state, card: str, src: str, zone: str, what: str) -> str:
    slot = tb.group(zone)
    if tb.group(src) in ("wisdom", "strength", "volition"):
        return "Equipped cards stay where they are until they are used."
    if what != slot:
        return f"Only a {fc.ROLE_NAMES[slot]} card can be equipped there; {name(card)} is {what}."
    if slot == "wisdom":
        most = tb.limits(state.options)[1]
        if state.zones[zone] and _wisdom_carried(state) < most:
            return "That Wisdom place is taken: drop the card on an empty one."
        return f"The Fool can carry at most {most} Wisdom cards."
    return f"The Fool already has {fc.ROLE_NAMES[slot]} equipped: use it first."


def _wisdom_carried(state) -> int:
    """Equipped Wisdom cards that count against the limit (the Hierophant does not)."""
    return sum(1 for z in tb.filled(state, tb.wisdom_zones(state.options)) if tb.base(state, z) != tb.HIEROPHANT)


HELPER_GOES = ("A Helper is not equipped or given to the Fool: it lies on a card of its own suit and doubles it, "
               "an equipped Strength or Volition card or a Vitality card, for one equipped Wisdom.")


def _helper(game, state, card: str, zone: str | None) -> str:
    base = tb.base(state, zone) if zone in state.zones and zone not in ("fool", "friend") else None
    if base is None:
        return HELPER_GOES if zone in ("fool", "strength", "volition") else \
            "Drop the Helper on the card it should double."
    if fc.suit(base) != fc.suit(card):
        return (f"A Helper only doubles a card of its own suit: {name(card)} is of "
                f"{fc.suit(card).capitalize()}, {name(base)} is not.")
    if tb.wisdom_points(state) < 1:
        return "Deploying a Helper costs one equipped Wisdom card, and the Fool has none."
    if tb.has_helper(state, zone):
        return f"{name(base)} already has a Helper."
    if zone == "strength" and tb.in_use(state):
        return "That Strength card is in use against a Challenge; Helpers go on Strength not in use."
    return "A Helper goes on an equipped Strength or Volition card, or on a Vitality card."


def _power(game, state, card: str, zone: str | None = None) -> str:
    if not game.advanced(state):
        return FALLBACK
    number = fc.number(card)
    if POWERS[number].costs and tb.wisdom_points(state) < 1:
        return f"{name(card)} costs one point of Wisdom, and the Fool has none."
    missing = power_refusals.missing(state, card, zone)
    if missing:
        return missing
    return f"{name(card)} cannot work there. Its power: {POWER_HELP[number]}."
