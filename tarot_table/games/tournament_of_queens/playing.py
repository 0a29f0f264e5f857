"""Doing each Major Arcana effect once the rules have found it legal (see the house
table in effects.py). Instant trumps end on the discard pile; continuing ones lie
on a sash or on the stage, and ``state.data["continuing"]`` says where they act."""
from __future__ import annotations

from tarot_table.cards import english_name, the
from tarot_table.games.base import PLACED, Event, State
from tarot_table.games.tournament_of_queens import effects as fx
from tarot_table.games.tournament_of_queens.cards import value
from tarot_table.games.tournament_of_queens.effects import effect_of, say
from tarot_table.games.tournament_of_queens.zones import JUDGEMENT, attr, attr_suit, hand, owner, sash


def play_effect(game, state: State, me: int, card: str, target: str) -> list[Event]:
    effect = effect_of(card)
    name = state.seats[me].name
    events: list[Event] = []
    if effect.continuing:
        place = "stage" if target.startswith("judge") else (sash(owner(target)))
        events.append(state.move(card, place, face_up=True, src=hand(me)))
        state.data["continuing"][card] = {"by": me, "on": target}
        events.append(say(state, f"{name} plays {english_name(card)} ({_where(game, state, target, me)})."))
    else:
        events.append(game._to_discard(state, card, hand(me)))
        events.append(say(state, f"{name} plays {english_name(card)} on {_where(game, state, target, me)}."))
    doing = INSTANT.get(effect.number)
    if doing is not None:
        events += doing(game, state, me, target)
    return events


def _where(game, state: State, target: str, me: int) -> str:
    if target == "stage":
        return "the stage"
    if target == "reserve":
        return "the judge reserve"
    if target.startswith("judge"):
        return f"judge {target[5:]}"
    mine = owner(target) == me
    who = state.seats[owner(target)].name
    if target.startswith("attr"):
        whose = "her own" if mine else f"{who}'s"
        return f"{whose} {game.word(state, attr_suit(target))}"
    return "herself" if mine else who


def _fool(game, state, me, target):
    """A card taken blind from the rival's hand."""
    rival = owner(target)
    theirs = state.zones[hand(rival)]
    taken = theirs[state.rng.below(len(theirs))].card
    return [state.move(taken, hand(me), face_up=False),
            say(state, f"{state.seats[me].name} lifts a card from {state.seats[rival].name}'s hand.")]


def _magician(game, state, me, target):
    top = state.top(target).card
    return [state.move(top, hand(me), face_up=False, reversed=False),
            say(state, f"{the(top, capital=True)} jumps from the attribute into "
                       f"{state.seats[me].name}'s hand.")]


def _priestess(game, state, me, target):
    state.data["peeks"].append([me, len(state.zones["reserve"]) - 1])
    return [say(state, f"{state.seats[me].name} looks at the top card of the judge reserve in secret.")]


def _lovers(game, state, me, target):
    mine = attr(me, attr_suit(target))
    zones, bases = state.zones, state.data["bases"]
    zones[mine], zones[target] = zones[target], zones[mine]
    base_mine, base_theirs = bases.pop(mine, None), bases.pop(target, None)
    if base_theirs:
        bases[mine] = base_theirs
    if base_mine:
        bases[target] = base_mine
    events = [Event("move", p.card, target, mine, True) for p in zones[mine]]
    events += [Event("move", p.card, mine, target, True) for p in zones[target]]
    word = game.word(state, attr_suit(target))
    return events + [say(state, f"{state.seats[me].name}'s and {state.seats[owner(target)].name}'s "
                                f"{word} change places.")]


def _chariot(game, state, me, target):
    events = []
    for _ in range(fx.CHARIOT_DRAWS):
        if state.zones["stock"]:
            events.append(state.move(state.top("stock").card, hand(me), face_up=False))
    return events


def _hermit(game, state, me, target):
    state.data["skip"][owner(target)] += 1
    return []


def _wheel(game, state, me, target):
    players = len(state.seats)
    hands = [state.zones[hand(s)] for s in range(players)]
    events = []
    for seat in range(players):
        left = (seat + 1) % players
        events += [Event("move", p.card, hand(seat), hand(left), False) for p in hands[seat]]
    for seat in range(players):
        state.zones[hand((seat + 1) % players)] = hands[seat]
    return events + [say(state, "Every hand passes to the left.")]


def _justice(game, state, me, target):
    suit = attr_suit(target)
    events = []
    for seat in range(len(state.seats)):
        zone = attr(seat, suit)
        if seat != me and game.protected(state, seat, me):
            continue
        base = game.base(state, zone)
        events += [game._to_discard(state, p.card, zone) for p in list(state.zones[zone]) if p.card != base]
    return events + [say(state, f"Every modifier on {game.word(state, suit)} is discarded.")]


def _hanged(game, state, me, target):
    rival = owner(target)
    events = []
    lost = []
    for _ in range(fx.HANGED_DISCARDS):
        pile = state.zones[hand(rival)]
        if not pile:
            break
        lost.append(pile[state.rng.below(len(pile))].card)
        events.append(game._to_discard(state, lost[-1], hand(rival)))
    events.append(say(state, f"{state.seats[rival].name} discards "
                             f"{' and '.join(english_name(c) for c in lost)}."))
    if JUDGEMENT in lost:
        events += game._call_judgement(state, me)   # forced out of her hand: it acts for the forcer
    return events


def _death(game, state, me, target):
    events = game._discard_stack(state, target)
    events.append(state.move(state.top("reserve").card, target, face_up=True))
    return events + [say(state, f"{the(state.top(target).card, capital=True)} takes the seat of judge "
                                f"{target[5:]}.")]


def _temperance(game, state, me, target):
    pile = state.zones[target]
    top = pile[-1] = PLACED[pile[-1].card, pile[-1].face_up, not pile[-1].reversed]
    return [Event("reverse", top.card, target, target, True),
            say(state, f"{the(top.card, capital=True)} turns round: it now "
                       f"{'takes away' if top.reversed else 'adds'} {value(top.card)}.")]


def _devil(game, state, me, target):
    top = state.top(target).card
    return [state.move(top, hand(me), face_up=False),
            say(state, f"{state.seats[me].name} pockets {the(top)}; judge {target[5:]} "
                       f"votes by {the(state.top(target).card)} again.")]


def _tower(game, state, me, target):
    return game._discard_stack(state, target)


def _star(game, state, me, target):
    events = [game._to_discard(state, card) for card in list(state.data["continuing"])]
    state.data["continuing"].clear()
    return events + [say(state, "Every continuing effect is discarded.")]


def _moon(game, state, me, target):
    pile = state.zones[target]
    pile[:] = [PLACED[placed.card, False, placed.reversed] for placed in pile]
    return [Event("flip", placed.card, target, target, False) for placed in pile]


def _world(game, state, me, target):
    """The hidden judge goes under the reserve unseen: the reserve's top is taken only by
    Death and the World, once each, so the three cards above it keep it from surfacing."""
    reserve = state.zones["reserve"]
    leaving = [PLACED[placed.card, False, placed.reversed] for placed in state.zones[target]]
    taken = reserve.pop()
    seat = PLACED[taken.card, True, taken.reversed]
    state.zones[target] = [seat]
    reserve[:0] = leaving
    for peek in state.data["peeks"]:   # a look is kept by the card's place, counted from the bottom
        peek[1] += len(leaving)
    events = [Event("move", p.card, target, "reserve", False) for p in leaving]
    events.append(Event("move", seat.card, "reserve", target, True))
    return events + [say(state, f"Hidden judge {target[5:]} leaves the panel unseen; "
                                f"{the(seat.card)} takes the seat.")]


INSTANT = {0: _fool, 1: _magician, 2: _priestess, 6: _lovers, 7: _chariot, 9: _hermit, 10: _wheel,
           11: _justice, 12: _hanged, 13: _death, 14: _temperance, 15: _devil, 16: _tower, 17: _star,
           18: _moon, 21: _world}
