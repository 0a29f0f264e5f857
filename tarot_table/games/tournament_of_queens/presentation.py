"""What the table says about a Tournament of Queens position: the status line, the
large card view's words, refusals, badges and the judges' votes read out."""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from tarot_table.wording import plural, short_names
from tarot_table.cards import english_name, facts, the
from tarot_table.games.base import Action, Game, RevealStep, State
from tarot_table.games.capabilities import Ending
from tarot_table.games.tournament_of_queens.cards import LOWER_IS_BETTER, bribe_rank, value
from tarot_table.games.tournament_of_queens import effects as fx
from tarot_table.games.tournament_of_queens.effects import JUDGEMENT_AS_JUDGE, drop_words, effect_of
from tarot_table.games.tournament_of_queens.judging import cast, judge_votes, votes_text
from tarot_table.games.tournament_of_queens.layout import contestant_title
from tarot_table.games.tournament_of_queens.zones import JUDGEMENT, JUDGES, attr_suit, hand, owner, sash

MEASURES = {("max", "overall"): "best all round (Physique, Talent and Luck, less {swords})",
            ("min", "overall"): "weakest all round (Physique, Talent and Luck, less {swords})",
            ("max", "best"): "single strongest of Physique, Talent and Luck",
            ("min", "spread"): "most balanced look (the least gap between Physique, Talent and Luck)",
            ("max", "cards"): "most attributes worn", ("min", "modifiers"): "fewest modifiers on her",
            ("max", "hand"): "most cards still in hand"}
# Where a line must fit under the table (the vote told judge by judge), the two longest
# measures are named without their explanation, which the judge's own help gives.
SHORT_MEASURES = MEASURES | {("max", "overall"): "best all round", ("min", "overall"): "weakest all round",
                             ("min", "spread"): "most balanced look"}
LINE_LENGTH = 110   # characters the line under the table holds at 1024x700 beside the story


def spoken_list(words: list[str]) -> str:
    """"A", "A and B", "A, B and C"."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def votes_count(value) -> str:
    return f"{votes_text(value)} vote{'' if value == 1 else 's'}"


# Words only, no rule is decided here: each function takes the game and the position.


def vote_rule(game, state: State, card: str, short: bool = False) -> str:
    """How a judge votes; ``short``: the measures named without their explanation,
    and a vote each for several highest attributes said once ("1 each for ...")."""
    votes = judge_votes(card)
    if not votes:
        return "does not vote"
    measures = SHORT_MEASURES if short else MEASURES
    if short and len(votes) > 1 and all(best == "max" and (best, measure) not in measures
                                        and weight == votes[0][0] for weight, best, measure in votes):
        highest = spoken_list([game.word(state, measure) for _, _, measure in votes])
        return f"{votes[0][0]} each for the highest {highest}"
    parts = []
    for weight, best, measure in votes:
        count = votes_count(weight)
        if best == "any":
            parts.append(f"{count} for a contestant at random")
        elif (best, measure) in measures:
            words = measures[best, measure].format(swords=game.word(state, "swords"))
            parts.append(f"{count} for the {words}")
        else:
            parts.append(f"{count} for the {'highest' if best == 'max' else 'lowest'} "
                         f"{game.word(state, measure)}")
    return "; ".join(parts)


def names_of(game, state: State, given: dict) -> str:
    if not given:
        return "no one"
    return ", ".join(f"{state.seats[s].name} {votes_text(v)}" for s, v in sorted(given.items()))


def shares_of(game, state: State, given: dict) -> str:
    """Whom a judge's votes went to; three or more with the same share named together
    ("Dee 1; Ann, Bea and Cat 0.5 each"), all of them as "every contestant"."""
    alike: dict = {}
    for seat in sorted(given):
        alike.setdefault(given[seat], []).append(state.seats[seat].name)
    if all(len(names) < 3 for names in alike.values()):
        return names_of(game, state, given)
    if len(given) == len(state.seats) and len(alike) == 1:
        return f"every contestant, {votes_text(next(iter(alike)))} each"
    return "; ".join(f"{spoken_list(names)} {votes_text(share)} each" if len(names) > 2
                     else ", ".join(f"{name} {votes_text(share)}" for name in names)
                     for share, names in sorted(alike.items(), key=lambda item: -item[0]))


def judge_line(game, state: State, entry: dict) -> str:
    """A judge's vote at the end, short enough for the line under the table: how the
    judge votes is left out of a line that would run past LINE_LENGTH (the judge's
    help still says it)."""
    given = {int(s): Fraction(n, d) for s, (n, d) in entry["votes"].items()}
    judge = f"Judge {entry['judge'][5:]}, {the(entry['card'])}"
    shares = shares_of(game, state, given)
    line = f"{judge} ({vote_rule(game, state, entry['card'], short=True)}): {shares}."
    return line if len(line) <= LINE_LENGTH else f"{judge}: {shares}."


def tally_line(game, state: State) -> str:
    """Every contestant's votes at the end."""
    names = [s.name for s in state.seats]
    return "Votes: " + ", ".join(f"{names[s]} {votes_text(v)}" for s, v in enumerate(game.final_votes(state))) + "."


def crown_line(game, state: State) -> str:
    """Who wins the crown and how, in a line that fits under the table: the votes
    themselves are on the contestants' names by then (and in the tally line)."""
    result = state.data["result"]
    winners, votes = result["winners"], game.final_votes(state)
    names = [s.name for s in state.seats]
    crowned, top = spoken_list([names[s] for s in winners]), votes_count(votes[winners[0]])
    if not result["catfight"]:
        return f"{crowned} wins the crown with {top}."
    fierce = game.word(state, LOWER_IS_BETTER)
    if len(winners) == len(names) > 3:
        return f"Every contestant shares the crown, tied on {top} and on {fierce} in the cat fight."
    if len(winners) > 1:
        return f"{crowned} share the crown, tied on {top} and on {fierce} in the cat fight."
    rivals = [names[s] for s, v in enumerate(votes) if v == votes[winners[0]] and s not in winners]
    with_whom = spoken_list(rivals) if len(rivals) < 3 else f"{len(rivals)} others"
    than = "higher" if len(rivals) == 1 else "highest"
    return f"{crowned} wins the crown: tied on {top} with {with_whom}, her {than} {fierce} wins the cat fight."


# ---- the status line -----------------------------------------------------------------
def status(game, state: State) -> str:
    if state.data["result"] is not None:
        return game.outcome(state).summary
    last = state.data["last_round"]
    if last is not None:
        return (f"Judgement's last round: {plural(len(last) + 1, 'turn')} left. "
                "Play one card.")
    return ("Play one card: wear it in your row, drop it on a rival's attribute, bribe an open judge, "
            "play a trump on its target, or discard it.")


def rules_text(game, options: dict[str, str] | None = None) -> str:
    """With the milder words chosen, the page first says which of its words the table
    shows instead (house decision 21), so "Shade" on the table is found on the page."""
    text = Game.rules_text(game, options)
    if (options or {}).get("words") != "milder":
        return text
    title, _, rest = text.partition("\n\n")
    note = ("This game is played with the milder words: on the table **Shade** stands for "
            "the page's **Bitchiness**, and **throwing shade** for **being a bitch**.")
    return f"{title}\n\n{note}\n\n{rest}"


# ---- the large card view ----------------------------------------------------------------
def describe(game, state: State, card: str) -> str:
    zone, index = state.find(card)
    f = facts(card)
    if zone in JUDGES:
        return _describe_judge(game, state, zone, index, card)
    if zone.startswith("attr"):
        return _describe_attribute(game, state, zone, card)
    if card in state.data["continuing"]:
        on = state.data["continuing"][card]["on"]
        where = f"judge {on[5:]}" if on.startswith("judge") else state.seats[owner(on)].name
        return f"In play on {where}. {effect_of(card).does}"
    if f.arcana == "major":
        return (f"As an effect: {effect_of(card).does} {drop_words(card)} As a judge: "
                f"{vote_rule(game, state, card)}. As a bribe it covers any minor card but an Ace, "
                f"and any lower trump.")
    return (f"Worth {value(card)} as {game.word(state, f.suit)} or as a modifier on a rival's "
            f"{game.word(state, f.suit)}. {_bribe_words(game, card)}")


def _bribe_words(game, card: str) -> str:
    if facts(card).rank == "ace":
        return "In bribes an Ace beats every card but an Ace."
    return "In bribes it beats the lower minors; trumps and Aces beat it."


def _describe_judge(game, state: State, zone: str, index: int, card: str) -> str:
    pile = state.zones[zone]
    if index < len(pile) - 1:
        return f"Covered on judge {zone[5:]} by a higher bribe; it no longer counts."
    covered = ", ".join(english_name(p.card) for p in pile[:-1])
    under = f" Beneath: {covered}." if covered else ""
    blessing = " Blessed by the Hierophant: no bribes, no effects." if game.blessed(state, zone) else ""
    given = _votes_given(game, state, zone)
    leaning = f" {given}" if given else ""
    bribe = "" if state.data["result"] is not None else f" {bribe_note(game, state, zone)}"
    dealt = f" {JUDGEMENT_AS_JUDGE}" if card == JUDGEMENT and state.data["judgement_by"] is None else ""
    return f"Judge {zone[5:]}: {vote_rule(game, state, card)}.{dealt}{leaning}{bribe}{under}{blessing}"


def bribe_note(game, state: State, judge: str) -> str:
    """What a bribe would do to a judge, in a sentence."""
    if not game.is_open(state, judge):
        return "A hidden judge cannot be bribed."
    if game.blessed(state, judge):
        return "Blessed: it cannot be bribed."
    return (f"A bribe ranking above {the(state.top(judge).card)} laid on top replaces its vote "
            f"with the bribe's own.")


def judge_help(game, state: State, judge: str) -> str:
    """The hover text of a judge's place: how it votes and what a bribe does."""
    if not game.is_open(state, judge) and state.data["result"] is None:
        return f"Judge {judge[5:]}: hidden until the end; it cannot be bribed."
    return (f"Judge {judge[5:]}: {vote_rule(game, state, state.top(judge).card)}. {_votes_given(game, state, judge)} "
            f"{bribe_note(game, state, judge) if state.data['result'] is None else ''}").replace("  ", " ").strip()


def _describe_attribute(game, state: State, zone: str, card: str) -> str:
    seat, suit = owner(zone), attr_suit(zone)
    whose = f"{state.seats[seat].name}'s {game.word(state, suit)}"
    total = f"{whose} is {game.total(state, seat, suit)} in all"
    better = " (lower is better)" if suit == LOWER_IS_BETTER else ""
    if game.base(state, zone) == card:
        return f"The attribute card: {value(card)}. {total}{better}."
    placed = next(p for p in state.zones[zone] if p.card == card)
    sign = "−" if placed.reversed else "+"
    return f"A modifier: {sign}{value(card)}. {total}{better}."


# ---- refusals --------------------------------------------------------------------------
def why_not(game, state: State, card: str | None, zone: str | None) -> str:
    if state.data["result"] is not None:
        return "The contest is over."
    me = state.to_act
    if card is None or state.find(card)[0] != hand(me):
        return "Play a card from your own hand."
    f = facts(card)
    if zone is None:
        return "Drag the card to where it should go."
    if zone in JUDGES:
        return _why_not_bribe(game, state, card, zone)
    if zone.startswith("attr"):
        return _why_not_attribute(game, state, me, card, zone)
    if f.arcana == "major":
        if zone == "reserve" and effect_of(card).target == fx.RESERVE and state.zones["reserve"]:
            return "You have already looked at the top card of the judge reserve."
        return f"{drop_words(card)} ({effect_of(card).does})"
    if zone in ("stage", "reserve", "stock") or zone.startswith(("sash", "hand")):
        return "A minor card goes to an attribute, onto an open judge, or to the discard pile."
    return "That card cannot go there."


def _why_not_bribe(game, state: State, card: str, zone: str) -> str:
    if not game.is_open(state, zone):
        if facts(card).arcana == "major" and effect_of(card).target == fx.HIDDEN_JUDGE:
            return "The judge reserve is empty: no card is left to take the seat."
        return "A hidden judge cannot be bribed: bribe an open judge."
    if game.blessed(state, zone):
        return "The Hierophant blesses this judge: no bribe and no effect may touch it."
    if bribe_rank(card) <= bribe_rank(state.top(zone).card):
        return (f"A bribe must rank strictly higher than {the(state.top(zone).card)} "
                "(2 lowest, up to the Queens; then the trumps 0 to XXI; Aces above all).")
    return f"{drop_words(card)}"


def _why_not_attribute(game, state: State, me: int, card: str, zone: str) -> str:
    seat, suit = owner(zone), attr_suit(zone)
    f = facts(card)
    if f.arcana == "major":
        if seat != me and game.protected(state, seat, me):
            return "The Emperor guards her attributes: no rival may play on them."
        return f"{drop_words(card)} ({effect_of(card).does})"
    if f.suit != suit:
        return (f"{the(card, capital=True)} is {f.suit}: it goes on {game.word(state, f.suit)}, "
                f"not {game.word(state, suit)}.")
    if seat != me and game.protected(state, seat, me):
        return "The Emperor guards her attributes: no rival may play on them."
    if seat != me and game.base(state, zone) is None:
        return (f"{state.seats[seat].name} wears no {game.word(state, suit)}: a zero may be raised, "
                f"and lowered again only as far as it was raised, never below zero.")
    return "That card cannot go there."


# ---- marks on the cards ---------------------------------------------------------------------
def badges(game, state: State, short: bool = False, cut_names: bool = True) -> dict[str, str]:
    """The marks on the cards; ``short``: in as few letters as still say something (for
    a card too narrow for the whole mark: six seats at 200% text read "…"): each name cut
    as far as keeps it apart from the others' (unless not ``cut_names``), the count kept
    (a judge read "Blan." had lost its vote), a tie and many votes counted ("2 tied", "3 v."), "none" for
    "no vote", "J4" for "judge 4"; an attribute's word whole (the table sets it smaller).
    Hovering the judge names the votes in full."""
    names = seat_names(state, short and cut_names)
    marks: dict[str, str] = {}
    for seat in range(len(state.seats)):
        for suit in ("cups", "pentacles", "wands", "swords"):
            zone = f"attr{seat}_{suit}"
            if state.zones[zone]:
                marks[state.top(zone).card] = str(game.total(state, seat, suit))
    if state.data["result"] is None:
        board = game.judging_board(state)
        for judge in game.open_judges(state):
            given = cast(board, state.top(judge).card)
            marks[state.top(judge).card] = _short_votes(game, state, given, names, short)
    else:
        for entry in state.data["result"]["by_judge"]:
            given = {int(s): Fraction(n, d) for s, (n, d) in entry["votes"].items()}
            marks[entry["card"]] = _short_votes(game, state, given, names, short)
    for card, where in state.data["continuing"].items():
        on = where["on"]
        if on.startswith("judge"):
            marks[card] = f"J{on[5:]}" if short else f"judge {on[5:]}"
        elif on.startswith("attr"):
            marks[card] = game.word(state, attr_suit(on))   # a word cut short would not say it
    return marks


def seat_names(state: State, short: bool = False) -> list[str]:
    """The contestants' names, whole or (``short``) cut as far as keeps them apart."""
    names = [seat.name for seat in state.seats]
    return short_names(names) if short else names


def _short_votes(game, state: State, given: dict, names: list[str] | None = None, short: bool = False) -> str:
    names = names or seat_names(state)
    if not given:
        return "none" if short else "no vote"
    if len(given) > 1 and sum(given.values()) > 1:   # several votes going several ways: no tie
        return f"{votes_text(sum(given.values()))} {'v.' if short else 'votes'}"
    if len(given) == len(state.seats) and len(state.seats) > 2 and not short:
        return "all tied"
    if len(given) > 2 or (short and len(given) == 2):
        return f"{len(given)} tied"
    if short:   # one contestant: her name (cut before the count is) and her share, the whole vote's 1 too
        (seat, share), = given.items()
        return f"{names[seat]} {votes_text(share)}"
    # whole names: the table shortens a mark wider than its card with "…", and the judge's
    # hover line and description name the votes in full (_votes_given)
    if len(given) == 2:   # a tie splits evenly: the names alone
        return "/".join(names[s] for s in sorted(given))
    return " ".join(f"{names[s]} {votes_text(v)}" for s, v in sorted(given.items()))


def _votes_given(game, state: State, judge: str) -> str:
    """A judge's votes with each contestant's whole name: as the vote stands now during
    play, as it was cast once the contest is over; "" for a judge not yet seen."""
    card = state.top(judge).card
    if state.data["result"] is None:
        if not game.is_open(state, judge):
            return ""
        return f"If the vote were now: {names_of(game, state, cast(game.judging_board(state), card))}."
    for entry in state.data["result"]["by_judge"]:
        if entry["card"] == card:
            given = {int(s): Fraction(n, d) for s, (n, d) in entry["votes"].items()}
            return f"Its votes: {names_of(game, state, given)}."
    return ""


def hint(game, state: State, action: Action, said: str) -> str:
    """The hint ``said`` (the move's label), with the reason for an attribute worn that
    leaves its wearer worse in that suit, which a newcomer would take for a mistake: the
    open judges whose votes it wins her (play-test round 8, T1: "Wear Knight of Swords as
    your Bitchiness" took 0 to 12 with no word of the Fool's vote it won)."""
    if action.kind != "attribute":
        return said
    me, suit = state.to_act, facts(action.card).suit
    after = state.clone()
    game._do_attribute(after, me, action)
    old, new = game.total(state, me, suit), game.total(after, me, suit)
    worse = new > old if suit == LOWER_IS_BETTER else new < old
    won = _judges_won(game, state, after, me) if worse else []
    return f"{said}: worse ({old} to {new}), but it wins you {won}" if won else said


def _judges_won(game, state: State, after: State, me: int) -> str:
    """The open judges that give ``me`` more of their votes in ``after`` than now: "judge
    9's vote (the weakest all round)", "a share of judge 3's vote (...)", "votes of judges
    1 and 9"; "" for none."""
    before_board, after_board = game.judging_board(state), game.judging_board(after)
    won = []
    for judge in game.open_judges(state):
        card = state.top(judge).card
        now, then = cast(before_board, card).get(me, 0), cast(after_board, card).get(me, 0)
        if then > now:
            weight = sum(weight for weight, _, _ in judge_votes(card))
            share = "" if then == weight else "a share of "
            won.append((judge[5:], f"{share}judge {judge[5:]}'s vote{'s' if weight > 1 else ''} "
                                   f"({vote_rule(game, state, card, short=True).split(' for ', 1)[-1]})"))
    if len(won) > 1:
        return "votes of judges " + spoken_list([number for number, _ in won])
    return won[0][1] if won else ""


def buttons(game, state: State) -> list[tuple[str, list[Action]]]:
    return []


class TournamentEnding(Ending):
    """The end panel gives the tally; the vote is told on the table judge by judge."""

    def lines(self, state: State, outcome) -> list[str]:
        return [tally_line(self.game, state), outcome.summary]

    # ---- the end told judge by judge ------------------------------------------------------------
    def reveal(self, state: State) -> list[RevealStep]:
        """The vote told on the table: each hidden judge turns, then each judge in turn
        sends its votes to the contestants it chose, their counts running up."""
        result = state.data["result"]
        if result is None:
            return []
        names = [s.name for s in state.seats]
        zero = tuple((sash(seat), contestant_title(state, seat, 0)) for seat in range(len(names)))
        turned = set(result.get("turned", ()))
        steps = []
        for judge in JUDGES:
            cards = tuple(p.card for p in state.zones[judge] if p.card in turned)
            if cards:
                steps.append(RevealStep(f"Hidden judge {judge[5:]} turns: {the(state.top(judge).card)}.",
                                        turn=cards, labels=zero))
        running = [Fraction(0)] * len(names)
        for entry in result["by_judge"]:
            given = {int(s): Fraction(n, d) for s, (n, d) in entry["votes"].items()}
            for seat, share in given.items():
                running[seat] += share
            steps.append(RevealStep(
                judge_line(self.game, state, entry), labels=zero if not steps else (),
                marks=((entry["card"], _short_votes(self.game, state, given)),),
                travel=tuple((entry["judge"], sash(seat), votes_text(share)) for seat, share in sorted(given.items())),
            ))
            steps[-1] = replace(steps[-1], labels=steps[-1].labels + tuple(
                (sash(seat), contestant_title(state, seat, running[seat])) for seat in given))
        steps.append(RevealStep(self.game.outcome(state).summary))
        return steps

    # ---- figures for simulate ------------------------------------------------------------------------
    def measures(self, state: State) -> dict[str, float]:
        """Each contestant's share of the votes and of the crown (how the contest ended
        is the outcome's detail)."""
        result = state.data["result"]
        if result is None:
            return {}
        votes = self.game.final_votes(state)
        cast_in_all = sum(votes)
        winners = result["winners"]
        figures: dict[str, float] = {}
        for seat, seat_votes in enumerate(votes):
            name = state.seats[seat].name
            figures[f"vote share {name}"] = float(seat_votes / cast_in_all) if cast_in_all else 0.0
            figures[f"crown {name}"] = 1 / len(winners) if seat in winners else 0.0
        figures["cat fight"] = float(result["catfight"])
        figures["turns"] = float(state.data["turns"])
        return figures
