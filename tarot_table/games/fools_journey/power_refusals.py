"""Why a reversed trump's power cannot work where it was dropped: first what the
table lacks for it (no Volition for the Moon, no worn Challenge for Death, ...),
then what is wrong with the card it was dropped on. Asked only once the Fool
can pay for the power; ``None`` leaves the general answer (where it goes)."""
from __future__ import annotations

from typing import Callable

from tarot_table.cards import english_name as name
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import legal
from tarot_table.games.fools_journey import table as tb

Check = Callable[[object, str, "str | None"], "str | None"]


def missing(state, card: str, zone: str | None) -> str | None:
    check = CHECKS.get(fc.number(card))
    return check(state, card, zone) if check else None


def _on(state, zone: str | None) -> str | None:
    """The card at the bottom of the place dropped on, if any."""
    if zone in state.zones and zone not in ("future", "past") and state.zones[zone]:
        return tb.base(state, zone)
    return None


def _challenges(state) -> tuple[str, ...]:
    loose = [z for z in tb.loose_zones(state) if state.zones[z]]
    return legal.standing(state, loose)


def _present_challenges(state) -> list[str]:
    return [z for z in _challenges(state) if tb.group(z) == "present"]


def _magician(state, card, zone):
    target = _on(state, zone)
    if target and fc.is_trump(target):
        return "The Magician trades only a card that is not a trump."   # house decision 12
    if target and tb.group(zone) != "present":
        return "The Magician works on a card of the Present (the Adventure Field) only."
    return None


def _priestess(state, card, zone):
    if not tb.filled(state, tb.EQUIPPED):
        return "The High Priestess discards the equipped Strength and Volition, and the Fool has neither."
    return None


def _empress(state, card, zone):
    if not state.zones["future"]:
        return "The Future is empty: the Empress has no card to bring into the Satchel."
    satchel = tb.satchel_zones(state.options)
    if len(tb.filled(state, satchel)) > tb.limits(state.options)[2]:
        return "The Satchel is already over-full: the Empress adds one card beyond its limit at most."   # house decision 13
    return None


def _emperor(state, card, zone):
    if not state.zones["strength"]:
        return "The Emperor clears the equipped Strength card, and none is equipped."
    if len(state.zones["strength"]) < 2:
        return "Nothing lies on the equipped Strength card for the Emperor to clear."
    return None


def _hierophant(state, card, zone):
    if zone and tb.group(zone) == "wisdom" and state.zones[zone]:
        return "That Wisdom place is taken: drop the Hierophant on an empty one, or on the Past for a point of Wisdom."
    return None


def _lovers(state, card, zone):
    target = _on(state, zone)
    if target is None:
        return None
    if not fc.is_numbered(target):
        return f"The Lovers double a numbered card (two to ten); {name(target)} is not one."
    if tb.LOVERS in tb.boosts(state, zone):
        return f"The Lovers already lie on {name(target)}."
    if zone == "strength" and tb.in_use(state):
        return "The Lovers do not go on a Strength card while it is in use."   # house decision 15
    if tb.group(zone) == "wisdom" and tb.wisdom_points(state, exclude=zone) < 1:
        return "The Lovers cost one point of Wisdom, and that Wisdom card cannot pay for the Lovers laid on it."
    return None


def _chariot(state, card, zone):
    if _on(state, zone) and tb.group(zone) != "present":
        return "The Chariot drives back a card of the Present (the Adventure Field) only."
    return None


def _strength(state, card, zone):
    if not tb.empty(state, tb.EQUIPPED):
        return "Strength equips a reversed trump as Strength or Volition, and both places are taken."
    target = _on(state, zone)
    if target and not tb.is_reversed_trump(state, zone):
        return f"Strength tames only another reversed trump; {name(target)} is not one."
    return None


def _on_equipped(power: str, does: str, place: str, boost: str) -> Check:
    """A power that stays on an equipped card (the Hermit guarding Strength, the Sun on
    Volition): there must be one, without that power on it already."""
    shown = place.title()

    def check(state, card, zone):
        if not state.zones[place]:
            return f"{power} {does} the equipped {shown} card, and no {shown} is equipped."
        if tb.has_boost(state, place, boost):
            return f"{power} already {does} the {shown} card."
        return None
    return check


def _justice(state, card, zone):
    if state.zones["volition"]:
        return "Justice moves a Wisdom card to the Volition place, and Volition is already equipped."
    target = _on(state, zone)
    if target and tb.group(zone) == "wisdom" and not fc.is_numbered(target) and target != tb.HIEROPHANT:
        return f"Justice needs a numbered Wisdom card; {name(target)} has no number to strike with."
    return None


def _upright_in_present(power: str):
    def check(state, card, zone):
        if not _present_challenges(state):
            return f"{power} needs a Challenge standing in the Present, and there is none."
        target = _on(state, zone)
        if target and tb.is_upright_trump(state, zone) and tb.group(zone) != "present":
            return f"{power} works on a Challenge of the Present (the Adventure Field) only."
        return None
    return check


def _death(state, card, zone):
    worn = state.data["worn"]
    if not any(worn.get(tb.base(state, z), 0) for z in _present_challenges(state)):
        return "Death discards a worn-down Challenge of the Present, and none is worn down."
    target = _on(state, zone)
    if target and tb.is_upright_trump(state, zone) and not worn.get(target, 0):
        return f"Death takes only a worn-down Challenge; {name(target)} is at full power."
    return None


def _temperance(state, card, zone):
    target = _on(state, zone)
    if target is None:
        return None
    if not fc.is_numbered(target):
        return f"Temperance turns a numbered card (two to ten) into Vitality; {name(target)} is not one."
    if tb.group(zone) not in ("present", "satchel"):
        return "Temperance works on a card of the Present or the Satchel."
    if tb.role_now(state, zone) == "vitality":
        return f"{name(target)} is a Vitality card already."
    return None


def _tower(state, card, zone):
    return None if state.zones["future"] else "The Future is empty: the Tower has nothing to drop."


def _star(state, card, zone):
    return None if state.zones["past"] else "The Past is empty: the Star has nothing to bring back."


def _moon(state, card, zone):
    if not state.zones["volition"]:
        return "The Moon strikes beside the equipped Volition card, and no Volition is equipped."
    if len(_challenges(state)) < 2:
        return "The Moon strikes two Challenges at once, and fewer than two stand."
    return None


def _judgement(state, card, zone):
    if tb.JUDGEMENT in {p.card for p in state.zones["fool"]}:
        return "Judgement already watches over the Fool."
    return None


CHECKS: dict[int, Check] = {
    fc.MAGICIAN: _magician, fc.PRIESTESS: _priestess, fc.EMPRESS: _empress, fc.EMPEROR: _emperor,
    fc.HIEROPHANT: _hierophant, fc.LOVERS: _lovers, fc.CHARIOT: _chariot, fc.STRENGTH: _strength,
    fc.HERMIT: _on_equipped("The Hermit", "guards", "strength", tb.HERMIT), fc.JUSTICE: _justice,
    fc.HANGED_MAN: _upright_in_present("The Hanged Man"),
    fc.DEATH: _death, fc.TEMPERANCE: _temperance, fc.DEVIL: _upright_in_present("The Devil"),
    fc.TOWER: _tower, fc.STAR: _star, fc.MOON: _moon, fc.SUN: _on_equipped("The Sun", "lies on", "volition", tb.SUN),
    fc.JUDGEMENT: _judgement,
}
