"""The house table of the 22 Major Arcana played as special effects: what each one
does, what it must be dropped on, and the doing of it.

Every effect names one kind of target, so the table can light up the places a
trump may go and the rules can say why a drop is refused.
"""
from __future__ import annotations

from dataclasses import dataclass

from tarot_table.cards import english_name, facts
from tarot_table.games.base import Event

# kinds of target
STAGE = "stage"                   # the stage: effects on the whole contest
OWN = "own"                       # your own sash
ANYONE = "anyone"                 # any contestant's sash, yours included
RIVAL = "rival"                   # a rival's sash
ATTRIBUTE = "attribute"           # any attribute, yours or a rival's
RIVAL_ATTRIBUTE = "rival-attribute"
MODIFIED = "modified"             # an attribute with a modifier on it
OPEN_JUDGE = "open-judge"
BRIBED_JUDGE = "bribed-judge"     # an open judge with a bribe on it
HIDDEN_JUDGE = "hidden-judge"
RESERVE = "reserve"               # the judge reserve

EMPRESS_BONUS = 4
SUN_BONUS = 4
STRENGTH_BONUS = 5
HANGED_DISCARDS = 2
CHARIOT_DRAWS = 2


@dataclass(frozen=True)
class Effect:
    number: int
    continuing: bool
    target: str
    does: str            # what it does, in the game's words, for the rules and the card view


EFFECTS: dict[int, Effect] = {e.number: e for e in (
    Effect(0, False, RIVAL, "Light fingers: take a card at random from a rival's hand into yours."),
    Effect(1, False, MODIFIED, "Sleight of hand: the top modifier on any attribute jumps into your hand."),
    Effect(2, False, RESERVE, "A secret: look at the top card of the judge reserve, the next to take a "
                              "seat. Only you see it, until it is seated."),
    Effect(3, True, ANYONE, f"Continuing. Radiance: the contestant wearing the Empress has "
                            f"+{EMPRESS_BONUS} Physique."),
    Effect(4, True, OWN, "Continuing. The throne: no rival may play anything on your attributes, "
                         "modifiers or effects."),
    Effect(5, True, OPEN_JUDGE, "Continuing. A blessing: the open judge it is laid on can no longer be "
                                "bribed or touched by any effect."),
    Effect(6, False, RIVAL_ATTRIBUTE, "Swap outfits: your attribute of that suit and the rival's change "
                                      "places, modifiers and all."),
    Effect(7, False, OWN, f"A quick change: draw {CHARIOT_DRAWS} cards."),
    Effect(8, True, ATTRIBUTE, f"Continuing. Poise: that attribute counts {STRENGTH_BONUS} better "
                               f"(more, or less for the fourth attribute), whatever card lies there."),
    Effect(9, False, RIVAL, "Seclusion: a rival misses her next turn."),
    Effect(10, False, STAGE, "The wheel turns: every contestant passes her whole hand to the left."),
    Effect(11, False, ATTRIBUTE, "A fair hearing: every modifier on every contestant's attribute of "
                                 "that suit is discarded."),
    Effect(12, False, RIVAL, f"Hung out to dry: a rival discards {HANGED_DISCARDS} cards from her hand "
                             f"at random."),
    Effect(13, False, OPEN_JUDGE, "A judge leaves the panel: the judge and every bribe on it are "
                                  "discarded, and the top card of the reserve takes the seat, face up."),
    Effect(14, False, MODIFIED, "A change of heart: the top modifier on an attribute turns round "
                                "(adding becomes taking away, and the other way)."),
    Effect(15, False, BRIBED_JUDGE, "A devil's bargain: take the top bribe off a judge into your hand; "
                                    "the judge votes by the card beneath."),
    Effect(16, False, ATTRIBUTE, "The crown falls: an attribute and every modifier on it are discarded."),
    Effect(17, False, STAGE, "A fresh start: every continuing effect in play is discarded."),
    Effect(18, False, OPEN_JUDGE, "Moonlight: an open judge turns face down and is hidden until the end."),
    Effect(19, True, OWN, f"Continuing. The spotlight: the contestant wearing the Sun has +{SUN_BONUS} "
                          f"Talent."),
    Effect(20, False, STAGE, "The final call: every other contestant has one more turn, then the "
                             "judges vote."),
    Effect(21, False, HIDDEN_JUDGE, "The curtain rises: a hidden judge leaves the panel unseen, face down "
                                    "under the judge reserve, and the reserve's top card takes the seat, "
                                    "face up: an open judge."),
)}


# What a trump played on a judge as its effect does, said short on the button beside "Bribe
# judge 4 with the Moon" (the two read alike): the effects that target a judge (EFFECTS above).
JUDGE_EFFECT_WORDS = {5: "a blessing, no more bribes on it", 13: "the judge leaves the panel",
                      15: "take its top bribe into your hand", 18: "the judge turns face down until the end",
                      21: "a hidden judge leaves, the reserve's top card sits"}


# Judgement dealt as a judge (or seated from the reserve) never left a hand (house decision 2).
JUDGEMENT_AS_JUDGE = ("It was never played from a hand, so it calls no last round: the contest runs until "
                      "the cards are out.")


def effect_of(card: str) -> Effect:
    return EFFECTS[facts(card).number]


TARGET_WORDS = {
    STAGE: "the stage", OWN: "your own sash", ANYONE: "a contestant's sash", RIVAL: "a rival's sash",
    ATTRIBUTE: "an attribute", RIVAL_ATTRIBUTE: "a rival's attribute",
    MODIFIED: "an attribute with a modifier on it", OPEN_JUDGE: "an open judge",
    BRIBED_JUDGE: "a bribed open judge", HIDDEN_JUDGE: "a hidden judge", RESERVE: "the judge reserve",
}


# Nothing on the table is labelled "sash": the words say where one is.
SASH_PLACE = {OWN: " (the first place of your row, above your name)",
              ANYONE: " (the first place of a row, above the name)",
              RIVAL: " (the first place of her row, above her name)"}


def drop_words(card: str) -> str:
    target = effect_of(card).target
    return f"Drop {english_name(card)} on {TARGET_WORDS[target]}{SASH_PLACE.get(target, '')}."


def say(state, words: str) -> Event:
    state.story.append(words)
    return Event("message", text=words)
