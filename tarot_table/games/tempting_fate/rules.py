"""Tempting Fate: the querent's tarot deck against Fate's zener cards.

Seats are the two people; roles are kept in the state, because in a match the
two swap roles for the second game. The rules in the project's words, with the
house decisions, are in rules.md beside this file.
"""
from __future__ import annotations

from pathlib import Path

from tarot_table.cards import TAROT_DECK, ZENER_DECK, english_name
from tarot_table.games.base import (HIDDEN, Action, Event, FollowUp, Game, MadeOnce, Outcome, OptionSpec, Pause, PLACED,
                                    Placed, Seat, State)
from tarot_table.games.capabilities import (Capabilities, Ending, Handling, HiddenHands, Match, Sight, Stake,
                                            card_reader)
from tarot_table.games.tempting_fate import presentation
from tarot_table.games.tempting_fate.bots import BOTS
from tarot_table.games.tempting_fate.layout import PATHS, tempting_layout
from tarot_table.option_roles import OptionRole
from tarot_table.wording import plural
from tarot_table.games.tempting_fate.worth import FOOL, IMMUNE_SUIT, immune, immune_to, points  # noqa: F401 (shared names)

DECKS = frozenset({"fate_deck", "tarot_deck"})   # always face down and upright
MIXED_ZONES = frozenset(PATHS)
HAND_SIZE = 5
FATE_ACTIONS = 3
LONGEST_PATH = 5
# [path, place from the deck end] of each card on a path that Fate laid there from her hand
# (places, not names: the data is in every seat's view, and the querent may not learn them)
LAID_FROM_HAND = "laid_from_hand"
# Fate's moves that give nothing up (FateHandling.stake): one click makes them, where they are a card's only move
GIVES_NOTHING_UP = frozenset({"place", "untoken"})
# Measured by simulate with the searching bots in both roles (see docs/games.md).
TWO_ATTACKS_FIGURE = "our bots' querent wins about 4 games in 10"


BASE_OPTIONS = (
    OptionSpec("attacks", "Querent's attacks",
               "How many times the querent, the attacker, strikes each turn. Two is the table's "
               "recommendation: the querent can cut a path down to one card and clear it in the same "
               f"turn, a real contest ({TWO_ATTACKS_FIGURE}). One is the game as published, where "
               "Fate tops up every path left with one card and the querent never wins.",
               ("2", "1"), "2", labels=("Two: recommended", "One: as published")),
    OptionSpec("first_fate", "Fate in the first game",
               "Who plays Fate, the defender with the zener cards, in the first game; the other "
               "player is the querent. Fate moves first.",
               ("player-1", "player-2"), "player-1", role=OptionRole.SIDES),
    OptionSpec("match", "Match",
               "Two games, the players swapping sides for the second, as the game intends (each is "
               "Fate once), or a single game.",
               ("two-games", "single"), "two-games", labels=("Two games", "Single game")),
    OptionSpec("discard_limit", "Shorter game",
               "For a quicker game: it ends once more cards than this have been discarded, and the "
               "side whose discards are worth more points wins. Off plays until a path is cleared "
               "or grows too long.", ("off", "20", "30", "40", "60"), "off"),
    # set by the table, never on the page: the story numbers a table's games on from its count
    OptionSpec("games_before", "Games before at this table",
               "How many games the table dealt before this one.", (), "0", hidden=True,
               role=OptionRole.GAMES_BEFORE),
)


class FateHands(HiddenHands):
    """The hands, each for its player; and house decision 7: the cards Fate laid face down
    from her hand on the paths stay hers to look at (she chose them and knows them), never
    the querent's; a card laid from her deck "without looking at it" stays unknown to both."""

    by_card = True   # a path's face-down cards: Fate sees those she laid from her hand

    def private_zones(self, state: State) -> dict[str, int]:
        roles = state.data["roles"]
        return {"fate_hand": roles["fate"], "querent_hand": roles["querent"]}

    def can_see(self, state: State, zone: str, placed: Placed, seat: int | None) -> bool:
        if zone in MIXED_ZONES and not placed.face_up:
            return seat == state.data["roles"]["fate"] and \
                [zone, state.zones[zone].index(placed)] in state.data.get(LAID_FROM_HAND, ())
        return super().can_see(state, zone, placed, seat)

    def zone_sight(self, state: State, zone: str, seat: int | None) -> str:
        """``can_see`` above for a whole zone at once: a hand for its owner alone, the decks
        for nobody, a path card by card for Fate where she laid a card of it from her hand."""
        owner = self.private_zones(state).get(zone)
        if owner is not None:
            return "all" if seat == owner else "none"
        if zone in DECKS:
            return "none"
        if zone in MIXED_ZONES and seat == state.data["roles"]["fate"] and \
                any(path == zone for path, _ in state.data.get(LAID_FROM_HAND, ())):
            return "by card"
        return "face up"


class FateMatch(Match):
    def pause(self, state: State) -> Pause | None:
        """Between the games of a match the table shows who won game 1 and waits."""
        if not state.data["between"]:
            return None
        first = state.data["results"][-1]
        name = state.seats[first["winner"]].name
        first_no = presentation.table_game_no(state)
        return Pause(f"{name} wins game {first_no}", (first["why"], f"In game {first_no + 1} the roles switch."),
                     self.game.legal_actions(state)[0], f"Start game {first_no + 1}")

    def winning_roles(self, state: State) -> list[str]:
        return [r["role"] for r in state.data["results"]]

    def next_options(self, state: State) -> dict[str, str]:
        """House decision 17: after a single game the next one switches the sides, as the
        seed expects ("Normally, one is expected after a game to switch roles and play
        again"); a match of two games switches within itself and starts the next alike."""
        options = dict(state.options)
        if options["match"] == "single":
            options["first_fate"] = "player-2" if options["first_fate"] == "player-1" else "player-1"
        return options

    def next_words(self, state: State) -> str:
        if state.options["match"] != "single":
            return ""
        roles, seats = state.data["roles"], state.seats
        return f"the sides switch: {seats[roles['querent']].name} is Fate, {seats[roles['fate']].name} the querent"


class FateHandling(Handling):
    def stake(self, state: State, action: Action) -> Stake | None:
        """House decision 16: an attack (it shows cards to both players) and a card laid
        unseen from Fate's deck cannot be taken back, so one click makes neither. Fate's
        card laid from her hand and a token taken off give nothing up, even as the last
        move of her turn: Undo cannot take that one back (the hands are filled), but the
        card goes where she chose and the turn passes as every turn does."""
        return None if action.kind in GIVES_NOTHING_UP else Stake.FOR_GOOD

    def caution(self, state: State, action: Action) -> tuple[str, str, str] | None:
        """House decision 14: one stray click on Resign lost the game, so it asks first."""
        if action.kind != "resign":
            return None
        game = f"game {presentation.table_game_no(state)}" if state.options["match"] == "two-games" else "the game"
        return ("Resign?", f"Resigning gives {game} to the other side at once.", "Resign")


class FateEnding(Ending):
    def follow_ups(self, state: State) -> list[FollowUp]:
        """Readings from the cards of the last game, as the game's author suggests: the
        game as a cut of the whole deck, then the last hand, or the discards."""
        reader = card_reader(self.game)
        if reader is None:
            return []
        hand = [p.card for p in state.zones["querent_hand"]]
        discards = [p.card for p in state.zones["tarot_discard"]]
        spread = state.options.get("cut_spread") or reader.spread_choice().default
        offers = [reader.of_cards("Read the cut deck", self.game.cut_deck(state), spread, as_given=True)]
        three, ten = reader.spread_of_size(3), reader.spread_of_size(10)
        if len(hand) >= 3 and three:
            offers.append(reader.of_cards("Read the hand", hand, three))
        spread = ten if len(discards) >= 10 and ten else three
        if len(discards) >= 3 and spread:
            offers.append(reader.of_cards("Read the discards", discards, spread))
        return offers


class TemptingFate(Game):
    seat_names = ("Player 1", "Player 2")
    bots = BOTS
    strong_bot = "searching"
    folder = Path(__file__).parent
    lists_from_view = True   # moves name the mover's own hand, the paths, or a deck by its place
    data_added_later = frozenset({LAID_FROM_HAND})   # 30 November 2026: Fate looks at her own cards on the paths
    sight = Sight(blind=DECKS, mixed=MIXED_ZONES)   # the discards lie face up; the paths hold cards either way
    capabilities = Capabilities(hidden_hands=FateHands, match=FateMatch, ending=FateEnding, handling=FateHandling)

    @property
    def options(self) -> tuple[OptionSpec, ...]:
        """The fixed options, and the spread for the reading of the cut deck, offered from
        the spreads of the game that reads cards (the reader's own spreads included)."""
        reader = card_reader(self)
        if reader is None:
            return BASE_OPTIONS
        spreads = reader.spread_choice()
        return BASE_OPTIONS + (
            OptionSpec("cut_spread", "Reading after the game",
                       "A game is, in the end, a cut of the querent's tarot deck. Afterwards this spread "
                       "can be laid on the reading table from the deck as it was cut.", spreads.choices, spreads.default, labels=spreads.labels),
        )

    def seated_options_words(self, options: dict[str, str], seats: list[Seat]) -> str:
        """At a table the player who is Fate first is named, not their seat."""
        seat = 0 if options["first_fate"] == "player-1" else 1
        return self._words(options, seats[seat].name if len(seats) > seat else f"Player {seat + 1}")

    def options_words(self, options: dict[str, str]) -> str:
        return self._words(options, "Player 1" if options["first_fate"] == "player-1" else "Player 2")

    def short_options_parts(self, options: dict[str, str], seats: list[Seat]) -> list[str]:
        """Who is Fate goes (each hand's label on the table says it: "Your hand · Fate"),
        and so does the reading after the game (it changes no rule); the rest in figures."""
        two = options["match"] == "two-games"
        attacks = options["attacks"]
        shorter = [] if options["discard_limit"] == "off" else [f"past {options['discard_limit']} discards"]
        reading = [] if next((s for s in self.options if s.key == "cut_spread"), None) is None else [""]
        return ["2 games" if two else "1 game", "", f"{attacks} attack{'' if attacks == '1' else 's'}",
                *shorter, *reading]

    def _words(self, options: dict[str, str], first: str) -> str:
        """The match, who plays Fate in the first game, the querent's attacks, a shorter
        game if chosen and, last (it changes no rule), the reading after the game, in a few
        words: every option with its label ran past the top bar at 1024x700. "Fate first"
        read, cut short in game 2, as "Player 1 is Fa…": the game it speaks of is named."""
        two = options["match"] == "two-games"
        match = "Two games" if two else "Single game"
        fate = f"{first} is Fate in game 1" if two else f"{first} is Fate"
        attacks = "1 attack a turn as published" if options["attacks"] == "1" else f"{options['attacks']} attacks a turn"
        shorter = [] if options["discard_limit"] == "off" else [f"ends past {options['discard_limit']} discards"]
        spec = next((spec for spec in self.options if spec.key == "cut_spread"), None)
        reading = [] if spec is None else [f"then a reading: {spec.label_of(options['cut_spread'])}"]
        return ", ".join([match, fate, attacks, *shorter, *reading])

    # ---- set-up ---------------------------------------------------------------------
    def zones(self, options, players):
        return ["fate_deck", "fate_hand", "fate_discard", "tarot_deck", "querent_hand", "tarot_discard",
                "bank", *PATHS]

    def setup(self, state: State) -> None:
        fate = 0 if state.options["first_fate"] == "player-1" else 1
        state.zones["fate_deck"] = [PLACED[c, False, False] for c in ZENER_DECK]
        state.zones["tarot_deck"] = [PLACED[c, False, False] for c in TAROT_DECK]
        state.data.update({"roles": {"fate": fate, "querent": 1 - fate}, "game_no": 1, "wins": [0, 0],
                           "results": [], "between": False, "over": False})
        self._deal(state)

    def _deal(self, state: State) -> list[Event]:
        """Both decks shuffled and both hands dealt: the moves of the cards dealt, so a
        table that keeps what each seat has seen learns the new hands (game 2's)."""
        roles = state.data["roles"]
        state.rng.shuffle(state.zones["fate_deck"])
        state.rng.shuffle(state.zones["tarot_deck"])
        dealt = []
        for _ in range(HAND_SIZE):
            dealt.append(state.move(state.top("fate_deck").card, "fate_hand", src="fate_deck"))
            dealt.append(state.move(state.top("tarot_deck").card, "querent_hand", src="tarot_deck"))
        state.data.update({"turn": "fate", "actions_left": FATE_ACTIONS, "tokens": {}, "turns": 0,
                           "attacks_left": self.attacks(state), LAID_FROM_HAND: []})
        state.to_act = roles["fate"]
        names = [s.name for s in state.seats]
        state.story.append(f"Game {presentation.table_game_no(state)}: {names[roles['fate']]} is Fate, "
                           f"{names[roles['querent']]} the querent. Fate moves first.")
        return dealt

    @staticmethod
    def attacks(state: State) -> int:
        """Attacks the querent makes each turn: 1 as written, 2 in the fair variant."""
        return int(state.options.get("attacks", "1"))

    def role_of(self, state: State, seat: int) -> str:
        return "fate" if state.data["roles"]["fate"] == seat else "querent"

    # ---- legal actions ----------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        if state.data["over"]:
            return []
        if state.data["between"]:
            return [_NEXT_GAME]
        actions = self._fate_actions(state) if state.data["turn"] == "fate" else self._querent_actions(state)
        if not actions:
            actions.append(_PASS)
        actions.append(_RESIGN)
        return actions

    def _open_paths(self, state: State) -> list[str]:
        tokens = state.data["tokens"]
        return [p for p in PATHS if not any(tokens.get(c.card) for c in state.zones[p])]

    def _fate_actions(self, state: State) -> list[Action]:
        actions = []
        open_paths = tuple(self._open_paths(state))
        for p in state.zones["fate_hand"]:
            actions += _PLACE[p.card, open_paths]
        if state.zones["fate_deck"]:
            actions += _PLACE_BLIND[open_paths]
        for card, count in sorted(state.data["tokens"].items()):
            if count:
                actions.append(_UNTOKEN[card, count])
        return actions

    def _querent_actions(self, state: State) -> list[Action]:
        zones = state.zones
        targets = tuple([path for path in PATHS if zones[path]])
        actions = []
        for p in zones["querent_hand"]:
            actions += _ATTACK[p.card, targets]
        if zones["tarot_deck"]:
            actions += _ATTACK_BLIND[targets]
        return actions

    # ---- performing ----------------------------------------------------------------------
    def perform(self, state: State, action: Action) -> list[Event]:
        handler = getattr(self, "_do_" + action.kind.replace("-", "_"))
        events = handler(state, action)
        if not state.data["between"] and not state.data["over"]:
            events += self._check_end(state)
        return events

    def _say(self, state: State, words: str) -> Event:
        state.story.append(words)
        return Event("message", text=words)

    def _fate_spent(self, state: State) -> list[Event]:
        state.data["actions_left"] -= 1
        if state.data["actions_left"] > 0:
            return []
        return self._end_turn(state)

    def _end_turn(self, state: State) -> list[Event]:
        events = []
        for hand, deck in (("fate_hand", "fate_deck"), ("querent_hand", "tarot_deck")):
            while len(state.zones[hand]) < HAND_SIZE and state.zones[deck]:
                events.append(state.move(state.top(deck).card, hand, face_up=False, src=deck))
        state.data["turns"] += 1
        roles = state.data["roles"]
        if state.data["turn"] == "fate":
            state.data.update({"turn": "querent", "attacks_left": self.attacks(state)})
            state.to_act = roles["querent"]
        else:
            state.data.update({"turn": "fate", "actions_left": FATE_ACTIONS})
            state.to_act = roles["fate"]
        return events

    def _do_place(self, state: State, action: Action) -> list[Event]:
        events = [state.move(action.card, action.to, face_up=False, src=action.src or "fate_hand")]
        if (action.src or "fate_hand") == "fate_hand":
            state.data.setdefault(LAID_FROM_HAND, []).append([action.to, len(state.zones[action.to]) - 1])
        events.append(self._say(state, f"Fate lays a card on path {action.to[-1]}."))
        if len(state.zones[action.to]) > LONGEST_PATH:
            return events + self._finish(state, "fate", f"Path {action.to[-1]} grows longer than five cards.")
        return events + self._fate_spent(state)

    def _do_place_blind(self, state: State, action: Action) -> list[Event]:
        card = state.top("fate_deck").card
        return self._do_place(state, Action("place", card=card, src="fate_deck", to=action.to))

    def _do_untoken(self, state: State, action: Action) -> list[Event]:
        tokens = state.data["tokens"]
        tokens[action.card] -= 1
        if not tokens[action.card]:
            del tokens[action.card]
        events = [self._say(state, f"Fate takes a token off the {english_name(action.card)}.")]
        return events + self._fate_spent(state)

    def _do_attack(self, state: State, action: Action) -> list[Event]:
        attacker, path = action.card, action.to
        target = state.zones[path][-1]
        tokens = state.data["tokens"]
        name = english_name(attacker)
        events = [state.move(attacker, "tarot_discard", face_up=True, src=action.src or "querent_hand")]
        if attacker == FOOL and not target.face_up:
            events.append(state.move(target.card, "fate_deck", face_up=False, src=path))
            state.zones["fate_deck"].insert(0, state.zones["fate_deck"].pop())   # to the bottom
            events.append(self._say(state, f"The Fool sends an unseen card on path {path[-1]} back "
                                           "beneath Fate's deck."))
            return events + self._after_attack(state, path)
        if not target.face_up:
            target = state.zones[path][-1] = PLACED[target.card, True, target.reversed]
            events.append(Event("flip", target.card, path, path, True))
        worth = points(attacker)
        held = tokens.get(target.card, 0)
        shield = immune(target.card, attacker)
        verdict = f"{name} ({worth}) attacks the {english_name(target.card)} ({points(target.card)})"
        if not shield and worth + held >= points(target.card):
            tokens.pop(target.card, None)
            events.append(state.move(target.card, "fate_discard", face_up=True, src=path))
            events.append(self._say(state, f"{verdict} and defeats it."))
        else:
            if worth:
                tokens[target.card] = held + worth
            held_now = plural(tokens.get(target.card, 0), 'token')
            said = (f"{verdict}, but the {english_name(target.card)} is immune to {immune_to(target.card, attacker)}: "
                    f"it holds, with {held_now}." if shield else f"{verdict}; it holds with {held_now}.")
            events.append(self._say(state, said))
        return events + self._after_attack(state, path)

    def _do_attack_blind(self, state: State, action: Action) -> list[Event]:
        card = state.top("tarot_deck").card
        return self._do_attack(state, Action("attack", card=card, src="tarot_deck", to=action.to))

    def _after_attack(self, state: State, path: str) -> list[Event]:
        laid = state.data.get(LAID_FROM_HAND)
        if laid:   # a card that left the path (defeated, or sent beneath the deck) is no longer there to look at
            state.data[LAID_FROM_HAND] = [[zone, at] for zone, at in laid if at < len(state.zones[zone])]
        if not state.zones[path]:
            return self._finish(state, "querent", f"The querent clears path {path[-1]}.")
        state.data["attacks_left"] = state.data.get("attacks_left", 1) - 1
        if state.data["attacks_left"] > 0 and self._querent_actions(state):
            return []   # the second attack of the variant, from the same hand
        return self._end_turn(state)

    def _do_pass(self, state: State, action: Action) -> list[Event]:
        events = [self._say(state, "Nothing can be done this turn.")]
        return events + self._end_turn(state)

    def _do_resign(self, state: State, action: Action) -> list[Event]:
        loser = state.data["turn"]
        return self._finish(state, "querent" if loser == "fate" else "fate",
                            f"{state.seats[state.to_act].name} resigns.")

    def _do_next_game(self, state: State, action: Action) -> list[Event]:
        roles = state.data["roles"]
        roles["fate"], roles["querent"] = roles["querent"], roles["fate"]
        for zone in ("fate_hand", "fate_discard", *PATHS):
            for p in list(state.zones[zone]):
                state.move(p.card, "fate_deck", face_up=False)
        for zone in ("querent_hand", "tarot_discard"):
            for p in list(state.zones[zone]):
                state.move(p.card, "tarot_deck", face_up=False)
        state.data.update({"between": False, "game_no": 2})
        dealt = self._deal(state)
        return [Event("announce", text=f"Game {presentation.table_game_no(state)}: the roles switch"), *dealt]

    # ---- ends ---------------------------------------------------------------------------------
    def _check_end(self, state: State) -> list[Event]:
        z = state.zones
        limit = state.options["discard_limit"]
        if limit != "off" and len(z["fate_discard"]) + len(z["tarot_discard"]) > int(limit):
            fate_worth = sum(points(p.card) for p in z["fate_discard"])
            tarot_worth = sum(points(p.card) for p in z["tarot_discard"])
            winner = "querent" if tarot_worth > fate_worth else "fate"
            return self._finish(state, winner, f"More than {limit} cards are discarded: the querent's "
                                               f"discards are worth {tarot_worth}, Fate's {fate_worth}.")
        querent_out = not z["tarot_deck"] and not z["querent_hand"]
        fate_out = not z["fate_deck"] and not z["fate_hand"] and not any(z[p] for p in PATHS)
        if querent_out:
            return self._finish(state, "fate", "The querent's cards are all spent." if not fate_out
                                else "Every card is extinguished.")
        if fate_out:
            return self._finish(state, "querent", "Fate's cards are all extinguished.")
        return []

    def _finish(self, state: State, winner_role: str, why: str) -> list[Event]:
        seat = state.data["roles"][winner_role]
        state.data["wins"][seat] += 1
        state.data["results"].append({"game": state.data["game_no"], "winner": seat, "role": winner_role,
                                      "why": why})
        name = state.seats[seat].name
        role = "Fate" if winner_role == "fate" else "the querent"
        words = f"{why} {name}, as {role}, wins game {presentation.table_game_no(state)}."
        state.story.append(words)
        if state.options["match"] == "two-games" and state.data["game_no"] == 1:
            state.data["between"] = True
            state.to_act = state.data["roles"]["querent"]   # who becomes Fate and moves first
        else:
            state.data["over"] = True
            state.to_act = None
        return [Event("announce", text=f"{name} wins game {presentation.table_game_no(state)}")]

    def outcome(self, state: State) -> Outcome | None:
        if not state.data["over"]:
            return None
        wins = state.data["wins"]
        names = [s.name for s in state.seats]
        if len(state.data["results"]) == 1:
            winner = state.data["results"][0]["winner"]
            return Outcome((winner,), tuple(float(i == winner) for i in (0, 1)),
                           state.data["results"][0]["why"])
        if wins[0] == wins[1]:
            return Outcome((), (0.5, 0.5), f"The match is drawn: {names[0]} and {names[1]} won a game each.")
        winner = 0 if wins[0] > wins[1] else 1
        score = f"{names[winner]} wins the match, {plural(wins[winner], 'game')} to {wins[1 - winner]}."
        return Outcome((winner,), tuple(float(i == winner) for i in (0, 1)), score)

    # ---- presentation ------------------------------------------------------------------------
    def layout(self, state: State):
        return tempting_layout(self, state)

    def badges(self, state: State) -> dict[str, str]:
        return presentation.badges(self, state)

    def buttons(self, state: State) -> list[tuple[str, list[Action]]]:
        return [(a.label, [a]) for a in self.legal_actions(state) if a.kind in ("next-game", "pass", "resign")]

    def undoable(self, state: State, action: Action) -> bool:
        """Only Fate's own moves within its turn: once the turn ends, hands are drawn."""
        return action.kind in ("place", "untoken") and state.data["turn"] == "fate" and not (
            state.data["between"] or state.data["over"])

    def why_not_undoable(self, action: Action) -> str:
        return NOT_UNDONE.get(action.kind, self.no_undo_reason)

    @staticmethod
    def cut_deck(state: State) -> list[str]:
        """The tarot deck as the game has cut it, top first (house decision 12): the cards
        not yet drawn keep their order on top, and beneath them go the last hand and then
        the discards in the order they fell."""
        undrawn = [p.card for p in reversed(state.zones["tarot_deck"])]
        return (undrawn + [p.card for p in state.zones["querent_hand"]]
                + [p.card for p in state.zones["tarot_discard"]])

    def status(self, state: State) -> str:
        return presentation.status(self, state)

    def describe(self, state: State, card: str) -> str:
        return presentation.describe(self, state, card)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return presentation.why_not(self, state, card, zone)


# Every move, with its label, made once and shared (the bots list the moves of every
# position they meet; an Action is never changed once made): a card's moves to each of
# a tuple of paths, a deck's top card to each path, a token taken off. A move is made
# once for its card and path, and the tuples of each set of open paths hold those: one
# move for each tuple it was in kept some 3,200 more objects after the benchmark's
# bot decisions, each walked by every full collection of the garbage collector.
def _card_to_paths(kind: str, label) -> MadeOnce:
    """Made once for each (card, paths): the card's moves of ``kind`` to each path,
    ``label(card, path's number)`` naming each."""
    move = MadeOnce(lambda key: Action(kind, card=key[0], to=key[1], label=label(key[0], key[1][-1])),
                    limit=100_000)
    return MadeOnce(lambda key: tuple([move[key[0], path] for path in key[1]]), limit=100_000)


def _top_to_paths(kind: str, deck: str, label) -> MadeOnce:
    """Made once for each tuple of paths: ``deck``'s top card's moves of ``kind`` to each."""
    move = {path: Action(kind, src=deck, to=path, label=label(path[-1])) for path in PATHS}
    return MadeOnce(lambda paths: tuple([move[path] for path in paths]))


_PLACE = _card_to_paths("place", lambda card, n: f"Lay {_laid_name(card)} from your hand on path {n}")
_PLACE_BLIND = _top_to_paths("place-blind", "fate_deck", lambda n: f"Lay the top of the deck on path {n}")
_ATTACK = _card_to_paths("attack", lambda card, n: f"Attack path {n} with {_shown_name(card)}")
_ATTACK_BLIND = _top_to_paths("attack-blind", "tarot_deck", lambda n: f"Attack path {n} with the top of the deck")
_UNTOKEN = MadeOnce(lambda key: Action("untoken", card=key[0], to="bank", label=f"Take a token off it ({key[1]})"),
                    limit=100_000)
_NEXT_GAME = Action("next-game", choice="next", label="Start the second game (roles switch)")
_PASS = Action("pass", choice="pass", label="Nothing can be done: pass")
_RESIGN = Action("resign", choice="resign", label="Resign this game")


def _laid_name(card: str) -> str:
    """The card Fate lays, named in its move's label ("Lay it on path 1" named none: a hint
    said it with only the card lit to tell which)."""
    return "a hidden card" if card == HIDDEN else f"the {english_name(card)}"


def _shown_name(card: str) -> str:
    """A card's name in an action label; a seat looking at another's hand sees no name."""
    return "a hidden card" if card == HIDDEN else english_name(card)


TURN_ENDED = "Undo goes no further back: that turn has ended, and both hands were filled from the decks with cards already seen."
NOT_UNDONE = {   # why Undo is greyed after a move it cannot take back, in a newcomer's words (``undoable``)
    "place": TURN_ENDED, "place-blind": TURN_ENDED, "untoken": TURN_ENDED, "pass": TURN_ENDED,
    "attack": "Undo goes no further back: the attack showed its card, and the card it struck, to both players.",
    "attack-blind": "Undo goes no further back: the attack showed its card, and the card it struck, to both players.",
    "next-game": "Undo goes no further back: the next game has been dealt.",
}
