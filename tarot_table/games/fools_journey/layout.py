"""The Fool's table: a line naming the rules in play; the Future, the Present, the
Past and the Fool above; the Satchel, the Wisdom row and the equipped Strength
and Volition below. Stacks grow downwards, so what lies on a card is drawn on
it; a tall stack draws its cards closer together so that it keeps to its room."""
from __future__ import annotations

from dataclasses import replace

from tarot_table.games.fools_journey import table as tb
from tarot_table.layout import CARD_RATIO, Caption, Layout, Spot

H = CARD_RATIO
EDGE = 0.15         # from the table's edge to the first card
STEP = 1.15         # from one place to the next in a row
GROUP = 1.4         # from the last place of a group to the first of the next
FAN = 0.3           # how far each card lying on another shows below it
LINE = 0.3          # a line of the rules in play, above the top row
ROOM_ABOVE = 0.55   # below a top-row card, for what lies on it
ROOM_BELOW = 0.75   # below a bottom-row card (a worn Strength card holds the most)
LABEL = 0.38        # a row's labels and the space between the rows


CHAR = 0.12         # about how wide a letter of those lines is, in card widths (small tables included)
DOT = " \u00b7 "


def journey_layout(game, state) -> Layout:
    """Two arrangements: the Satchel and the equipment in one row below the road, for
    wide windows, and in two rows, for narrow ones (1024x700 with the story open); the
    table takes whichever gives the larger cards."""
    wide = _arranged(state, stacked=False)
    return replace(wide, alternatives=(_arranged(state, stacked=True),))


def _arranged(state, stacked: bool) -> Layout:
    width = max(s.x for s in _road(state, 0, stacked) + _kit(state, 0, stacked)) + 1 + EDGE
    lines = _lines(rules_in_play(state.options), (width - 2 * EDGE) / CHAR)
    top = 0.15 + LINE * len(lines)
    low = top + H + ROOM_ABOVE + LABEL
    spots = [_indexed_if_stacked(state, spot) for spot in _road(state, top, stacked) + _kit(state, low, stacked)]
    captions = tuple(Caption(line, EDGE, 0.2 + i * LINE, 0.19, strong=True, width=width - 2 * EDGE)
                     for i, line in enumerate(lines))
    rows = 2 if stacked else 1
    return Layout(width, low + rows * (H + ROOM_BELOW) + (rows - 1) * LABEL, tuple(spots), captions=captions,
                  names_options=True)


def _lines(parts: list[str], letters: float) -> list[str]:
    """The parts joined by dots, as few lines as keep each within ``letters``."""
    lines = [parts[0]]
    for part in parts[1:]:
        if len(lines[-1] + DOT + part) <= letters:
            lines[-1] += DOT + part
        else:
            lines.append(part)
    return lines


def _road(state, top: float, stacked: bool = False) -> list[Spot]:
    """The top row: the Future, the Present, the Past and the Fool, with his friends
    and his Aces beside him when those variants are played (beside the Satchel when
    ``stacked``)."""
    spots = [Spot("future", "Future", EDGE, top, count=True,
                  help="The Future: adventures are dealt from here, four cards at a time.")]
    x = EDGE + GROUP
    for i, zone in enumerate(_present_shown(state)):
        spots.append(Spot(zone, "Present" if i == 0 else "", x, top, fan=_fan(state, zone, ROOM_ABOVE),
                          help="The Present: this adventure's cards. Three more come when one is left."))
        x += STEP
    x += GROUP - STEP
    spots.append(Spot("past", "Past", x, top, count=True, help="The Past: spent cards, face down."))
    x += GROUP
    spots.append(Spot("fool", "The Fool", x, top, fan=_fan(state, "fool", ROOM_ABOVE),
                      help="Drop a Vitality card here to replenish, or a Challenge to complete it directly."))
    if not stacked:
        spots += _fools_own(state, x + STEP, top, ROOM_ABOVE)
    return spots


def _fools_own(state, x: float, y: float, room: float) -> list[Spot]:
    """The Fool's friends and his Aces, side by side from ``x``, when those variants are played."""
    spots = []
    if "friend" in state.zones:
        spots.append(Spot("friend", "Friends", x, y, fan=_fan(state, "friend", room, 0.45),
                          help="Supportive friends: up to two Helpers wait under the Fool."))
        x += STEP
    if "sleeve" in state.zones:
        spots.append(Spot("sleeve", "Aces", x, y, fan=_fan(state, "sleeve", room),
                          help="Aces up the sleeve: drop one on a Challenge to banish it under the Future."))
    return spots


def _kit(state, low: float, stacked: bool = False) -> list[Spot]:
    """The Satchel, then the Wisdom row, Strength and Volition: beside it, or in a
    row of their own below it when ``stacked``."""
    limits = tb.limits(state.options)
    satchel = _shown(state, tb.satchel_zones(state.options), limits[2])
    wisdom = _shown(state, tb.wisdom_zones(state.options), limits[1])
    held = len(tb.filled(state, satchel))
    spots, x = [], EDGE
    for i, zone in enumerate(satchel):
        spare = i >= limits[2]
        spots.append(Spot(zone, "Empress" if spare else f"Satchel {held}/{limits[2]}" if i == 0 else "", x, low,
                          fan=_fan(state, zone, ROOM_BELOW), help=SPARE_SATCHEL_HELP if spare else
                          "The Satchel: cards kept for later (not Challenges)."))
        x += STEP
    if stacked:
        spots += _fools_own(state, x + GROUP - STEP, low, ROOM_BELOW)
        x, low = EDGE, low + H + ROOM_BELOW + LABEL
    else:
        x += GROUP - STEP
    for i, zone in enumerate(wisdom):
        spare = i >= limits[1]
        spots.append(Spot(zone, "Hierophant" if spare else f"Wisdom {tb.wisdom_points(state)}" if i == 0 else "",
                          x, low, fan=_fan(state, zone, ROOM_BELOW),
                          help=SPARE_WISDOM_HELP if spare else WISDOM_HELP[state.options["reversals"]]))
        x += STEP
    x += GROUP - STEP
    spots.append(Spot("strength", "Strength", x, low, fan=_fan(state, "strength", ROOM_BELOW),
                      help="Equipped Strength: drag it onto a Challenge to endure it."))
    spots.append(Spot("volition", "Volition", x + STEP, low, fan=_fan(state, "volition", ROOM_BELOW),
                      help="Equipped Volition: drag it onto a Challenge to overcome it."))
    return spots


def _indexed_if_stacked(state, spot: Spot) -> Spot:
    """A card lying on another leaves only its top showing: a pile of several shows each
    card's numeral and suit there, so what lies beneath (a worn Challenge) can be told."""
    if spot.fan != (0.0, 0.0) and len(state.zones.get(spot.zone, ())) > 1:
        return replace(spot, index=True)
    return spot


def _fan(state, zone: str, room: float, step: float = FAN) -> tuple[float, float]:
    """Each card on a pile a step lower, closer together when the pile would
    run past its room."""
    more = len(state.zones.get(zone, ())) - 1
    return (0.0, min(step, room / more) if more > 1 else step)


def _present_shown(state) -> tuple[str, ...]:
    """Four places: a deal never fills more. The fifth shows only if a card lies there."""
    zones = tb.present_zones()
    return zones[:4] + tuple(z for z in zones[4:] if state.zones[z])


def _shown(state, zones: tuple[str, ...], limit: int) -> tuple[str, ...]:
    """The places a row shows: as many as the rules allow, and the spare one that only
    a reversed power (the Empress, the Hierophant) can fill when those are in play or
    when it holds a card."""
    spare = zones[limit:]
    return zones[:limit] + tuple(z for z in spare if state.options.get("reversals") == "on" or state.zones[z])


WISDOM_HELP = {"off": "Equipped Wisdom: each card pays for one Helper.",
               "on": "Equipped Wisdom: each card pays for one Helper or one reversed power."}
# the spare place of each row, beyond what the rules allow, is named for the one power that fills it
SPARE_SATCHEL_HELP = "A place beyond the Satchel's limit, for the card the Empress's power adds to a full Satchel."
SPARE_WISDOM_HELP = "A place beyond the Wisdom limit, for the Hierophant when it is equipped."
DIFFICULTY_WORDS = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
ACES = {"satchel": "Ace up the sleeve (one in the Satchel)", "on-fool": "Aces up the sleeve (by the Fool)"}


def short_rules_in_play(options: dict[str, str]) -> str:
    """The same in a few words, for the top bar and the Continue list."""
    rules = "Advanced rules" if options["reversals"] == "on" else "Base rules"
    return ", ".join([rules, DIFFICULTY_WORDS[options["difficulty"]]] + rules_in_play(options)[2:])


def rules_in_play(options: dict[str, str]) -> list[str]:
    """The rules and variants of this journey, for the lines above the table: the
    rules, the difficulty, then each variant played."""
    most, wisdom, satchel = tb.limits(options)
    rules = ("Advanced rules: reversed trumps keep their powers" if options["reversals"] == "on"
             else "Base rules (no reversals)")
    level = f"{DIFFICULTY_WORDS[options['difficulty']]}: {most} Vitality, {wisdom} Wisdom, {satchel} in the Satchel"
    if options["difficulty"] == "easy":
        level += ", Helpers on unequipped cards"
    return [rules, level] + (["Random Order"] if options["order"] == "random" else []) + \
        ([ACES[options["ace_up"]]] if options["ace_up"] in ACES else []) + \
        (["Supportive friend"] if options["friend"] == "on" else [])
