"""A kept game stepped through again on the real table, forward and back one move at a
time, or played on by itself: the table the solver's "Show me" uses (post_mortem.py),
its line being the game's own moves. Nothing on it is saved or counted."""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import pygame

from tarot_table.wording import plural
from tarot_table import records, safefile, saves
from tarot_table.session import Session
from tarot_table.table.scenes import hot_seat


# A replay's top bar shows only the way out and the rules (nothing that would play, undo, hint,
# save or restart), by the methods' names; its own buttons are under the table
IN_THE_BAR = frozenset({"to_menu", "open_rules"})
HELD = "A replay: Back and Forward under the table step through it."


@dataclass
class Replay:
    path: Path | None   # the record stepped through; None for the solver's line (post_mortem.py)
    title: str          # what the status line calls it
    playing: bool = False
    # the moves already made where it opens, which it neither counts nor steps back into: the
    # player's own before the solver's line (post_mortem.show_line); 0 for a record
    first: int = 0
    autoplayed: frozenset[int] = frozenset()   # the record's moves Autoplay made, kept as Back steps back
    back_to: str = "menu"   # where the Finished games page it came from goes back to (Statistics or the menu)


def open_replay(app, path: Path, back_to: str = "menu"):
    """The table at the deal of the record's game, its moves ready to be stepped through
    (saves.SaveError when the record does not replay); ``back_to``: where the Finished
    games page its end leads to goes back to."""
    kept = records.load(path)
    state = kept.state
    session = Session.start(kept.game, state.seed, state.options, state.seats)
    session.name = f"Replay: {kept.name}{whose_view(kept.game, state)}"
    session.elapsed = kept.elapsed   # the clock shows the game's own time, and stands still
    session.given_up_at = kept.given_up_at   # a game given up ends there in the replay too
    # its end says what the game's own end said: "Autoplay won it", not "You win", for a game Autoplay played
    session.assisted, session.autoplayed = kept.assisted, set(kept.autoplayed)
    scene = app.make("table", session, saving=False)
    scene.showing = list(kept.actions)
    scene.replay = Replay(path, "Replay", autoplayed=frozenset(kept.autoplayed), back_to=back_to)
    scene.hand_over()
    scene.say(f"Replay of {kept.name}: {plural(len(kept.actions), 'move')}; {position(scene)}. {FROM_THE_START}")
    return scene


def whose_view(game, state) -> str:
    """Whose cards the replay's table shows, said after its heading where some are hidden
    from the other seats (``replay_view``): a network table's record is its host's, and
    its hands shown face up were only one seat's."""
    people = hot_seat.humans(state)
    if game.hidden_hands is None or len(state.seats) < 2 or not people:
        return ""
    if len(people) == 1:
        return f", as {state.seats[people[0]].name} saw it"
    return ", each turn as its player saw it"


def replay_view(scene) -> int | None:
    """Whose hidden cards a replay shows: the person to play (the game is over, so no
    hand is a secret any more), else whoever was shown before, else the first person;
    the screen is never passed between people."""
    state = scene.session.state
    people = hot_seat.humans(state)
    to_act = hot_seat.person_to_act(scene.game, state)
    if to_act is not None:
        return to_act
    return scene.viewer if scene.viewer is not None else (people[0] if people else None)


# every label the replay's row may show: each button is as wide as the widest, so a label
# changing (Play, Pause) moves none of them
CONTROL_LABELS = ("Back", "Forward", "Play", "Pause", "Export")


def controls(scene) -> list[tuple[str, object]]:
    """The replay's buttons under the table, while a replay is on it."""
    replay = getattr(scene, "replay", None)
    if replay is None or not scene.showing:
        return []
    buttons = [("Back", lambda: back(scene)), ("Forward", lambda: forward(scene)),
               ("Pause" if replay.playing else "Play", lambda: toggle(scene))]
    return buttons + ([("Export", lambda: export(scene))] if replay.path is not None else [])


def greyed(scene) -> frozenset[str]:
    """The replay's buttons that would do nothing where it is: Back at its start, Forward
    and Play at its end."""
    replay = getattr(scene, "replay", None)
    if replay is None or not scene.showing:
        return frozenset()
    done = len(scene.session.actions)
    return frozenset((("Back",) if done <= replay.first else ())
                     + (("Forward", "Play") if done >= len(scene.showing) else ()))


def position(scene) -> str:
    """Where the replay is, one name for each place in it, in every sentence that says
    where: "move 0 of 105" before its first move, "move 105 of 105" after its last."""
    first = scene.replay.first if getattr(scene, "replay", None) is not None else 0
    return f"move {len(scene.session.actions) - first} of {len(scene.showing) - first}"


def where(scene) -> str:
    """The status line during a replay: where it is, and how to go on (never a move to make),
    its moves counted from where it opened."""
    first = scene.replay.first
    done, total = len(scene.session.actions) - first, len(scene.showing) - first
    if done >= total:
        end = f"given up after move {total}" if scene.given_up() else f"after move {total}"
        return f"{scene.replay.title}: the end of the game, {end}. Back steps through it again."
    if scene.replay.playing:
        return f"{scene.replay.title}: {position(scene)}, playing. Pause stops it."
    if done == 0:
        return f"{scene.replay.title}: {position(scene)}. {FROM_THE_START}"
    return f"{scene.replay.title}: {position(scene)}. Forward and Back step through it; Play plays it on."


FROM_THE_START = "Forward plays move 1; Play plays it on."   # Back is greyed there


def forward(scene) -> None:
    scene.replay.playing = False
    scene.motions.clear()   # a step shown before the last one has landed: it lands now
    if len(scene.session.actions) >= len(scene.showing):
        scene.say("The end of the game: Back steps through it again.")
        return
    show_next(scene)


def back(scene) -> None:
    """One move back, never past where the replay opened (the solver's line stops at its
    first move: the player's own moves before it are not the line's)."""
    scene.replay.playing = False
    done, first = len(scene.session.actions), scene.replay.first
    if done <= first:   # greyed there; its key says where it is
        scene.say(f"{scene.replay.title}: {position(scene)}. {FROM_THE_START}")
        return
    _rewind(scene, done - 1)
    scene.say(f"{scene.replay.title}: back to {position(scene)}.")


BACK_TO_THE_START = "Back to the start"
FINISHED_GAMES = "Finished games"


def end_buttons(scene) -> list[tuple[str, object]] | None:
    """What a finished game's replay offers at its end, where a game offers its next one:
    its start again, and the Finished games page it came from (the end panel adds Menu).
    The same for any table's record: a network table's "New deal" here started a game at
    this one screen, the seat of a person who had played from their own computer among
    those to pass the screen to (play-test round 5, R1). None for a table that is no
    record's replay (the solver's line keeps the table's own)."""
    replay = getattr(scene, "replay", None)
    if replay is None or replay.path is None:
        return None
    return [(BACK_TO_THE_START, lambda: to_the_start(scene)),
            (FINISHED_GAMES, lambda: scene.app.go("finished-games", replay.back_to))]


def to_the_start(scene) -> None:
    """The replay where it opened, ready to be stepped through again."""
    scene.replay.playing = False
    _rewind(scene, scene.replay.first)
    scene.say(f"{scene.replay.title}: {position(scene)}. {FROM_THE_START}")


def _rewind(scene, done: int) -> None:
    """The table as it stood after the replay's first ``done`` moves."""
    scene.keeper.rewind(done)
    scene.session.autoplayed = set(scene.replay.autoplayed)   # the moves after are the record's still
    scene.motions.clear()
    scene.token_moves.clear()
    scene.panel_hidden = False
    scene.hand_over()


def toggle(scene) -> None:
    replay = scene.replay
    replay.playing = not replay.playing and len(scene.session.actions) < len(scene.showing)
    scene.bots.ready_at = 0.0


def export(scene) -> None:
    try:
        out = records.export(scene.replay.path)
    except (OSError, safefile.UnreadableFile) as err:
        scene.say(f"The game could not be exported ({err}).", warn=True)
        return
    scene.say(f"Exported as a save file: {out} (open it with tarot-table {out.name}).")


def open_from(scene, info: saves.SaveInfo) -> None:
    """Open a record listed on a page (Finished games, reached from Statistics or Continue),
    or say why not there."""
    try:
        scene.app.switch(open_replay(scene.app, info.path, getattr(scene, "back_to", "menu")))
    except saves.SaveError as err:
        scene.message = f"This game cannot be replayed: {err}"


def holds_key(scene, event) -> bool:
    """Undo, Redo and Hint keys do nothing during a replay but say why."""
    if getattr(scene, "replay", None) is None:
        return False
    ctrl = event.mod & pygame.KMOD_CTRL
    if (ctrl and event.key in (pygame.K_z, pygame.K_y)) or event.key == pygame.K_h:
        scene.say(HELD)
        return True
    return False


def show_next(scene) -> bool:
    """Play the next move of the line shown on the table; a line that no longer fits the
    table (a person moved in between) stops being shown."""
    done = len(scene.session.actions)
    if done >= len(scene.showing) or scene.session.actions[-1:] != scene.showing[max(0, done - 1):done]:
        scene.showing = []
        return False
    action, state = scene.showing[done], scene.session.state
    moved = action.card or (state.zones[action.src][-1].card if state.zones.get(action.src or "") else None)
    told = scene.game.hint(state, action).removeprefix("Hint: ")   # what it moves where, asked before it moves
    story_before = len(state.story)
    scene.message = ("", scene.message[1], 0.0)
    if not scene.perform(action, asked=True):
        scene.showing = []
        return False
    did = scene.message[0] or told_in_the_story(scene, story_before) or told
    replay = getattr(scene, "replay", None)
    what = replay.title if replay is not None else "The solver's line"
    scene.say(f"{what}: {position(scene)}." + (f" {did}" if did else ""))
    _light(scene, replace(action, card=moved) if moved else action)
    return True


def told_in_the_story(scene, before: int) -> str:
    """What a step did, as the story tells it (the lines the move added after the first
    ``before``), where the game does not say it on the status line itself (its
    ``tells_moves``): its hint's words are advice to the one to play, "Resign this game"
    or "Lay the Star from your hand on path 1", where a replay shows a move made, by
    whoever made it."""
    return " ".join(line for line in scene.session.state.story[before:] if line)


def _light(scene, action) -> None:
    """The card a step moved (and the places it left and reached) lit as a hint lights
    them, until the next step or move."""
    scene.hint, scene.hint_moves = (action, scene.app.clock.now() + LIT_S), scene.session.state.moves


LIT_S = 3600.0   # a step's card stays lit until the next step (a move drops it), however long that is
