"""The Queens of Fate table, in both arrangements: the original one (piles on top,
four domain columns below) and Todd Reiser's mat (Queens on top, courts in the
middle, minors below, Aces to the right, the piles on the left)."""
from __future__ import annotations

from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate.presentation import artifact_words
from tarot_table.layout import CARD_RATIO, Layout, Spot

H = CARD_RATIO
# a suit's name where its whole name leaves a label no room, in the usual abbreviations
SHORT_DOMAIN_NAMES = {"wands": "Wands", "cups": "Cups", "swords": "Swords", "pentacles": "Pent."}
# the seed says only "Remove the Knights from the deck": they are laid nowhere (the rules page
# had said they lay apart here, and the place stayed empty: play-test finding P8, 29 November)
OUT_OF_PLAY_HELP = ("Out of play: the Aces a harvest of four finds leave the game here. The Knights are "
                    "left out of Reiser's rules from the start, laid nowhere.")
# the places' labels may grow this large (card widths) with the text size: a label and the gap
# it stands in between rows (0.55 of a card, the least either arrangement leaves) hold it; at
# the usual 0.22, cards 65 px wide (1024x700) set them at 14 px at 200% text, as at 100%
WORDS_MOST = 0.3


def _arcana_label(game, state, suit: str, name: str | None = None, arcana: str = "Arcana") -> str:
    """The Arcana row's name (its domain's, or ``name``) and how many it holds of how
    many; those of its Arcana committed to a battle, which keep their room there (house
    decision 20), are said apart: "Wands Arcana 1/2, 1 in battle" over the one card left
    (play-test round 8, Q2: "Wands Arcana 2/2" over one card)."""
    bonus = " +1" if game.full_court(state, suit) else ""
    away = _in_battle(state, suit)
    count = f"{game.held(state, suit) - away}/{game.capacity(state, suit)}{bonus}"
    if away and arcana == "Arcana" and name:   # the shorter form: the row is plainly its Arcana's
        return f"{name} {count}, {away} in battle"
    return f"{name or qc.DOMAIN_NAMES[suit]} {arcana} {count}" + (f", {away} in battle" if away and not name else "")


def _arcana_labels(game, state, suit: str) -> dict:
    """The Arcana row's label, its shorter form and its last resort (``Spot``'s
    ``label``, ``short_label``, ``least_label``): the last says only what lies in the row."""
    short = SHORT_DOMAIN_NAMES[suit]
    return {"label": _arcana_label(game, state, suit), "short_label": _arcana_label(game, state, suit, short),
            "least_label": _arcana_label(game, state, suit, short, "Arc.")}


def _in_battle(state, suit: str) -> int:
    """How many of the domain's Arcana lie committed on the battle."""
    return sum(1 for placed in state.zones["battle"] if qc.suit(placed.card) == suit)


def _arcana_help(game, state, suit: str) -> str:
    """What the Arcana row's counts are, in words (its label's "2/1" told a newcomer
    nothing): how many it holds, the room it has and where that room comes from, and
    what to do when it holds more (rules.md, "Domains")."""
    domain = qc.DOMAIN_NAMES[suit]
    held, room = game.held(state, suit), game.capacity(state, suit)
    ranks = {qc.rank(p.card) for p in state.zones[f"court_{suit}"]}
    bonuses = [f"+1 for its {rank.capitalize()}" for rank in ("knight", "page") if rank in ranks]
    # where the room is the plain 1, no brackets: "has room for 1 (1)." read as a slip
    # (play-test round 7, Q6)
    why = f" (1, {', '.join(bonuses)})" if bonuses else ""
    away = _in_battle(state, suit)
    said = f"{domain} Arcana {held - away}/{room}: it holds {held - away} Arcana and has room for {room}{why}."
    if away:
        said += (f" {away} more committed to the battle keep{'s' if away == 1 else ''} {'its' if away == 1 else 'their'}"
                 f" room here until the trump falls.")
    if game.full_court(state, suit):
        said += " Its full court makes each worth 1 more (+1)."
    for arcana in game.artifacts(state, suit):   # play-test round 7, A2: the row said nothing of it
        said += " " + artifact_words(state, arcana)
    if held > room:
        said += f" That is {held - room} too many: drag {'one' if held == room + 1 else held - room} to the Portents."
    return said


def _battle_label(game, state) -> str:
    if state.data["phase"] != "battle":
        return "Battle"
    return f"Battle {game.committed(state)}/{max(0, game.needed(state))}"


def _awakened_label(state) -> str:
    """The awakened discards counted apart from the Ace that woke them, which lies first."""
    awakened = len(state.zones["revealed"]) - 1
    return f"Ace + {awakened} awakened" if awakened > 0 else "Awakened"


def _destiny_help(state) -> str:
    """Clicking Destiny passes a year only in the draw phase: no promise otherwise."""
    return "Click to pass a year." if state.data["phase"] == "draw" and state.zones["destiny"] else ""


def original_layout(game, state) -> Layout:
    row2 = 0.35 + H + 0.55
    piles = (
        Spot("destiny", "Destiny", 0.3, 0.35, count=True, help=_destiny_help(state)),
        Spot("challenge", "Challenge", 1.75, 0.35),
        Spot("fate", "Fate", 3.2, 0.35),
        Spot("battle", _battle_label(game, state), 4.65, 0.35, fan=(0.3, 0)),
        Spot("signs", "Signs", 7.2, 0.35, count=True),
        Spot("portents", "Portents", 8.65, 0.35, count=True),
        Spot("sources", "Sources", 10.1, 0.35, fan=(0.35, 0)),
        # the Ace that woke them, then the discards: five cards in the room the Sources take
        Spot("revealed", _awakened_label(state), 10.1, row2, fan=(0.35, 0),
             index=len(state.zones["revealed"]) > 1, label_box=(0.0, 2.4),   # clear of "Pentacles" on its left
             help="The Ace that awakened them lies first; drag an awakened card to its domain."),
    )
    domains = []
    for i, suit in enumerate(qc.domains()):
        x = 0.3 + i * 2.45
        domains += [
            Spot(f"queen_{suit}", "Queen", x, row2),
            # the court column beside the Queen names their domain (its Arcana row is far
            # below); never run under the next Queen's label
            Spot(f"court_{suit}", f"{qc.DOMAIN_NAMES[suit]} court", x + 1.15, row2, fan=(0, 0.3),
                 index=len(state.zones[f"court_{suit}"]) > 1,   # each card's rank shows above the next
                 label_box=(-0.2, 1.45), short_label=f"{SHORT_DOMAIN_NAMES[suit]} court"),
            # its box stops short of the next domain's: grown with the text size, the
            # labels had run into each other ("Pentacles Arcana 0/1" is 2.8 cards wide at 0.3)
            Spot(f"arcana_{suit}", x=x, y=row2 + H + 1.45, fan=(0.36, 0), label_box=(-0.3, 2.3),
                 **_arcana_labels(game, state, suit), help=_arcana_help(game, state, suit), help_resting_only=True),
        ]
    return Layout(12.5, row2 + 2 * H + 1.55, piles + tuple(domains), words_most=WORDS_MOST, even_rows=True)


def reiser_layout(game, state) -> Layout:
    """Reiser's mat, its piles called by the game's own names (house decision 18)."""
    mat_x = 4.0
    # between rows, room for a label (at 200% text) and the count badge standing on the next card's top
    rows = (0.35, 0.35 + H + 0.6, 0.35 + 2 * H + 1.3)
    spots = [
        Spot("portents", "Portents", 1.15, rows[0], count=True),
        Spot("fate", "Fate", 2.55, rows[0]),
        Spot("signs", "Signs", 0.3, rows[2], count=True),
        Spot("destiny", "Destiny", 1.15, rows[1], count=True, help=_destiny_help(state)),
        Spot("challenge", "Challenge", 2.55, rows[1]),
        Spot("battle", _battle_label(game, state), 1.7, rows[2], fan=(0.3, 0)),
    ]
    for i, suit in enumerate(qc.domains()):
        x = mat_x + i * 1.75
        spots += [
            # each named by its suit: four places all called "Queen" did not say which was whose
            Spot(f"queen_{suit}", f"{qc.DOMAIN_NAMES[suit]} Queen", x, rows[0], label_box=(-0.3, 1.6),
                 short_label=f"{SHORT_DOMAIN_NAMES[suit]} Queen"),
            # "Pentacles court" is wider than its column at 200% text: its suit said short there
            # ("Court" alone left the pile unnamed, play-test round of 27 November)
            Spot(f"court_{suit}", f"{qc.DOMAIN_NAMES[suit]} court", x, rows[1], fan=(0.36, 0),
                 label_box=(-0.3, 1.6), short_label=f"{SHORT_DOMAIN_NAMES[suit]} court"),
            # the column's whole width, and "Arc." where even the smallest type spills: in the
            # lesson at 1024x700 and 150% text (its bar leaves 54-px units) "Swords Arcana 0/1",
            # 104 px in a box of 86, ran into its neighbours (play-test round 7)
            Spot(f"arcana_{suit}", x=x, y=rows[2], fan=(0.36, 0), label_box=(-0.375, 1.75),
                 **_arcana_labels(game, state, suit), help=_arcana_help(game, state, suit), help_resting_only=True),
        ]
    spots += [
        Spot("sources", "Sources", mat_x + 7.2, rows[0], fan=(0, 0.3)),
        Spot("removed", "Out of play", mat_x + 7.2, rows[2], fan=(0, 0.3), help=OUT_OF_PLAY_HELP,
             help_resting_only=True),
    ]
    return Layout(mat_x + 8.5, rows[2] + H + 0.6, tuple(spots), words_most=WORDS_MOST, even_rows=True)


def queens_layout(game, state) -> Layout:
    return reiser_layout(game, state) if game.reiser(state) else original_layout(game, state)
