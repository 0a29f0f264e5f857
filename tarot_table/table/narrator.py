"""What the table says aloud while speech is on (the focus itself is said by keyboard.py
as it moves): each line the story gains (what every move did, a bot's too), each new
message of the status bar (a refusal with its reason, a hint), the status line when
it changes (whose turn it is, what the game expects), and the end of the game. Asked
once a frame (``keep_up``); with speech off it works nothing out (a frame's cost) and,
once speech is on again, catches up in silence, so turning speech on does not read the
game's past aloud."""
from __future__ import annotations

from tarot_table.table.input_words import for_player, keyed
from tarot_table.table.scenes.panels import end_title
from tarot_table.table.scenes.table_bars import status_words


class Narrator:
    def __init__(self) -> None:
        self.story_told = -1        # story lines already told (-1: none seen yet)
        self.message: tuple = ()    # the status bar's message last told
        self.status = ""            # the status line last told
        self.end_told = False
        self.asked = None           # the question over the table last told
        self.behind = False         # speech was off: what happened meanwhile is not told

    def keep_up(self, scene) -> None:
        speech = scene.app.speech
        on = speech.on   # read once a frame: it asks the settings
        note = speech.take_note(on)
        if note:   # speech is on and there is no service: said once, in the status bar
            scene.say(note, warn=True)
        if not on:
            self.behind = True
            return
        told = self._news(scene)
        if self.behind:   # speech just turned on (F2 takes its frame's input): now known, unsaid
            self.behind = False
            return
        for words in told:
            speech.say(words)

    def _news(self, scene) -> list[str]:
        """What changed since the last frame, in the order it is to be said."""
        state = scene.session.state
        story = state.story
        if self.story_told < 0:   # a new deal is told from its start, a resumed game from now
            self.story_told = len(story) if scene.session.actions else 0
        if len(story) < self.story_told:   # an undo
            self.story_told = len(story)
        told = list(story[self.story_told:])
        self.story_told = len(story)
        if scene.message[0] and scene.message != self.message and not scene.message[0] in told:
            told.append(for_player(scene, scene.message[0]))
        self.message = scene.message
        status = status_words(scene)
        if keyed(status) != self.status:   # new words, not the same said the other way after a key or a click
            self.status = keyed(status)
            told.append(status)
        ask = scene.confirming
        if ask is not None and ask is not self.asked:
            keys = f"Enter: {ask.cancel}. Tab, then Enter: {ask.yes}." if ask.cancel else f"Enter: {ask.yes}."
            told.append(f"{ask.title} {' '.join(ask.lines)} {keys}")   # the focus opens on Cancel (keyboard.safe_button)
        self.asked = ask
        outcome = scene.outcome()
        if outcome is None:
            self.end_told = False
        elif not self.end_told and not scene._telling():
            self.end_told = True
            viewer = scene.viewer if scene.viewer is not None else 0
            told.append(end_title(scene, outcome, viewer))
            told += scene.game.ending.lines(state, outcome)
        return told
