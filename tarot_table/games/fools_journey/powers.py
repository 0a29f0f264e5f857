"""The advanced rules: the power of each reversed trump.

A power is played by dragging the reversed trump (from the Present or the
Satchel) onto what it works on. Each entry says whether it costs a point of
Wisdom, where it may be dropped, and what it does; rules.md lists them all.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from tarot_table.games.base import Action, Event, State
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import story
from tarot_table.games.fools_journey.moves import act
from tarot_table.games.fools_journey import table as tb

Targets = Callable[..., list[tuple[str, str | None]]]


@dataclass(frozen=True)
class Power:
    costs: bool          # one point of Wisdom
    verb: str            # how the power reads on a button or hint
    targets: Targets     # (zone, choice) pairs where it may be dropped
    act: Callable        # (game, state, card, zone, choice) -> events


@dataclass
class Scene:
    """What the powers' targets are computed from, worked out once per position."""

    game: object
    state: State
    own: str                     # the place the power card lies in
    loose: list[str]
    challenges: tuple[str, ...]

    @property
    def present_challenges(self) -> list[str]:
        return [z for z in self.challenges if tb.group(z) == "present"]


# ---- targets --------------------------------------------------------------------------
def _present_non_challenges(s: Scene):
    return [(z, None) for z in s.loose if tb.group(z) == "present" and z != s.own
            and not fc.is_trump(tb.base(s.state, z))]


def _equipped(s: Scene):
    return [(z, None) for z in tb.filled(s.state, tb.EQUIPPED)]


def _satchel_squeeze(s: Scene):
    state = s.state
    satchel = tb.satchel_zones(state.options)
    if not state.zones["future"] or len(tb.filled(state, satchel)) > tb.limits(state.options)[2]:
        return []
    return [(z, None) for z in tb.empty(state, satchel) if z != s.own]


def _strength_with_attachments(s: Scene):
    pile = s.state.zones["strength"]
    return [("strength", None)] if len(pile) > 1 else []


def _hierophant_places(s: Scene):
    return [("past", None)] + [(z, None) for z in tb.empty(s.state, tb.wisdom_zones(s.state.options))]


def _numbered_cards(s: Scene):
    zones = s.loose + list(tb.wisdom_zones(s.state.options)) + list(tb.EQUIPPED)
    out = []
    for zone in zones:
        card = tb.base(s.state, zone)
        if card is None or not fc.is_numbered(card) or tb.LOVERS in tb.boosts(s.state, zone):
            continue
        if zone == "strength" and tb.in_use(s.state):
            continue
        if tb.wisdom_points(s.state, exclude=zone if tb.group(zone) == "wisdom" else None) >= 1:
            out.append((zone, None))
    return out


def _present_cards(s: Scene):
    return [(z, None) for z in s.loose if tb.group(z) == "present" and z != s.own]


def _reversed_to_equip(s: Scene):
    free = tb.empty(s.state, tb.EQUIPPED)
    return [(z, slot) for z in s.loose if z != s.own and tb.is_reversed_trump(s.state, z) for slot in free]


def _strength_without_hermit(s: Scene):
    return [("strength", None)] if s.state.zones["strength"] and not tb.has_boost(s.state, "strength", tb.HERMIT) else []


def _future(s: Scene):
    return [("future", None)]


def _numbered_wisdom(s: Scene):
    if s.state.zones["volition"]:
        return []
    return [(z, None) for z in tb.filled(s.state, tb.wisdom_zones(s.state.options))
            if fc.is_numbered(tb.base(s.state, z)) or tb.base(s.state, z) == tb.HIEROPHANT]


def _present_challenges(s: Scene):
    return [(z, None) for z in s.present_challenges]


def _worn_challenges(s: Scene):
    worn = s.state.data["worn"]
    return [(z, None) for z in s.present_challenges if worn.get(tb.base(s.state, z), 0) > 0]


def _temperable(s: Scene):
    return [(z, None) for z in s.loose if z != s.own and fc.is_numbered(tb.base(s.state, z))
            and tb.role_now(s.state, z) != "vitality"]


def _nonempty_future(s: Scene):
    return [("future", None)] if s.state.zones["future"] else []


def _star_target(s: Scene):
    return [("future", None)] if s.state.zones["past"] else []


def _challenge_pairs(s: Scene):
    if not s.state.zones["volition"]:
        return []
    return [(b, a) for b in s.challenges for a in s.challenges if a != b]


def _volition_without_sun(s: Scene):
    return [("volition", None)] if s.state.zones["volition"] and not tb.has_boost(s.state, "volition", tb.SUN) else []


def _fool_without_judgement(s: Scene):
    return [] if tb.JUDGEMENT in {p.card for p in s.state.zones["fool"]} else [("fool", None)]


def _fool(s: Scene):
    return [("fool", None)]


# ---- effects -----------------------------------------------------------------------------
def _spend_card(state: State, card: str) -> list[Event]:
    return tb.discard_card(state, card)


def _magician(game, state, card, zone, choice):
    events = _spend_card(state, card) + tb.to_future(state, zone)
    state.rng.shuffle(state.zones["future"])
    events += tb.deal_into(state, zone)
    return events + [game.say(state, f"The Magician's sleight: {story.the(state.zones[zone][0].card)} appears.")]


def _priestess(game, state, card, zone, choice):
    events = _spend_card(state, card)
    for slot in tb.EQUIPPED:
        events += tb.discard(state, slot)
    return events + [_told("The High Priestess sets the Fool's arms down: his Strength and Volition go to the Past.")]


def _empress(game, state, card, zone, choice):
    events = _spend_card(state, card) + tb.deal_into(state, zone)
    drawn = tb.base(state, zone)
    return events + [game.say(state, f"The Empress brings {story.the(drawn)} into the Satchel.")]


def _emperor(game, state, card, zone, choice):
    return _spend_card(state, card) + tb.discard(state, "strength", 1) + \
        [_told(f"The Emperor clears the Strength card: {story.the(tb.base(state, 'strength'))} "
               f"is whole again, worth {tb.remaining(state, 'strength')}.")]


def _hierophant(game, state, card, zone, choice):
    if zone == "past":
        state.data["bank"] += 1
        return _spend_card(state, card) + [game.say(state, "The Hierophant's lesson: one point of Wisdom.")]
    src, _ = tb.where(state, card)
    return tb.move_stack(state, src, zone) + [_told("The Hierophant is equipped as Wisdom, beyond the limit.")]


def _attach(game, state, card, zone, choice):
    events = tb.lay_on(state, card, zone, boost=True)
    return events + [_told(ATTACHED[fc.number(card)].format(the=story.the(tb.base(state, zone)),
                                                            worth=tb.worth(state, zone)))]


ATTACHED = {
    fc.LOVERS: "The Lovers lie on {the}: it is doubled, worth {worth}.",
    fc.HERMIT: "The Hermit guards {the}: enduring a greater Challenge will cost the Fool nothing.",
    fc.TEMPERANCE: "Temperance lies on {the}: it is a Vitality card now, worth {worth}.",
    fc.SUN: "The Sun lies on {the}: when it next strikes, the Fool first regains its worth.",
    fc.JUDGEMENT: "Judgement watches over the Fool: the next wound cannot bring him below 1.",
}


def _told(words: str) -> Event:
    """What a power did, for the status line (not the story)."""
    return Event("message", text=words)


def _chariot(game, state, card, zone, choice):
    driven = tb.base(state, zone)
    events = _spend_card(state, card) + tb.to_future(state, zone)
    state.rng.shuffle(state.zones["future"])
    return events + [_told(f"The Chariot drives {story.the(driven)} back into the Future.")]


def _tame(game, state, card, zone, choice):
    tamed = tb.base(state, zone)
    return _spend_card(state, card) + tb.move_stack(state, zone, choice) + \
        [_told(f"Strength tames {story.the(tamed)}: it is equipped as {fc.ROLE_NAMES[choice]}, "
               f"worth {fc.number(tamed)}.")]


def _wheel(game, state, card, zone, choice):
    events = _spend_card(state, card)
    for place in state.zones:
        if place == "fool":
            events += tb.to_future(state, "fool", start=1)
        elif place not in ("future", "past"):
            events += tb.to_future(state, place)
    state.rng.shuffle(state.zones["future"])
    return events + [game.say(state, "The Wheel turns: everything on the table goes back into the Future.")]


def _justice(game, state, card, zone, choice):
    weighed = tb.base(state, zone)
    return _spend_card(state, card) + tb.move_stack(state, zone, "volition") + \
        [_told(f"Justice turns {story.the(weighed)} into the Volition card, worth {tb.worth(state, 'volition')}.")]


def _hanged_man(game, state, card, zone, choice):
    events = _spend_card(state, card) + tb.discard(state, zone, 1)
    foe = tb.base(state, zone)
    pile = state.zones[zone]
    pile[0] = tb.lying(pile[0], pile[0].face_up, True)
    state.data["completed"] += 1
    return events + [Event("reverse", foe, zone, zone, True)] + game.tell(state, foe, story.hanged(foe))


def _remove_challenge(game, state, card, zone, choice):
    foe, left = tb.base(state, zone), tb.remaining(state, zone)
    events = _spend_card(state, card) + tb.discard(state, zone)
    return events + [game.say(state, story.turned_away(card, foe, left))]


def _tower(game, state, card, zone, choice):
    future = state.zones["future"]
    falling = future.pop(state.rng.below(len(future)))
    state.zones["past"].append(falling)
    return _spend_card(state, card) + [Event("move", falling.card, "future", "past", False),
                                       game.say(state, "The Tower falls: an unseen card drops into the Past.")]


def _star(game, state, card, zone, choice):
    past = state.zones["past"]
    rising = past.pop(state.rng.below(len(past)))
    state.zones["future"].append(rising)
    state.rng.shuffle(state.zones["future"])
    return [Event("move", rising.card, "past", "future", False)] + _spend_card(state, card) + \
        [game.say(state, "The Star rises: a spent card returns to the Future.")]


def _moon(game, state, card, zone, choice):
    events = game.sun_rises(state)
    force = tb.worth(state, "volition")
    events += game.strike(state, "volition", choice, force, "Volition")
    own, _ = tb.where(state, card)
    return events + game.strike(state, own, zone, force, "worth")


def _world(game, state, card, zone, choice):
    state.data["vitality"] = state.data["max"]
    return _spend_card(state, card) + [game.say(state, f"The World makes the Fool whole: Vitality "
                                                       f"{state.data['max']}.")]


POWERS: dict[int, Power] = {
    fc.MAGICIAN: Power(True, "shuffle {target} back and draw a new card", _present_non_challenges, _magician),
    fc.PRIESTESS: Power(True, "discard the equipped Strength and Volition", _equipped, _priestess),
    fc.EMPRESS: Power(True, "draw a card into the Satchel", _satchel_squeeze, _empress),
    fc.EMPEROR: Power(True, "strip the Strength card of all it holds", _strength_with_attachments, _emperor),
    fc.HIEROPHANT: Power(False, "{where}", _hierophant_places, _hierophant),
    fc.LOVERS: Power(True, "double {target}", _numbered_cards, _attach),
    fc.CHARIOT: Power(True, "drive {target} back into the Future", _present_cards, _chariot),
    fc.STRENGTH: Power(True, "equip {target} as {choice}", _reversed_to_equip, _tame),
    fc.HERMIT: Power(True, "guard the Strength card", _strength_without_hermit, _attach),
    fc.WHEEL: Power(True, "shuffle the whole table back and start afresh", _future, _wheel),
    fc.JUSTICE: Power(False, "use {target} as Volition", _numbered_wisdom, _justice),
    fc.HANGED_MAN: Power(True, "turn {target} upside down", _present_challenges, _hanged_man),
    fc.DEATH: Power(True, "discard the worn {target}", _worn_challenges, _remove_challenge),
    fc.TEMPERANCE: Power(True, "make {target} a Vitality card", _temperable, _attach),
    fc.DEVIL: Power(True, "discard {target}", _present_challenges, _remove_challenge),
    fc.TOWER: Power(False, "drop a random card of the Future into the Past", _nonempty_future, _tower),
    fc.STAR: Power(False, "shuffle a random card of the Past into the Future", _star_target, _star),
    fc.MOON: Power(True, "strike {target} while the Volition strikes {choice}", _challenge_pairs, _moon),
    fc.SUN: Power(True, "warm the Fool when the Volition next strikes", _volition_without_sun, _attach),
    fc.JUDGEMENT: Power(True, "watch over the Fool's next wound", _fool_without_judgement, _attach),
    fc.WORLD: Power(True, "restore the Fool's Vitality to its maximum", _fool, _world),
}


def actions(game, state: State, loose: list[str], challenges: tuple[str, ...], points: int,
            only: str | None = None) -> list[Action]:
    out = []
    for zone in loose:
        if not tb.is_reversed_trump(state, zone) or (only is not None and tb.base(state, zone) != only):
            continue
        card = tb.base(state, zone)
        power = POWERS[fc.number(card)]
        if power.costs and points < 1:
            continue
        scene = Scene(game, state, zone, loose, challenges)
        for target, choice in power.targets(scene):
            out.append(act("power", card, target, choice))
    return out


def perform(game, state: State, action: Action) -> list[Event]:
    power = POWERS[fc.number(action.card)]
    events = []
    if power.costs:
        exclude = action.to if tb.group(action.to) == "wisdom" else None
        events += game.pay(state, exclude)
    return events + power.act(game, state, action.card, action.to, action.choice)
