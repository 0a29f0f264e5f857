"""What the Fool's table says about itself: the status line, a card's meaning
now, and the numbers drawn on cards."""
from __future__ import annotations

from tarot_table.cards import english_name as name
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import table as tb

POWER_HELP = {
    fc.MAGICIAN: "pay 1 Wisdom to send a non-Challenge card of the Present back into the Future and "
                 "draw a fresh one in its place (drop it on that card)",
    fc.PRIESTESS: "pay 1 Wisdom to discard the equipped Strength and Volition (drop it on either)",
    fc.EMPRESS: "pay 1 Wisdom to draw the top card of the Future into the Satchel, even a full one "
                "(drop it on an empty Satchel place)",
    fc.EMPEROR: "pay 1 Wisdom to clear everything lying on the equipped Strength card (drop it there)",
    fc.HIEROPHANT: "discard it for one point of Wisdom (drop it on the Past), or equip it as Wisdom "
                   "beyond the limit, where it counts as a 5",
    fc.LOVERS: "pay 1 Wisdom to double a numbered card of any suit; on a Wisdom card it pays twice",
    fc.CHARIOT: "pay 1 Wisdom to send any card of the Present back into the Future (drop it on that card)",
    fc.STRENGTH: "pay 1 Wisdom to equip another reversed trump as Strength or Volition (drop it on that trump)",
    fc.HERMIT: "pay 1 Wisdom to guard the equipped Strength: enduring a greater Challenge costs "
               "no Vitality (drop it on the Strength card)",
    fc.WHEEL: "pay 1 Wisdom to shuffle every face-up card but the Fool back into the Future and "
              "deal a new adventure (drop it on the Future)",
    fc.JUSTICE: "discard it to move a numbered Wisdom card to the Volition slot (drop it on that card)",
    fc.HANGED_MAN: "pay 1 Wisdom to turn a Challenge of the Present upside down, completed "
                   "(drop it on the Challenge)",
    fc.DEATH: "pay 1 Wisdom to discard a worn-down Challenge of the Present",
    fc.TEMPERANCE: "pay 1 Wisdom to make a numbered card a Vitality card (drop it on the card)",
    fc.DEVIL: "pay 1 Wisdom to discard a Challenge of the Present (drop it on the Challenge)",
    fc.TOWER: "discard it to drop a random card of the Future into the Past (drop it on the Future)",
    fc.STAR: "discard it to shuffle a random card of the Past back into the Future (drop it on the Future)",
    fc.MOON: "pay 1 Wisdom to strike two Challenges at once: the Volition hits one, the Moon, "
             "worth the same, hits the other (drop it on a Challenge)",
    fc.SUN: "pay 1 Wisdom to lay it on the Volition card: when it next strikes, the Fool first "
            "regains Vitality equal to its worth",
    fc.JUDGEMENT: "pay 1 Wisdom to lay it on the Fool: the next Challenge that wounds him cannot "
                  "bring him below 1",
    fc.WORLD: "pay 1 Wisdom to restore the Fool's Vitality to its maximum (drop it on the Fool)",
}


def status(game, state) -> str:
    data = state.data
    if data["ended"]:
        return data["ended"][1]
    head = f"Vitality {max(0, data['vitality'])}/{data['max']}, Wisdom {tb.wisdom_points(state)}, " \
           f"{len(state.zones['future'])} in the Future."
    loose = tb.filled(state, tb.loose_zones(state))
    if any(tb.is_upright_trump(state, z) for z in loose):
        return f"{head} Drag Volition or Strength onto a Challenge, or drop it on the Fool to pay its cost."
    return f"{head} Equip, store, replenish or discard; one card left in the Present brings three more."


def asked_for(state) -> frozenset[str]:
    """The cards ``status`` asks to be played: the equipped Volition and Strength, while
    a Challenge stands loose ("Drag Volition or Strength onto a Challenge"); else none."""
    loose = tb.filled(state, tb.loose_zones(state))
    if state.data["ended"] or not any(tb.is_upright_trump(state, z) for z in loose):
        return frozenset()
    return frozenset(state.zones[zone][0].card for zone in tb.filled(state, tb.EQUIPPED))


def describe(game, state, card: str) -> str:
    if card == fc.FOOL:
        guard = " Judgement watches over him." if tb.JUDGEMENT in {p.card for p in state.zones["fool"]} else ""
        return f"The Fool: Vitality {max(0, state.data['vitality'])} of {state.data['max']}.{guard}"
    try:
        zone, index = tb.where(state, card)
    except KeyError:
        return ""
    if zone in ("future", "past"):
        return "Face down."
    if index > 0:
        return _on_top(state, zone, card)
    what = tb.role_now(state, zone)
    if what == "challenge":
        left = tb.remaining(state, zone)
        worn = f", worn down to {left}" if left != fc.number(card) else ""
        return f"A Challenge of power {fc.number(card)}{worn}."
    if what == "reversed" and state.data["ended"]:
        return _after_the_end(state, card)
    if what == "reversed":
        return f"Completed, upside down. Its power: {POWER_HELP[fc.number(card)]}."
    if what == "wisdom" and card == tb.HIEROPHANT and game.advanced(state):
        return ("The Hierophant, equipped as Wisdom beyond the limit: 1 point to spend on Helpers and "
                "powers, or drag it onto the Past for the same point, kept until spent.")
    if what == "wisdom":
        points = 1 + (tb.LOVERS in tb.boosts(state, zone))
        return f"Wisdom: {points} point{'s' if points > 1 else ''} to spend on Helpers and powers."
    if what == "strength":
        return f"Strength {tb.remaining(state, zone)}: drag it onto a Challenge to endure it."
    if what == "volition":
        return f"Volition {tb.worth(state, zone)}: drag it onto a Challenge to overcome or wear it down."
    if what == "vitality":
        return f"Vitality {tb.worth(state, zone)}: drop it on the Fool to replenish."
    if what == "chance":
        return "Chance: drop it on the Past to shuffle the Present back and start a new adventure."
    if what == "helper":
        return f"A Helper of {fc.suit(card).capitalize()}: costs one Wisdom to double a card of its suit."
    return ""


def _after_the_end(state, card: str) -> str:
    """A reversed trump once the journey is over: no power is offered any more."""
    if state.data["ended"][0] == "lost" and state.data["blow"] == card and state.data["vitality"] <= 0:
        return "This Challenge took the Fool's last Vitality: the journey ended with it."
    return "Completed, upside down. The journey is over: its power is no longer used."


def _on_top(state, zone: str, card: str) -> str:
    base = tb.base(state, zone)
    if state.data["boost"].get(card) == base:
        return f"Lies on {name(base)} and works on it."
    return f"Spent on {name(base)}; leaves with it."


def badges(game, state) -> dict[str, str]:
    data = state.data
    marks = {fc.FOOL: f"{max(0, data['vitality'])}/{data['max']}"}   # below zero is spent, as 0
    for zone in tb.filled(state, tb.loose_zones(state) + tb.EQUIPPED + tb.wisdom_zones(state.options)):
        card = tb.base(state, zone)
        what = tb.role_now(state, zone)
        if what == "challenge" and tb.remaining(state, zone) != fc.number(card):
            marks[card] = f"{tb.remaining(state, zone)} left"
        elif what == "strength" and zone == "strength" and tb.in_use(state):
            marks[card] = f"{tb.remaining(state, zone)} left"
        elif what == "strength" and tb.doublings(state, zone):
            marks[card] = str(tb.worth(state, zone))
        elif what in ("volition", "vitality") and (tb.doublings(state, zone) or fc.is_trump(card)
                                                   or fc.role(card) != what):
            marks[card] = str(tb.worth(state, zone))
        elif what == "wisdom" and tb.LOVERS in tb.boosts(state, zone):
            marks[card] = "2 points"
    return marks


def _target(state, zone: str | None) -> str:
    if zone in state.zones and zone not in ("future", "past", "fool", "friend", "sleeve") and state.zones[zone]:
        return name(tb.base(state, zone))
    return {"strength": "Strength", "volition": "Volition"}.get(zone, zone or "")


def power_words(state, action, naming=None) -> str:
    """What a reversed trump's power does with this drop, e.g. "discard Death";
    ``naming`` words the cards it works on (by their place)."""
    from tarot_table.games.fools_journey.powers import POWERS
    naming = naming or (lambda zone: _target(state, zone))
    power = POWERS[fc.number(action.card)]
    chosen = fc.ROLE_NAMES.get(action.choice) if action.choice in tb.EQUIPPED else naming(action.choice)
    where = "discard for one point of Wisdom" if action.to == "past" else "equip as Wisdom beyond the limit"
    return power.verb.format(target=naming(action.to), choice=chosen, where=where)


def _power_label(state, action) -> str:
    from tarot_table.games.fools_journey.powers import POWERS
    costs = POWERS[fc.number(action.card)].costs
    return f"{name(action.card)}: {power_words(state, action)}{' (1 Wisdom)' if costs else ''}"


def label(game, state, action) -> str:
    """A move in words, for buttons, hints and the choice list."""
    card = name(action.card)
    kind = action.kind
    if kind == "power":
        return _power_label(state, action)
    if kind in ("overcome", "endure"):
        slot = "volition" if kind == "overcome" else "strength"
        return f"{kind.capitalize()} {_target(state, action.to)} with {card} ({tb.remaining(state, slot)})"
    words = _WORDS.get(kind)
    if words is not None:   # the commonest moves (a discard, a store): their card's name only
        return words.format(card)
    if kind == "complete":
        return f"Complete {card} directly (-{tb.direct_cost(state, tb.where(state, action.card)[0])} Vitality)"
    if kind == "replenish":
        return f"Replenish Vitality with {card} (+{tb.worth(state, tb.where(state, action.card)[0])})"
    if kind == "equip":
        return f"Equip {card} as {fc.ROLE_NAMES[tb.group(action.to)]}"
    if kind == "helper":
        return f"Deploy {card} on {_target(state, action.to)} (1 Wisdom)"
    if kind == "banish":
        return f"{card}: banish {_target(state, action.to)} to the bottom of the Future"
    raise KeyError(kind)


# The moves whose words name only their card.
_WORDS = {"store": "Store {} in the Satchel", "discard": "Discard {}", "chance": "Take a Chance with {}",
          "befriend": "Keep {} under the Fool"}
