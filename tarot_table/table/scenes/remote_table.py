"""The table for a seat at a network table: the same table, played through a
``RemoteTableSession`` (net/remote_session.py) instead of a game kept here.

The screen shows only what its seat may see, so there are no hand-over pages. A
strip over the table (beside it, where the window is wide: strips.py) always says who
sits where, who is connected and whose turn it is, with a one-line chat (never needed
to play). A move is sent to the host and the
cards let go wait where they were dropped until the host answers; every update the
host sends animates what the others did. Undo takes back only this seat's last move
(with the host's bots' moves after it) until the next person acts; the greyed button
says why at that moment (``RemoteTableSession.why_no_undo``). The
network's thread wakes the app when a message arrives; nothing here waits for it.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pygame

from tarot_table.clock import fresh_seed
from tarot_table.games.base import HIDDEN, Action, Event, Placed
from tarot_table.games.capabilities import at_table_count, next_game, pause_of
from tarot_table.net import app_host, held_seats
from tarot_table.net.remote_session import (HOST_GONE, HOST_GONE_AFTER_THE_END, TABLE_DELETED, Change,
                                            RemoteTableSession, is_stand_in)
from tarot_table.table import theme
from tarot_table.table.app import NEVER_AWAY
from tarot_table.table.scenes.coach_note import Coaching
from tarot_table.table.scenes.panels import LOOK, waiting_words
from tarot_table.table.scenes.seat_strip import draw_seat_strip, seat_strip
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_types import Confirm
from tarot_table.table.widgets import Button, TextField
from tarot_table.wording import HOST_NEW_DEAL, PLAY_AGAIN, listed, plural

ELSEWHERE = "At a network table the host keeps the game: "
AWAY_MOVES_SHOWN = 8   # the moves the host's bot made for this seat, listed at most on its return


class RemoteTableScene(TableScene):
    left_out_of_bar = frozenset({"ask_restart", "redo", "toggle_autoplay", "ask_save_name"})

    def __init__(self, app, remote: RemoteTableSession) -> None:
        self.remote = remote
        super().__init__(app, remote, saving=False, keeper=remote)
        self.viewer, self.handoff_to = remote.seat, None
        self.sent_from: dict[str, pygame.Rect] | None = None   # where the cards of the move sent were let go
        self.chat_field = TextField(pygame.Rect(0, 0, 10, 10), placeholder="Say something",
                                    max_length=200)
        self.strip_buttons: list[Button] = []
        self.sent: Action | None = None   # the move sent, until the host's answer
        self.seat_forgotten = False   # a seat at a table ended is forgotten once
        self.others_join_at = self._others_join_at()   # shown beside the code at a table this app hosts
        self._pause_in = lambda state: pause_of(self.game, state)   # asked once a position (``of_position``)
        # the notes a newcomer gets at one screen, for this seat, from its own view alone
        self.coaching = Coaching.for_scene(self, real=True)
        self.away_notice: Confirm | None = None   # "While you were away", while shown
        self.away_told: list = []   # the notes it tells (remote_session.AwayNote)
        self.goes_on_elsewhere = False   # the table's next game is shown by a new scene, on this connection
        self._tell_while_away()

    # ---- whose turn, and who plays it -------------------------------------------------
    def human_turn(self) -> bool:
        return self.remote.my_turn() and not self.autoplay

    def seat_to_act(self) -> int | None:
        return super().seat_to_act() if self.remote.connected else None   # a table without its host waits

    def bars_depend_on(self) -> object:
        """The connection: the host gone, the line says so at once (play-test finding N10:
        it kept "Bob to play..." until the next click)."""
        return self.remote.connected

    def _bot_to_play(self) -> str | None:
        return None   # the host plays its bots

    def _time_away(self) -> tuple[float, float]:
        return NEVER_AWAY   # the host keeps the table's time for everyone at it

    def finish_bot_turns(self, limit: int = 10_000) -> None:
        pass

    def hand_over(self) -> None:
        self.viewer, self.handing_over, self.handoff_to = self.remote.seat, None, None

    def undoer(self) -> int | None:
        return self.remote.seat

    def _seen(self, zone: str, placed: Placed) -> bool:
        return not is_stand_in(placed.card) and super()._seen(zone, placed)

    # ---- moves sent and answered --------------------------------------------------------
    def perform(self, action, moved_from: dict[str, pygame.Rect] | None = None, asked: bool = False) -> bool:
        if not asked and self.human_turn() and self._ask_first(action, moved_from):
            return False
        played = self.remote.play(action)
        if not played.done:
            self.say(played.refused, warn=True)
            self.app.sounds.play("refuse")
            return False
        self.pending_choice = None
        self.hint = None
        self.sent = action
        self.sent_from = dict(moved_from or self.waiting or {})
        self.waiting = self.sent_from or None   # held where they were let go until the host answers
        return True

    def update(self, dt: float) -> None:
        if self.remote.has_news():
            before = {} if self.geometry is None else \
                {p.card: self.card_rect(p.card) for _, _, p, _ in self.visible_cards()}
            story = len(self.remote.state.story)
            change = self.remote.poll()
            self.show_change(change, before, story)
            if self.goes_on_elsewhere:   # the next game at this table, in a scene of its own
                return
            self._keep_pause_passed(change)
            self._tell_while_away()
        super().update(dt)

    def pause_waits_for(self) -> str | None:
        """The pause between a match's games is ended by the seat the host says is to act
        (the next game's first player): at another seat, its name (play-test finding N9:
        both screens offered "Start game 2" and the other one's press was refused)."""
        seat, seats = self.remote.seat_to_act(), self.remote.state.seats
        if seat is None or seat == self.remote.seat or not 0 <= seat < len(seats):
            return None
        return seats[seat].name

    def _keep_pause_passed(self, change: Change) -> None:
        """A pause ended at once by the host's bot (a stand-in's too) was never read here:
        its words stay over the table until put away (play-test finding N1: game 1's result
        went by unseen). A person who ended it was waited for, the pause on screen."""
        if change.pause_passed is None or change.taken_back or self.confirming is not None:
            return
        pause, seat = change.pause_passed
        name = self.remote.state.seats[seat].name if 0 <= seat < len(self.remote.state.seats) else "?"
        went_on = f"The host's bot at {name}'s seat pressed {pause.label} at once."
        self.confirming = Confirm(pause.title, list(pause.lines) + [went_on], LOOK,
                                  lambda: setattr(self, "confirming", None), cancel=None)

    def _tell_while_away(self) -> None:
        """Back at the seat, its person alone is told what the host's bot did for them
        that their table does not tell (the cards it laid face down from their hand), over the
        table until put away (play-test finding N11). Told only of cards they still cannot
        see: a move after the note was given that shows one of them (the querent's attack
        turning a card up) takes it from the note, and the note goes once it tells nothing
        (play-test round 4: it named a Square lying face up, with tokens)."""
        shown = self.confirming is not None and self.confirming is self.away_notice
        notes = [note for note in (self.away_told if shown else []) + self.remote.while_away
                 if note.still_hidden(self.remote.state, self.game.private_zones(self.remote.state))]
        if self.confirming is not None and not shown:   # told once the question over the table is answered
            self.remote.while_away = notes
            return
        self.remote.while_away = []
        if shown and notes == self.away_told:
            return
        self.away_told = notes
        if not notes:
            self.confirming = self.away_notice = None
            return
        listed = notes[:AWAY_MOVES_SHOWN]
        more = [f"... and {plural(len(notes) - len(listed), 'move')} more like these."] if len(notes) > len(listed) else []
        self.away_notice = self.confirming = Confirm(
            "While you were away",
            ["The host's bot played your seat. What it did with your cards that the table does not tell you:"]
            + [f"{note.words}." for note in listed] + more,
            LOOK, self._put_away_notice, cancel=None)

    def _put_away_notice(self) -> None:
        self.confirming = self.away_notice = None
        self.away_told = []

    def show_change(self, change: Change, before: dict[str, pygame.Rect], story: int) -> None:
        """What the host's messages changed, shown: the moves animate from ``before``
        (where the cards were drawn), a refusal is said; ``story``: the lines told before."""
        if change.dealt_again:
            self._next_game_here(change)
            return
        if change.moved:
            self._show_moved(change, before, story)
            self.remote.record_if_finished()
            self.forget_seat_if_ended()
            if self.remote.problem:
                self.say(self.remote.problem, warn=True)
                self.remote.problem = ""
        if change.refused:
            self.sent = None
            if self.waiting:
                self.view.slide_home(self.waiting)
            self.waiting = self.sent_from = None
            self.say(change.refused, warn=True)
            self.app.sounds.play("refuse")
        for line in change.said + change.seats_news:
            self.say(line)
        if change.closed:
            self.waiting = self.sent_from = None
            self.message = ("", theme.TEXT, 0.0)   # what was said of the table before is over: the line says what now is
            if self.remote.table_deleted:   # nothing to join again: its seat goes from Continue and Your seats
                self._forget_seat()
            elif not self.remote.host_gone:
                self.say(f"The connection to the table ended: {change.closed}. Join again to take your seat back.",
                         warn=True)

    def _next_game_here(self, change: Change) -> None:
        """The next game at this table was dealt (its people asked to play again): shown as
        a table newly sat at, on the same connection; the seat is held again (a joiner's
        was let go at the end), and counted at the new game's end (at a table this app
        hosts, by its host: ``host_thread.keep_end``)."""
        remote, hosted, problem = self.remote, self.hosted_here(), ""
        remote.recorded = hosted
        if not hosted:
            problem = held_seats.keep(held_seats.HeldSeat(
                remote.address, remote.code, remote.seat, remote.token, remote.game.id,
                remote.state.seats[remote.seat].name, False, datetime.now().isoformat(timespec="seconds")))
        self.goes_on_elsewhere = True
        scene = RemoteTableScene(self.app, remote)
        self.app.switch(scene)
        for line in change.said + [news for news in change.seats_news if "asks to play again" not in news]:
            scene.say(line)
        scene.say("The next game at this table: a new deal, the same seats.")
        if problem:
            scene.say(problem, warn=True)

    def leave(self) -> None:
        if self.goes_on_elsewhere:   # the connection goes on with the next game's scene
            kept, self.keeper = self.keeper, _StaysSeated()
            super().leave()
            self.keeper = kept
            return
        super().leave()

    def forget_seat_if_ended(self) -> None:
        """A table joined here that has ended leaves Continue and Your seats: its seat has
        nothing more to take back (a table this app hosts leaves them by its own save)."""
        remote = self.remote
        if not remote.finished or self.seat_forgotten:
            return
        self.seat_forgotten = True
        self._forget_seat()

    def _forget_seat(self, hosted_too: bool = False) -> None:
        """This seat let go of here (a seat at a table this app hosts only when ``hosted_too``:
        else its table's own save says when it leaves Continue and Your seats)."""
        remote = self.remote
        held = held_seats.find(remote.address, remote.code, remote.seat)
        if held is not None and (hosted_too or not held.hosted):
            held_seats.forget(held.address, held.code, held.seat)

    def expected_words(self) -> str:
        """While the host is gone the line says so, and what to do, for as long as it lasts
        (not a message that fades while the table still waits)."""
        if self.remote.host_gone:   # at a finished table nothing waits for the host
            return HOST_GONE_AFTER_THE_END if self.remote.finished else HOST_GONE
        if self.remote.table_deleted:
            return TABLE_DELETED
        other = self.pause_waits_for()
        pause = self.of_position(self._pause_in) if other is not None else None
        if pause is not None:   # as the pause's panel says it: not its button's words, the other seat's to press
            return waiting_words(other, pause.label)   # (play-test finding P3)
        return super().expected_words()

    def _show_moved(self, change: Change, before: dict[str, pygame.Rect], story: int) -> None:
        before.update(self.sent_from or {})
        self.waiting = self.sent_from = None
        # hidden cards are named afresh with each view and a card may go out of sight: a flight
        # begun under a name the new view has not is over, and the table kept under moving cards
        # (which knows cards by name) is drawn afresh
        present = {placed.card for pile in self.remote.state.zones.values() for placed in pile}
        self.motions = {card: motion for card, motion in self.motions.items()
                        if card in present and not is_stand_in(card)}
        self.still_table = self.ahead_table = None
        sent, self.sent = self.sent, None
        if change.taken_back:
            self.view.stop_moving()
            self.say(self._taken_back_words(change.moves_taken_back))
            self._after_change()
            return
        events = self._named(change.events)
        self.show_played(events, before, min(story, len(self.remote.state.story)), False)
        # a note on what the move showed: this seat's own move as sent; another's by what this
        # seat was told of it (its kind, where the host tells it: a move all of whose cards it saw)
        self.coaching.after_move(self, sent or Action(self.remote.last_kind), events, sent is not None)

    def greyed_undo_tip(self) -> str:
        """Why Undo is greyed, from the first moment: with other people at the table
        nobody's move is to be taken back before one's own."""
        return self.remote.why_no_undo(self.undoer())

    def undo_tip(self) -> str:
        """The host alone knows how many bot moves an Undo takes with this seat's: the tip
        says what it may take."""
        return "Take back your last move, with any bot moves after it."

    def _taken_back_words(self, moves: int) -> str:
        """Only the seat that moved may take its move back, and the move is its own again;
        the host's bots' moves after it (``moves`` more than one) went back with it."""
        state = self.remote.state
        mover = self.remote.game.current_seat(state)
        bots = ", with the bots' moves after it" if moves > 1 else ""
        if mover is None or mover == self.remote.seat:
            return f"Undo: your last move is taken back{bots}."
        return f"Undo: {state.seats[mover].name} took back their last move{bots}."

    def _named(self, events: list[Event]) -> list[Event]:
        """Events of cards this seat may not see, given the names the view's hidden cards
        now have: the top ones of the pile each went to, so they fly there."""
        state, named, taken = self.remote.state, [], {}
        for event in events:
            if event.card == HIDDEN:
                pile = state.zones.get(event.dst or "", [])
                depth = taken.get(event.dst, 0) + 1
                taken[event.dst] = depth
                fits = event.kind == "move" and depth <= len(pile) and is_stand_in(pile[-depth].card)
                event = replace(event, card=pile[-depth].card if fits else None)
            named.append(event)
        return named

    # ---- what a network table does not do ------------------------------------------
    def toggle_autoplay(self) -> None:
        self.say(ELSEWHERE + "play your own seat, or leave it to the host's bot with Leave.")

    def ask_restart(self) -> None:
        self.say(ELSEWHERE + "it cannot be restarted from here.")

    def ask_save_name(self) -> None:
        self.say(ELSEWHERE + "it saves the table after every move.")

    def redo(self) -> None:
        pass

    def deal_again(self) -> list[tuple[str, object]]:
        """With other people at the table, Play again: the next game here, the same seats,
        once every person connected has pressed it (greyed once pressed: the panel says
        whom it waits for). Besides it, at a table this app hosts, a new table hosted, the
        host's page set as this table was (play-test N1: "New deal" promised the next deal
        at this table, and the host left it for the page); at a table joined, the new-game
        page, and no "same deal", which only the host deals.
        The same deal at a new table is no button of its own (a house decision, 30 November
        2026: Tempting Fate's host panel had nine buttons, three of them ways to a next
        game, at 1024x700 200% a wall a newcomer read twice): the panel's words give this
        deal's number to type on the page (``end_notes``)."""
        again = [(PLAY_AGAIN, None if self.remote.asked_again else self.remote.ask_again)] \
            if self.remote.connected and self._others_people() else []
        if not self.hosted_here():
            return again + [(f"New {self.game.session_word}", lambda: self.play_again(False))]
        if not self._others_people():   # the page is set to Start, at this computer: as at one computer
            return super().deal_again()
        return again + [(HOST_NEW_DEAL, lambda: self.play_again(False))]

    def end_notes(self) -> list[str]:
        """What the next game is at a network table with other people: this table again once
        everyone at it has pressed Play again (who is waited for, who has left), or a new
        table joined by its code."""
        if not self._others_people():
            return super().end_notes() if self.hosted_here() else \
                ["A next game is a new table: whoever hosts it tells the others its code."]
        notes = self._again_notes() if self.remote.connected else []
        _, changes = next_game(self.game, self.remote.state)
        if changes:   # Play again and the host's page alike (``rematch_page``)
            notes.append(f"In the next game {changes}.")
        if self.hosted_here():
            notes.append(f"{HOST_NEW_DEAL} opens the new-game page with this table's seats, to host a new "
                         f"table: the others join the new table by its code. For this deal again, type "
                         f"{self.remote.state.seed} there as its deal number.")
        return notes

    def _again_notes(self) -> list[str]:
        remote = self.remote
        waits, asked, gone = remote.again_waits_for(), remote.again_asked_by(), remote.left_the_end()
        if remote.asked_again:
            notes = [f"Waiting for {listed(waits)} to press {PLAY_AGAIN}." if waits else
                     "The next game here is being dealt."]
        else:
            notes = [f"{PLAY_AGAIN} deals the next game at this table, the same seats, once everyone "
                     "at it has pressed it." + (f" {listed(asked)} {'has' if len(asked) == 1 else 'have'} "
                                                "pressed it." if asked else "")]
        if gone:
            notes.append(f"{listed(gone)} left: in a next game here the host's bot plays "
                         f"{'their seat' if len(gone) == 1 else 'their seats'}.")
        return notes

    def _others_people(self) -> bool:
        """Another seat of this table is a person's (the rematch page leaves it Open for them)."""
        return any(seat.get("kind") != "bot" for index, seat in enumerate(self.remote.seats)
                   if index != self.remote.seat)

    def play_again(self, same_deal: bool) -> None:
        """At a table hosted here, the new-game page set as this table was (the people's
        seats Open with their names, the bots as they were, this seat yours), ready to Host
        again; at a table joined, the page as it was last left."""
        page = self.app.go("new-game", self.game)
        if self.hosted_here():
            rematch_page(page, self.remote, same_deal)

    def play_again_unasked(self) -> None:
        self.play_again(False)

    def follow_ups(self):
        """What the finished game offers next, as the host made it from every card: this
        seat's view hides some of them (play-test finding N12)."""
        return self.remote.follow_ups

    def follow_up_seed(self) -> int:
        """A fresh deal number: the host never tells its deal's."""
        return fresh_seed(self.app.clock)

    def _others_join_at(self) -> str:
        """At a table this app hosts, the address the others join it at, as its Host page
        shows it (hosted again after a kill, there is no Host page: the strip says it);
        elsewhere nothing."""
        if app_host.running() is None or not self.hosted_here():
            return ""
        return app_host.shown_addresses()[0]

    def hosted_here(self) -> bool:
        remote = self.remote
        held = held_seats.find(remote.address, remote.code, remote.seat)
        return held is not None and held.hosted

    # ---- the seats strip and the chat ----------------------------------------------------
    def strips(self, s: float) -> list:
        """The seats strip first (strips.py), then the coaching note's."""
        return [seat_strip(self, s)] + super().strips(s)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.chat_field.active:
            self.send_chat()
            return
        if not self.something_over_the_table() and self.chat_field.handle(event):
            return
        if not self.something_over_the_table() and any(button.handle(event) for button in self.strip_buttons):
            return
        super().handle(event)

    def send_chat(self) -> None:
        self.remote.say(self.chat_field.value)
        self.chat_field.value, self.chat_field.active = "", False

    def ask_leave(self) -> None:
        self.confirming = Confirm("Leave this table for good?",
                                  ["Your seat goes to the host's bot, which plays it to the end. "
                                   "To step away for a while instead, use Menu and join again later."],
                                  "Leave for good", self.leave_for_good)

    def escape_to_menu(self) -> None:
        self.to_menu()

    def to_menu(self) -> None:
        """Menu (Escape too) asks before stepping away from a table still played (the others
        would see this seat away; play-test finding N2), as Leave asks."""
        self._ask_step_away(super().to_menu)

    def new_game(self) -> None:
        """New game leaves the table's screen as Menu does: asked first."""
        self._ask_step_away(super().new_game)

    def _ask_step_away(self, go) -> None:
        if self.remote.finished or not self.remote.connected:
            go()
            return
        kept = " Your app keeps hosting the table meanwhile." if self.hosted_here() else ""
        self.confirming = Confirm("Step away from this table?",
                                  ["The others see your seat away until you join it again (Continue, or "
                                   "Join a table, Your seats). If you stay away, after a while the host's bot "
                                   "plays your seat while another person plays on; with nobody at the table, "
                                   f"it waits.{kept} To give your seat to the host's bot for good, use Leave."],
                                  "Step away", go)

    def leave_for_good(self) -> None:
        """The seat given to the host's bot: it has nothing more to take back here, so it
        leaves Continue and Your seats (it stayed listed there, as if to be played), at a
        table this app hosts too (play-test finding P10: its row stayed, and Join said the
        host knew no seat by its token). The app's host still hosts the table to its end."""
        self.confirming = None
        self.remote.leave(for_good=True)
        self._forget_seat(hosted_too=True)
        self.app.go("menu")

    def join_again(self) -> None:
        """Join again the table whose connection ended, to the same seat (the Join page,
        by name: it opens this scene, so this one does not import it)."""
        remote = self.remote
        self.app.go("join", address=remote.address, code=remote.code, seat=remote.seat, join_now=True)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.presented = None   # the strip's seats and chat change unasked: the next frame is drawn whole
        return None

    def draw_ticking(self, surface: pygame.Surface):
        return None

    def draw_own_bars(self, surface: pygame.Surface, frame: dict[str, pygame.Rect]) -> None:
        """The seats strip, drawn with the bars: a dialog, the end panel or the large card
        view lies over it, dimmed like the rest of the table."""
        if self.geometry is not None:
            draw_seat_strip(self, surface, frame["seats"])


class _StaysSeated:
    """The keeper of a table scene whose connection a new scene goes on with: leaving
    the old one keeps the seat."""

    def leave(self) -> None:
        pass


def rematch_page(page, remote: RemoteTableSession, same_deal: bool) -> None:
    """The new-game page set for a rematch at a table hosted here: its options and seats,
    each person's seat but this one Open under their name, each bot the same bot."""
    state = remote.state
    options = dict(state.options) if same_deal else next_game(remote.game, state)[0]
    page.options = at_table_count(remote.game, options)   # a new table: its games counted from the first
    page.players = len(state.seats)
    page.open_seats.clear()
    for index, seat in enumerate(state.seats):
        kind = remote.seats[index]["kind"] if index < len(remote.seats) else "open"
        if index == remote.seat:
            page.choose_player(index, None)
        elif kind == "bot":   # the same bot (one that stood in for a person gone for good too)
            page.choose_player(index, seat.bot if seat.bot in remote.game.bots else next(iter(remote.game.bots)))
        else:
            page.open_seat(index)
        page.name_fields[index].value = "" if remote.game.default_name(index, seat.name) else seat.name
    if same_deal:
        page.deal_field.value = str(state.seed)
