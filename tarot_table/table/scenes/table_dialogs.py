"""What lies over the table and must be answered or put away: the end and pause panels,
the question before a restart, and the Save as name. A mixin of ``TableScene``
(the play's own dialogs: its view and input are parts it holds)."""
from __future__ import annotations

from typing import Callable

import pygame

from tarot_table.games.capabilities import pause_of
from tarot_table.wording import SAME_DEAL, plural
from tarot_table.table import keyboard
from tarot_table.table.scenes import hot_seat
from tarot_table.table.scenes.table_types import Confirm
from tarot_table.table.widgets import TextField


class TableDialogs:
    def _dialog_event(self, event: pygame.event.Event, close: Callable[[], None]) -> None:
        """A dialog over the table: its buttons work; a click beside it or Escape puts it
        away; Enter presses the button ringed (a question's Cancel, until another is
        chosen: keyboard.safe_button); undo and the rules still answer."""
        if event.type == pygame.KEYDOWN and keyboard.dialog_key(self, event):
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hover_zone = None   # the pointer is on the dialog: no zone's tip once it closes
        for button in self.summary_buttons:
            if button.handle(event):
                return
        outside = self.panel_rect is not None and event.type == pygame.MOUSEBUTTONDOWN and \
            event.button == 1 and not self.panel_rect.collidepoint(event.pos)
        if outside or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            close()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.summary_buttons:
                self.summary_buttons[0].on_click()
        elif event.type == pygame.KEYDOWN and (event.key == pygame.K_r or event.mod & pygame.KMOD_CTRL):
            self.input.key(event)

    def panel_kind(self) -> str | None:
        """"end" when the game is over, "pause" during a break between its parts."""
        state = self.session.state
        if self.outcome() is not None:
            return "end"
        if pause_of(self.game, state) is not None:
            return "pause"
        return None

    def panel_open(self) -> bool:
        """The end or pause panel lies over the table (once the cards have landed)."""
        return (not self.panel_hidden and self.panel_kind() is not None and not self.animating()
                and self.handoff_to is None and self.naming is None and self.confirming is None
                and not self.zoomed)

    def hide_panel(self) -> None:
        self.panel_hidden = True
        problem = self.game_panel.put_away()   # a note typed in it is kept, or why not is said
        if problem:
            self.say(problem, warn=True)

    def show_panel(self) -> None:
        self.panel_hidden = False

    def pause_waits_for(self) -> str | None:
        """The name of the other seat that alone may end the pause, where it is not this
        screen's to end (a network table); None where this screen goes on."""
        return None

    def continue_after_pause(self) -> None:
        pause = pause_of(self.game, self.session.state)
        if pause is not None:
            self.perform(pause.action)

    def ask_restart(self) -> None:
        """The same deal from its start. A game under way loses its moves: ask first. A
        finished game is kept already (Finished games, the statistics): the same deal
        comes as a new game at once, as from the end panel."""
        if not self.session.actions:
            return
        if self.outcome() is not None and self.replay is None:
            self.play_again(True)
            return
        moves = plural(len(self.session.actions), "move")
        self.confirming = Confirm("Play the same deal again?",
                                  [f"It starts again from the deal: the {moves} made so far will be lost "
                                   "and the clock starts again."],
                                  SAME_DEAL, self.restart)

    def ask_give_up(self) -> None:
        """Giving up ends the game as a loss: ask first."""
        if self.outcome() is not None or self.replay is not None:
            return
        self.autoplay, self.autoplay_for = False, None   # not played on behind the question
        if not self.session.actions:   # said as it is: a deal given up unplayed is a loss all the same
            self.confirming = Confirm("Give up this deal before its first move?",
                                      ["It ends here and counts as a loss all the same. The end panel then says "
                                       "whether the deal could be won, and if so Show me plays a winning line "
                                       "from the deal. (New game leaves it without counting it.)"],
                                      "Give up", self.give_up)
            return
        self.confirming = Confirm("Give up this game?",
                                  ["It ends here and counts as a loss. The end panel then says whether "
                                   "it could still have been won from there, and if so Show me plays a winning line."],
                                  "Give up", self.give_up)

    def give_up(self) -> None:
        self.confirming = None
        self.input.cancel_choice()
        self.autoplay, self.autoplay_for = False, None
        if self.outcome() is not None:
            return   # over already: nothing is left to give up
        self.keeper.give_up()
        self.panel_hidden = False
        self.view.forget_frames()

    def restart(self) -> None:
        """The same deal from its start, as a new game: fresh clock, nothing recorded yet."""
        self.confirming = None
        self.input.cancel_choice()
        self.keeper.restart()
        self.panel_hidden = False
        self.view.stop_moving()
        self.viewer, self.handoff_to = hot_seat.opening_view(self.game, self.session.state)
        self.handing_over = None
        self.say("The deal is laid out again from the start.")

    def ask_save_name(self) -> None:
        if self.outcome() is not None:   # greyed then; said again should it be asked for all the same
            self.say(self.kept_when_over())
            return
        self.naming = TextField(pygame.Rect(0, 0, 10, 10), self.session.name, max_length=40)
        self.naming.active = True
        self.naming.select_all()     # typing replaces the suggested name

    def kept_when_over(self) -> str:
        """Why Save as is greyed once the game is over, and where the game is kept then (a
        game saved under a name after its end was listed nowhere: Continue lists only
        unfinished games; play-test round 5, S1)."""
        if self.game.scored:
            return "The game is over: Finished games keeps it (from Continue or Statistics), to replay or export."
        return f"The {self.game.session_word} is over: the Journal keeps it."

    def _naming_event(self, event: pygame.event.Event) -> None:
        for button in self.summary_buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.naming = None
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save_as(self.naming.value)
        else:
            self.naming.handle(event)
            self.naming.active = True

    def save_as(self, name: str) -> None:
        """Keep the game so far under a name of its own; play goes on in the named copy.
        A named save it came from stays as it was; a plain autosave of this deal is
        removed, so Continue does not list the same game twice."""
        self.naming = None
        name = name.strip() or self.game.title
        if not self.keeper.save_as(name):
            return   # the keeper has said why
        self.say(f"Saved as \u201c{name}\u201d. It is listed under Continue.")
