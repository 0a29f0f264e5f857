"""Lucky You!: a race for two to six players round a 72-space board, each moved by
the cards of a personal tarot pack.

Seats play in order (seat 0, 1, ... round the table), starting with whoever drew
the highest card from a full deck at the start. The rules in the project's own
words, with every house decision numbered, are in rules.md beside this file.
"""
from __future__ import annotations

from pathlib import Path

from tarot_table.cards import TAROT_DECK, english_name, facts
from tarot_table.games.base import (HIDDEN, PLACED, Action, Event, Game, MadeOnce, Outcome, Placed, Seat, State,
                                    copy_data, stand_in)
from tarot_table.games.capabilities import Board, Capabilities, Ending
from tarot_table.games.lucky_you import board
from tarot_table.games.lucky_you.board import (AFTER_LAST_JAIL, DUMPS, FINISH, FOOL_SPACE, JAIL_RELEASE, JAILS, JUMPS,
                                               LAST_JAIL, START)
from tarot_table.games.lucky_you.bots import BOTS
from tarot_table.games.lucky_you.deck import (CHARIOT, DEATH, DEVIL, FOOL, HANGED_MAN, HERMIT, JUDGEMENT,
                                              JUSTICE, MOON, NEAR_END_RANKS, STAR, STRENGTH, SUN,
                                              TEMPERANCE, TOWER, WHEEL, WORLD, game_pack_cards, is_court,
                                              is_game_card, is_knight, is_wild, lot_rank, personal, trump, value,
                                              wild_pack_cards)
from tarot_table.games.lucky_you.deck import PACK_SPENT, discard, owner, pack, wild
from tarot_table.games.lucky_you.layout import lucky_layout, lucky_tokens
from tarot_table.games.lucky_you import presentation
from tarot_table.games.lucky_you.texts import card_rule
from tarot_table.games.lucky_you.tokens import TOKEN_STYLES
from tarot_table.rng import Rng

JUDGEMENT_REACH = 5     # Judgement upright wins this close to the end
WORLD_REACH = 10        # the World upright wins this close to the end
TEMPERANCE_BONUS = 5
KEPT_DRAWS = 12         # recent draws remembered, for Temperance

END, REPEAT, WAIT = "end", "repeat", "wait"


UNSEEN = stand_in(PLACED[HIDDEN, False, False])   # every face-down card, as a view shows it


def signed(placed: Placed) -> int:
    return -value(placed.card) if placed.reversed else value(placed.card)


def space_or_start(space: int) -> str:
    """Where a token goes, as the story says it: "Space 7", or "the Start" for Space 0."""
    return f"Space {space}" if space else "the Start"


class LuckyBoard(Board):
    def tokens(self, state: State) -> list:
        return lucky_tokens(self.game, state)


class LuckyEnding(Ending):
    def title(self, state: State, outcome: Outcome, viewer: int) -> str:
        return super().title(state, outcome, viewer) if outcome.winners else "No one wins"

    def measures(self, state: State) -> dict[str, float]:
        """How the game ended, which place in the turn order won (0 is the first
        player), how long it ran, and how often players went back to the Start or out."""
        data = state.data
        players = len(state.seats)
        won = {} if data["winner"] is None else {
            f"won by turn order {(data['winner'] - data['starter']) % players + 1}": 1.0}
        return {"turns": data["turns"], f"ending: {data['ending']}": 1.0, **won,
                "sent back to the Start": sum(data["to_start"]), "out of the game": sum(data["out"]),
                "jailed": sum(data["jailings"]), "game pack reshuffles": sum(data["refills"])}


class LuckyYou(Game):
    seat_names = tuple(f"Player {i}" for i in range(1, 7))
    bots = BOTS
    strong_bot = "careful"
    folder = Path(__file__).parent
    capabilities = Capabilities(board=LuckyBoard, ending=LuckyEnding)
    no_undo_reason = "A draw cannot be undone: its card has been seen, and taking it back would let the pack be drawn again."

    # ---- set-up ---------------------------------------------------------------------
    def zones(self, options, players):
        names = ["lots", "drawn"]
        for seat in range(players):
            names += [pack(seat), wild(seat), discard(seat)]
        return names

    def setup(self, state: State) -> None:
        players = len(state.seats)
        for seat in range(players):
            state.zones[pack(seat)] = self._shuffled(state, personal(game_pack_cards(), seat))
            state.zones[wild(seat)] = self._shuffled(state, personal(wild_pack_cards(), seat))
        lot_deck = list(TAROT_DECK)
        state.rng.shuffle(lot_deck)
        starter = self._draw_lots(state, list(range(players)), lot_deck)
        state.data.update({
            "phase": "tokens", "starter": starter, "tokens": [None] * players,
            "pos": [START] * players, "jailed": [False] * players, "out": [False] * players,
            "skip": [0] * players, "draws": [], "reshuffled": False, "repeat_used": False,
            "temperance": 0, "winner": None, "ending": None, "turns": 0,
            "to_start": [0] * players, "jailings": [0] * players, "refills": [0] * players,
            "last": "",
        })
        state.to_act = starter

    @staticmethod
    def _shuffled(state: State, cards: list[str]) -> list[Placed]:
        """Shuffled face down, each card turned upright or reversed at random."""
        placed = [PLACED[card, False, turn] for card, turn in zip(cards, state.rng.coins(len(cards)))]
        state.rng.shuffle(placed)
        return placed

    def _draw_lots(self, state: State, drawing: list[int], deck: list[str]) -> int:
        """Each player in ``drawing`` turns a card from the top (the end) of ``deck``, a
        full deck; the highest starts and a tie is drawn again among those tied (house
        decision 3). The cards drawn stay on show, the winning one on top; the rest of the
        deck is set aside."""
        names = [s.name for s in state.seats]
        while True:
            drawn = {}
            for seat in drawing:
                if not deck:
                    return min(drawing)
                drawn[seat] = deck.pop()
                state.zones["lots"].append(PLACED[drawn[seat], True, False])
                state.story.append(f"{names[seat]} draws {english_name(drawn[seat])} for the first turn.")
            best = max(lot_rank(card) for card in drawn.values())
            drawing = [seat for seat in drawing if lot_rank(drawn[seat]) == best]
            if len(drawing) == 1:
                lots = state.zones["lots"]
                lots.append(lots.pop(next(i for i, p in enumerate(lots) if p.card == drawn[drawing[0]])))
                state.story.append(f"{names[drawing[0]]} drew highest and plays first.")
                return drawing[0]
            state.story.append("A tie: " + " and ".join(names[s] for s in drawing) + " draw again.")

    # ---- who is where ---------------------------------------------------------------------
    def active(self, state: State) -> list[int]:
        return [seat for seat, out in enumerate(state.data["out"]) if not out]

    def next_active(self, state: State, seat: int) -> int:
        players = len(state.seats)
        for step in range(1, players + 1):
            candidate = (seat + step) % players
            if not state.data["out"][candidate]:
                return candidate
        return seat

    def on_board(self, state: State, seat: int) -> bool:
        return state.data["pos"][seat] >= 1

    # ---- legal actions ------------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        data = state.data
        phase = data["phase"]
        if phase == "over":
            return []
        seat = state.to_act
        if phase == "tokens":
            taken = data["tokens"]
            return [pick for pick in PICK_TOKEN if pick.choice not in taken]
        if phase == "knight":
            return [KEEP_KNIGHT, REDRAW[seat]]
        if phase == "temperance":
            return [*TEMPERANCE_WAYS[data["temperance"]]]
        # the wild pack last: it joins once a token is on the board, after the others, so a
        # row of buttons that keeps its buttons in place is in this order at every table
        # (a guest who joined again saw Gamble and Reshuffle change places: play-test finding N5)
        actions = [DRAW[seat]]
        if not data["reshuffled"] and len(state.zones[pack(seat)]) >= 2:
            actions.append(RESHUFFLE)
        if self.on_board(state, seat) and state.zones[wild(seat)]:
            actions.append(DRAW_WILD[seat])
        return actions

    # ---- performing ---------------------------------------------------------------------------
    def perform(self, state: State, action: Action) -> list[Event]:
        handler = getattr(self, "_do_" + action.kind.replace("-", "_"))
        return handler(state, action)

    def _say(self, state: State, words: str) -> Event:
        state.story.append(words)
        state.data["last"] = words
        return Event("message", text=words)

    def _name(self, state: State, seat: int) -> str:
        return state.seats[seat].name

    def _do_pick_token(self, state: State, action: Action) -> list[Event]:
        data = state.data
        seat = state.to_act
        data["tokens"][seat] = action.choice
        events = [self._say(state, f"{self._name(state, seat)} takes the {action.choice} as a token.")]
        waiting = [s for s in self._seat_order(state, data["starter"]) if data["tokens"][s] is None]
        if waiting:
            state.to_act = waiting[0]
        else:
            data["phase"] = "turn"
            state.to_act = data["starter"]
            data["turns"] = 1
        return events

    def _seat_order(self, state: State, first: int) -> list[int]:
        players = len(state.seats)
        return [(first + step) % players for step in range(players)]

    def _do_reshuffle(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        state.rng.shuffle(state.zones[pack(seat)])
        state.data["reshuffled"] = True
        return [self._say(state, f"{self._name(state, seat)} reshuffles the game pack, "
                                 "keeping every card's way up.")]

    def _do_draw(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        placed, events = self._draw_card(state, seat, pack(seat))
        return events + self._resolve(state, seat, placed, wild_card=False)

    def _do_draw_wild(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        placed, events = self._draw_card(state, seat, wild(seat))
        return events + self._resolve(state, seat, placed, wild_card=True)

    def _do_keep_knight(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        state.data["phase"] = "turn"
        return self._move(state, seat, 2) + self._after(state, seat, END)

    def _do_redraw(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        state.data["phase"] = "turn"
        placed, events = self._draw_card(state, seat, pack(seat))
        if is_court(placed.card):
            events.append(self._say(state, f"{self._name(state, seat)} redraws a court card: "
                                           "the move fails."))
            return events + self._after(state, seat, END)
        return events + self._resolve(state, seat, placed, wild_card=False)

    def _do_temperance(self, state: State, action: Action) -> list[Event]:
        seat = state.to_act
        steps = state.data["temperance"]
        state.data["phase"] = "turn"
        return self._move(state, seat, steps if action.choice == "forward" else -steps) + self._after(
            state, seat, END)

    # ---- drawing --------------------------------------------------------------------------------
    def _draw_card(self, state: State, seat: int, zone: str) -> tuple[Placed, list[Event]]:
        """The top card of ``zone`` goes face up to the middle of the table; the card
        shown there before goes to its owner's discards."""
        top = state.zones[zone].pop()
        events = self._clear_drawn(state)
        placed = PLACED[top.card, True, top.reversed]
        state.zones["drawn"].append(placed)
        events.append(Event("move", placed.card, zone, "drawn", True))
        state.data["draws"] = (state.data["draws"] + [[seat, signed(placed), zone == wild(seat)]])[-KEPT_DRAWS:]
        events += self._refill(state, owner(placed.card))
        return placed, events

    def _clear_drawn(self, state: State) -> list[Event]:
        events = []
        for placed in state.zones["drawn"]:
            to = discard(owner(placed.card))
            state.zones[to].append(placed)
            events.append(Event("move", placed.card, "drawn", to, True))
        state.zones["drawn"].clear()
        return events

    def _refill(self, state: State, seat: int) -> list[Event]:
        """An empty pack is made again from its cards in the discards, shuffled with
        fresh reversals (the seed for the game pack; house decision 11 for the wild pack)."""
        if state.zones[pack(seat)] and state.zones[wild(seat)]:
            return []
        events = []
        for zone, belongs in ((pack(seat), is_game_card), (wild(seat), is_wild)):
            if state.zones[zone]:
                continue
            discards = state.zones[discard(seat)]
            back = [p.card for p in discards if belongs(p.card)]
            if not back:
                continue
            discards[:] = [p for p in discards if not belongs(p.card)]
            state.zones[zone].extend(PLACED[card, False, turn] for card, turn in zip(back, state.rng.coins(len(back))))
            events += [Event("move", card, discard(seat), zone, False) for card in back]
            state.rng.shuffle(state.zones[zone])
            if zone == pack(seat):
                state.data["refills"][seat] += 1
            kind = "game" if zone == pack(seat) else "wild"
            events.append(self._say(state, f"{self._name(state, seat)}'s {kind} {PACK_SPENT}"))
        return events

    # ---- a card's effect -------------------------------------------------------------------------
    def _resolve(self, state: State, seat: int, placed: Placed, wild_card: bool) -> list[Event]:
        name = self._name(state, seat)
        way = " reversed" if placed.reversed else ""
        state.data["draw_story"] = len(state.story)   # where the table's account of this draw begins
        drawn_at = state.data.setdefault("drawn_at", [None] * len(state.seats))
        drawn_at[seat] = len(state.story)   # and of each player's latest draw, for the account since one's own
        events = [self._say(state, f"{name} draws {english_name(placed.card)}{way}.")]
        if state.data["jailed"][seat]:
            jail_events, after = self._in_jail(state, seat, placed)
            events += jail_events
            if after is not None:
                return events + self._after(state, seat, after)
        more, after = self._effect(state, seat, placed)
        return events + more + self._after(state, seat, after)

    def _in_jail(self, state: State, seat: int, placed: Placed) -> tuple[list[Event], str | None]:
        """A locked player's card: only an upright 3 or more, or Justice upright, opens
        the jail; the last jail has its own outcomes. None means the card then acts."""
        data = state.data
        upright = not placed.reversed
        number = trump(placed.card)
        worth = value(placed.card)
        name = self._name(state, seat)
        if upright and self._automatic_win(state, seat, number):
            return self._win(state, seat, "judgement" if number == JUDGEMENT else "world"), END
        if data["pos"][seat] == LAST_JAIL and upright:
            if worth == 5:
                return self._win(state, seat, "last-jail-five"), END
            if worth > 5 or number == JUSTICE:
                events = [self._say(state, f"{name} breaks out of the last jail and stops on Space "
                                           f"{AFTER_LAST_JAIL}.")]
                return events + self._unlock(state, seat) + self._walk(state, seat, AFTER_LAST_JAIL), END
        if upright and number == JUSTICE:
            return [self._say(state, f"Justice springs {name} from jail; the move ends there.")] + \
                self._unlock(state, seat), END
        if not upright or worth < JAIL_RELEASE:
            return [self._say(state, f"{name} stays in jail: {self._hidden_worth(placed, worth)}only an upright "
                                     f"card of {JAIL_RELEASE} or more, or Justice upright, opens it.")], END
        return [self._say(state, f"{name} is let out of jail.")] + self._unlock(state, seat), None

    @staticmethod
    def _hidden_worth(placed: Placed, worth: int) -> str:
        """A card upright whose worth is not the number it shows (a trump after the Hermit
        counts its digits added, a court card its rank), which a newcomer reading Judgement
        as 20 would not guess; nothing for the rest, whose reason the rule already says
        (the story is kept in every save: each word costs bytes a game long)."""
        if placed.reversed or not (facts(placed.card).is_court or (trump(placed.card) or 0) > 9):
            return ""
        number = trump(placed.card)
        shown = f" ({number})" if number is not None else ""
        return f"{english_name(placed.card)}{shown} counts {worth}; "

    def _automatic_win(self, state: State, seat: int, number: int | None) -> bool:
        left = FINISH - state.data["pos"][seat]
        return ((number == JUDGEMENT and left <= JUDGEMENT_REACH)
                or (number == WORLD and left <= WORLD_REACH))

    def _effect(self, state: State, seat: int, placed: Placed) -> tuple[list[Event], str]:
        number = trump(placed.card)
        if number is not None and number in TRUMP_RULES:
            return TRUMP_RULES[number](self, state, seat, placed)
        rank = facts(placed.card).rank
        upright = not placed.reversed
        left = FINISH - state.data["pos"][seat]
        if is_knight(placed.card) and upright:
            state.data["phase"] = "knight"
            return [self._say(state, f"{self._name(state, seat)} may keep the Knight's 2 or redraw.")], WAIT
        if rank in NEAR_END_RANKS and upright and left < value(placed.card):
            return self._near_end_stop(state, seat, placed)
        if rank == "ten" and upright and left < 10:
            return [self._say(state, "A Ten this close to the end moves just one space.")] + self._move(
                state, seat, 1), END
        return self._move(state, seat, signed(placed)), END

    def _near_end_stop(self, state: State, seat: int, placed: Placed) -> tuple[list[Event], str]:
        """Sixes to Nines that would carry past the end make no move and give one more
        draw; if that draw cannot move either, the turn passes (house decision 12)."""
        if state.data["repeat_used"]:
            return [self._say(state, f"{english_name(placed.card)} cannot move this close to the end "
                                     "again: the turn passes.")], END
        state.data["repeat_used"] = True
        return [self._say(state, f"{english_name(placed.card)} is too big this close to the end: "
                                 "no move, draw again.")], REPEAT

    # ---- trumps --------------------------------------------------------------------------------------
    def _fool(self, state, seat, placed):
        if placed.reversed or not self.on_board(state, seat) or state.data["pos"][seat] >= FOOL_SPACE:
            return [self._say(state, "The Fool makes no move.")], END
        return [self._say(state, f"The Fool takes {self._name(state, seat)} to Space {FOOL_SPACE}.")] + \
            self._walk(state, seat, FOOL_SPACE) + self._land(state, seat), END

    def _hermit(self, state, seat, placed):
        if not placed.reversed:
            return self._move(state, seat, value(placed.card)), END
        if not self.on_board(state, seat):
            return [self._say(state, "The Hermit reversed has no jail to send a player at the Start to.")], END
        jail = board.nearest(state.data["pos"][seat], JAILS)
        events = [self._say(state, f"The Hermit reversed sends {self._name(state, seat)} to the jail on "
                                   f"Space {jail}.")]
        return events + self._slide(state, seat, jail) + self._land(state, seat), END

    def _wheel(self, state, seat, placed):
        if placed.reversed:
            return [self._say(state, f"The Wheel reversed turns against {self._name(state, seat)}: no move.")], END
        if not self.on_board(state, seat):
            return [self._say(state, f"The Wheel finds {self._name(state, seat)} at the Start, with no place "
                                     "on the board to change: no move.")], END
        other = self.nearest_player(state, seat)
        if other is None:
            return [self._say(state, "No one else is on the board to change places with.")], END
        data = state.data
        pos, jailed = data["pos"], data["jailed"]
        mine, theirs = pos[seat], pos[other]
        was_jailed = {seat: jailed[seat], other: jailed[other]}
        pos[seat], pos[other] = theirs, mine
        jailed[seat], jailed[other] = jailed[other], jailed[seat]
        where = f"(Spaces {mine} and {theirs})" if mine != theirs else f"(both on Space {mine}, so neither moves)"
        events = [self._say(state, f"The Wheel: {self._name(state, seat)} and {self._name(state, other)} "
                                   f"change places {where}.")]
        for mover, start, end in ((seat, mine, theirs), (other, theirs, mine)):   # a lock stays with its space
            if was_jailed[mover]:
                events.append(Event("unlock", token=f"seat{mover}", path=(start,)))
            events.append(Event("slide", token=f"seat{mover}", path=(start, end)))
            if jailed[mover]:
                events.append(Event("lock", token=f"seat{mover}", path=(end,)))
        return events, END

    def nearest_player(self, state: State, seat: int) -> int | None:
        """The other player on the board fewest spaces away; a tie goes to the one ahead,
        then to the one who plays sooner after this seat (house decision 15)."""
        pos = state.data["pos"]
        order = self._seat_order(state, seat)[1:]
        others = [s for s in order if not state.data["out"][s] and pos[s] >= 1]
        if not others:
            return None
        return min(others, key=lambda s: (abs(pos[s] - pos[seat]), -pos[s], order.index(s)))

    def _temperance(self, state, seat, placed):
        if placed.reversed:
            return self._move(state, seat, -TEMPERANCE_BONUS), END
        if not self.on_board(state, seat):
            return [self._say(state, "Temperance does nothing before a player is on the board.")], END
        previous = self.previous_draw(state, seat)
        if previous is not None and previous[2]:
            return [self._say(state, "The last player drew a wild card: Temperance moves 5 forward.")] + \
                self._move(state, seat, TEMPERANCE_BONUS), END
        steps = abs(TEMPERANCE_BONUS + (previous[1] if previous else 0))
        if steps == 0:
            return [self._say(state, "Temperance comes to nothing: the last score cancels the 5.")], END
        state.data.update({"phase": "temperance", "temperance": steps})
        return [self._say(state, f"Temperance: {self._name(state, seat)} moves {steps} forward or back.")], WAIT

    def previous_draw(self, state: State, seat: int) -> list | None:
        """The latest card drawn by someone else: [seat, signed value, from the wild pack].
        None when no one else is left in the game: there is no previous player."""
        if self.active(state) == [seat]:
            return None
        return next((d for d in reversed(state.data["draws"]) if d[0] != seat), None)

    def _plain(self, state, seat, placed):
        return self._move(state, seat, signed(placed)), END

    def _justice(self, state, seat, placed):
        return self._move(state, seat, signed(placed)), END

    def _hanged_man(self, state, seat, placed):
        if placed.reversed:
            return [self._say(state, "The Hanged Man reversed: 3 forward, no turn lost.")] + self._move(
                state, seat, 3), END
        state.data["skip"][seat] += 1
        return [self._say(state, f"The Hanged Man: {self._name(state, seat)} makes no move and loses the "
                                 "next turn.")], END

    def _death(self, state, seat, placed):
        data = state.data
        name = self._name(state, seat)
        if placed.reversed:
            data["out"][seat] = True
            data["jailed"][seat] = False
            # where in the story it happened: the table tells the others until each has drawn since
            data.setdefault("out_at", [None] * len(state.seats))[seat] = len(state.story)
            events = [self._say(state, f"Death reversed: {name} is out of the game.")]
            if not self.active(state):
                events += self._no_winner(state)
            return events, END
        data["to_start"][seat] += 1
        events = [self._say(state, f"Death: {name} goes back to the Start.")]
        return events + self._slide(state, seat, START), END

    def _devil(self, state, seat, placed):
        if placed.reversed:
            return self._move(state, seat, -6), END
        victim = self.next_active(state, seat)
        if victim == seat:
            return [self._say(state, "The Devil finds no one else in the game to rob: no move.")], END
        taken, events = self._draw_card(state, victim, pack(victim))
        state.data["skip"][victim] += 1
        steps = signed(taken)
        events.append(self._say(state, f"The Devil: {self._name(state, victim)} draws "
                                       f"{english_name(taken.card)}{' reversed' if taken.reversed else ''} "
                                       f"and gives its {steps:+d} to {self._name(state, seat)}, losing the turn."))
        return events + self._move(state, seat, steps), END

    def _tower(self, state, seat, placed):
        pos = state.data["pos"][seat]
        if placed.reversed:
            dump = board.nearest(max(pos, 1), DUMPS)
            events = [self._say(state, f"The Tower reversed: down to the Dump on Space {dump}.")]
            return events + self._slide(state, seat, dump) + self._land(state, seat), END
        back = pos // 2
        events = [self._say(state, f"The Tower: back half way, to {space_or_start(back)}, then draw again.")]
        events += self._slide(state, seat, back) + self._land(state, seat)
        return events, REPEAT

    def _moon(self, state, seat, placed):
        victim = self.next_active(state, seat)
        steps = -9 if placed.reversed else 9
        if victim == seat:
            return [self._say(state, f"The Moon: {self._name(state, seat)} forfeits the turn, and with no one "
                                     "else in the game to take it, its move is lost.")], END
        events = [self._say(state, f"The Moon: {self._name(state, seat)} forfeits the turn and "
                                   f"{self._name(state, victim)} must move {abs(steps)} "
                                   f"{'back' if steps < 0 else 'forward'}.")]
        if state.data["jailed"][victim]:
            return events + [self._say(state, f"{self._name(state, victim)} is held in jail; the Moon's "
                                              "move is lost.")], END
        return events + self._move(state, victim, steps), END

    def _sun(self, state, seat, placed):
        if placed.reversed:
            return self._move(state, seat, -1), END
        jump = board.nearest(state.data["pos"][seat], JUMPS)
        events = [self._say(state, f"The Sun: to the Jump on Space {jump}.")]
        return events + self._slide(state, seat, jump) + self._land(state, seat), END

    def _judgement_or_world(self, state, seat, placed):
        number = trump(placed.card)
        if not placed.reversed and self._automatic_win(state, seat, number):
            return self._win(state, seat, "judgement" if number == JUDGEMENT else "world"), END
        return self._move(state, seat, signed(placed)), END

    # ---- moving tokens ---------------------------------------------------------------------------------
    def _move(self, state: State, seat: int, steps: int) -> list[Event]:
        """A move of ``steps`` spaces (negative is back), then whatever the space does.
        It needs an exact landing on the last space; back past Space 1 stops at the Start."""
        pos = state.data["pos"][seat]
        name = self._name(state, seat)
        if steps == 0:
            return []
        if pos == START and steps < 0:
            return [self._say(state, f"{name} stays at the Start: a backward move does nothing.")]
        target = max(START, pos + steps)
        if target > FINISH:
            return [self._say(state, f"{steps} would carry {name} past Space {FINISH}: an exact landing "
                                     "is needed, so no move.")]
        way = "forward" if steps > 0 else "back"
        events = [self._say(state, f"{name} moves {abs(steps)} {way}, to {space_or_start(target)}.")]
        return events + self._walk(state, seat, target) + self._land(state, seat)

    def _walk(self, state: State, seat: int, target: int) -> list[Event]:
        pos = state.data["pos"][seat]
        if target == pos:
            return []
        step = 1 if target > pos else -1
        state.data["pos"][seat] = target
        return [Event("walk", token=f"seat{seat}", path=tuple(range(pos, target + step, step)))]

    def _unlock(self, state: State, seat: int) -> list[Event]:
        state.data["jailed"][seat] = False
        return [Event("unlock", token=f"seat{seat}", path=(state.data["pos"][seat],))]

    def _slide(self, state: State, seat: int, target: int) -> list[Event]:
        pos = state.data["pos"][seat]
        state.data["pos"][seat] = target
        return [Event("slide", token=f"seat{seat}", path=(pos, target))] if target != pos else []

    def _land(self, state: State, seat: int) -> list[Event]:
        """What the space a move ends on does: the end wins, a Jump or Dump is followed
        (and ends the move), a Jail locks. The Start does nothing."""
        data = state.data
        pos = data["pos"][seat]
        name = self._name(state, seat)
        if pos == FINISH:
            return self._win(state, seat, "exact")
        target = board.link_from(pos)
        if target is not None:
            kind = "Jump" if pos in JUMPS else "Dump"
            way = "climbs its arrow" if kind == "Jump" else "slides down"   # as the rules page says them
            words = f"{name} lands on the {kind} on Space {pos} and {way} to Space {target}."
            return [self._say(state, words)] + self._slide(state, seat, target)
        if pos in JAILS:
            data["jailed"][seat] = True
            data["jailings"][seat] += 1
            return [self._say(state, f"{name} is locked in the jail on Space {pos}."),
                    Event("lock", token=f"seat{seat}", path=(pos,))]
        return []

    # ---- turns and the end -----------------------------------------------------------------------------
    def _after(self, state: State, seat: int, after: str) -> list[Event]:
        if state.data["phase"] == "over" or after == WAIT:
            return []
        if after == REPEAT:
            state.data["phase"] = "turn"
            return []
        return self._end_turn(state, seat)

    def _end_turn(self, state: State, seat: int) -> list[Event]:
        data = state.data
        events = []
        for other in range(len(state.seats)):
            events += self._refill(state, other)
        following = seat
        while True:
            following = self.next_active(state, following)
            if data["skip"][following] > 0:
                data["skip"][following] -= 1
                events.append(self._say(state, f"{self._name(state, following)} loses this turn."))
                continue
            break
        data.update({"phase": "turn", "reshuffled": False, "repeat_used": False, "turns": data["turns"] + 1})
        state.to_act = following
        return events

    def _win(self, state: State, seat: int, ending: str) -> list[Event]:
        data = state.data
        data.update({"phase": "over", "winner": seat, "ending": ending})
        state.to_act = None
        name = self._name(state, seat)
        why = {"exact": f"lands exactly on Space {FINISH}",
               "judgement": f"draws Judgement upright within {JUDGEMENT_REACH} spaces of the end",
               "world": f"draws the World upright within {WORLD_REACH} spaces of the end",
               "last-jail-five": "draws a 5 in the last jail"}[ending]
        state.story.append(f"{name} {why} and wins.")
        return [Event("announce", text=f"{name} wins!")]

    def _no_winner(self, state: State) -> list[Event]:
        """Death reversed has put out the last player still in the game: no one reached
        Space 72, so no one wins (house decision 18)."""
        state.data.update({"phase": "over", "winner": None, "ending": "everyone-out"})
        state.to_act = None
        state.story.append("Every player is out of the game: no one reached the end, and no one wins.")
        return [Event("announce", text="No one wins.")]

    def outcome(self, state: State) -> Outcome | None:
        data = state.data
        if data["phase"] != "over":
            return None
        winner = data["winner"]
        summary = state.story[-1] if state.story else ""
        return Outcome(() if winner is None else (winner,),
                       tuple(float(s == winner) for s in range(len(state.seats))), summary, detail=data["ending"])

    # ---- presentation -------------------------------------------------------------------------------------
    def layout(self, state: State):
        return lucky_layout(self, state)

    def buttons(self, state: State) -> list[tuple[str, list[Action]]]:
        return [(a.label, [a]) for a in self.legal_actions(state)]

    def peek(self, state: State, seat: int | None, shared: dict | None = None) -> State:
        """Every seat sees the same: face-up cards, and of a face-down card neither what
        it is nor which way up it lies (every one shows as the same unchangeable
        stand-in). A peek shares the state's data, story and face-up cards, so it is
        only read, and only until the state changes."""
        zones = {zone: [p if p.face_up else UNSEEN for p in pile] for zone, pile in state.zones.items()}
        return State(state.game, state.seed, state.options, state.seats, zones, state.data, Rng(0),
                     state.to_act, state.moves, state.story)

    def view(self, state: State, seat: int | None) -> State:
        """A peek that shares nothing with the state but the cards' records (values, never
        changed): its own piles, data and story (the face-down cards are the one stand-in)."""
        zones = {zone: [p if p.face_up else UNSEEN for p in pile] for zone, pile in state.zones.items()}
        return State(state.game, state.seed, dict(state.options), [Seat(s.name, s.bot) for s in state.seats],
                     zones, copy_data(state.data), Rng(0), state.to_act, state.moves, list(state.story))

    def undoable(self, state: State, action: Action) -> bool:
        """Choices that showed no new card: picking a token, keeping a Knight, Temperance's way."""
        return action.kind in ("pick-token", "keep-knight", "temperance")

    # ---- what the table says: the words are in presentation.py ------------------------------
    def status(self, state: State) -> str:
        return presentation.status(self, state)

    def describe(self, state: State, card: str) -> str:
        return card_rule(card)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return presentation.why_not(self, state, card, zone)


# Every move, made once and shared by each list that offers it (an Action is never changed once
# made): a list of moves is asked for at every turn of every seat, by the table, bots and replays.
PICK_TOKEN = tuple(Action("pick-token", choice=style, label=style.capitalize())   # eight short buttons fit at 1024
                   for style in TOKEN_STYLES)
KEEP_KNIGHT = Action("keep-knight", choice="keep", label="Keep the Knight: forward 2")
REDRAW = MadeOnce(lambda seat: Action("redraw", src=pack(seat), to="drawn", label="Redraw (another court fails)"),
                  limit=100)
TEMPERANCE_WAYS = MadeOnce(lambda steps: (Action("temperance", choice="forward", label=f"Temperance: forward {steps}"),
                                          Action("temperance", choice="back", label=f"Temperance: back {steps}")),
                           limit=100)
DRAW = MadeOnce(lambda seat: Action("draw", src=pack(seat), to="drawn", label="Draw from the game pack"), limit=100)
DRAW_WILD = MadeOnce(lambda seat: Action("draw-wild", src=wild(seat), to="drawn", label="Gamble on the wild pack"),
                     limit=100)
RESHUFFLE = Action("reshuffle", choice="reshuffle", label="Reshuffle the game pack")

TRUMP_RULES = {
    FOOL: LuckyYou._fool, HERMIT: LuckyYou._hermit, WHEEL: LuckyYou._wheel, TEMPERANCE: LuckyYou._temperance,
    CHARIOT: LuckyYou._plain, STRENGTH: LuckyYou._plain, STAR: LuckyYou._plain, JUSTICE: LuckyYou._justice,
    HANGED_MAN: LuckyYou._hanged_man, DEATH: LuckyYou._death, DEVIL: LuckyYou._devil, TOWER: LuckyYou._tower,
    MOON: LuckyYou._moon, SUN: LuckyYou._sun, JUDGEMENT: LuckyYou._judgement_or_world,
    WORLD: LuckyYou._judgement_or_world,
}
