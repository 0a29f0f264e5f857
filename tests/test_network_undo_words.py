"""Undo at a network table says why it is greyed at this moment, in the game's words: no
move of your own yet, another person's move since yours, or a card your move showed
(the reasons the host's whole game gives). Hosts on 127.0.0.1 only, every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

import pygame

from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.network import hosting, join, run_until
from tests.helpers.table import click, key, rest_on, step


def test_a_joiners_greyed_undo_after_the_high_priestess_says_why_in_the_games_words(apps, tmp_path):
    """The seventh real-window round: At a network table the joiner's greyed Undo said "Your
    move showed hidden cards…" after the High Priestess's look (house decision 20 keeps it
    at one screen too) and after a card worn (house decision 23: a card seen at such a table
    stays seen). The remote session keeps its last move: the tip gives the game's own words
    for a move its rules keep, and names the card the others saw for one the table keeps."""
    from tarot_table.games.base import Seat
    from tests.helpers.network import hosting, join, run_until
    from tests.helpers.tournament_positions import GAME, m, t, table
    hands = {0: [t(2), m("cups", "ten"), m("wands", "three")], 1: [m("swords", "two"), m("pentacles", "four")]}
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        host.server.tables[code].table.session.state = table(players=2, hands=hands, to_act=0,
                                                              seats=[Seat("Ann"), Seat("Bea")])
        ann = join(apps[0], address, code, "Ann")
        bea = join(apps[1], address, code, "Bea")
        scenes = [ann, bea]
        run_until(apps, scenes, ann.human_turn)
        look = next(a for a in ann.remote.legal_actions() if a.kind == "effect" and a.card == t(2))
        ann.perform(look)
        run_until(apps, scenes, lambda: ann.remote.moves == 1 and bea.remote.moves == 1 and not ann.remote.awaiting)
        step(apps[0])
        undo = next(b for b in ann.bar_buttons if b.label == "Undo")
        assert not undo.enabled and undo.tip == GAME.why_not_undoable(look)
        assert "High Priestess" in undo.tip and "hidden cards" not in undo.tip
        bea_moves = bea.remote.moves
        run_until(apps, scenes, bea.human_turn)
        worn = next(a for a in bea.remote.legal_actions() if a.kind == "attribute" and a.card in hands[1])
        bea.perform(worn)
        run_until(apps, scenes, lambda: bea.remote.moves > bea_moves and not bea.remote.awaiting)
        step(apps[1])
        undo = next(b for b in bea.bar_buttons if b.label == "Undo")
        name = {m("swords", "two"): "the Two of Swords", m("pentacles", "four"): "the Four of Pentacles"}[worn.card]
        assert not undo.enabled
        assert undo.tip == f"The others saw {name} as you played it, and at this table what is seen stays."


NOT_MOVED = "You have not moved yet, so there is no move of yours to take back."


def greyed_undo(app, scene):
    step(app)
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    assert not undo.enabled
    return undo


def test_a_greyed_undo_at_a_network_table_says_why_before_anyone_has_moved(apps, tmp_path):
    """The fourth real-window round: "the joiner's greyed Undo said nothing on pointing,
    clicking or Ctrl+Z; the status line stayed 'Hana to play.'" Undo in a game with other
    people takes back only your own move: before the first move each seat's greyed Undo says
    so, pointed at, clicked and by Ctrl+Z, as the one-screen table's greyed Undo says its
    reason."""
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        scenes = [join(apps[0], address, code, "Hana", seat=0), join(apps[1], address, code, "Bea", seat=1)]
        run_until(apps, scenes, lambda: all(s.remote.seats[1 - s.remote.seat]["connected"] for s in scenes))
        for app, scene in zip(apps, scenes):
            assert scene.remote.moves == 0
            undo = greyed_undo(app, scene)
            away = scene.frame(app.screen.get_size())["status"].center   # the status bar: no tip of its own
            rest_on(app, away)
            turn_words = status_line(scene)[0]
            assert turn_words.startswith("Hana to play")
            rest_on(app, undo.rect.center)
            assert status_line(scene)[0] == NOT_MOVED   # pointed at
            rest_on(app, away)
            assert status_line(scene)[0] == turn_words
            click(app, undo.rect.center)
            rest_on(app, away)
            assert status_line(scene)[0] == NOT_MOVED   # clicked: said, the pointer gone elsewhere
            app.clock.advance(30)   # the message's time is over
            step(app)
            assert status_line(scene)[0] == turn_words
            key(app, pygame.K_z, pygame.KMOD_CTRL)
            assert status_line(scene)[0] == NOT_MOVED   # Ctrl+Z
            assert scene.remote.moves == 0 and not scene.remote.awaiting   # nothing was sent


def _greyed_undo_tip(app, scene) -> str | None:
    step(app)   # the bar drawn as the table now stands
    undo = next(b for b in scene.bar_buttons if b.label == "Undo")
    return None if undo.enabled else undo.tip


def _why_on_the_host(session, seat: int) -> str:
    """Why ``seat`` may not undo, read from the host's whole game: no move of its own,
    another person's move after its last, or a card shown by its move or a bot's after."""
    made = session.made
    mine = [index for index, (mover, _) in enumerate(made) if mover == seat]
    if not mine:
        return "not moved"
    after = made[mine[-1] + 1:]
    if any(mover is not None and mover != seat and session.state.seats[mover].is_human for mover, _ in after):
        return "another moved"
    return "cards shown"


def _why_a_move_stays(scene) -> str:
    """The words for a seat's own move the table keeps (the seventh round): the game's
    own where its rules keep the move, else the card the others saw, named."""
    remote = scene.remote
    mine = remote.last_mine
    if mine is not None and not remote.game.undoable(remote.state, mine):
        return remote.game.why_not_undoable(mine)
    if mine is not None and mine.card is not None and remote._open_to_others(mine.card):
        from tarot_table.cards import the
        return f"The others saw {the(mine.card)} as you played it, and at this table what is seen stays."
    return "Your move showed a card someone had not seen, and at this table what is seen stays."


def test_the_greyed_undo_s_tip_says_why_it_is_greyed_at_this_moment(apps, tmp_path):
    """The second real-window round, finding 11 (rest): "at a network table the greyed
    Undo's tip gives the table's rule, not why it is greyed at this moment". Two people play
    Tournament of Queens by the moves the host lists; each time a seat's Undo is greyed its
    tip gives the reason the host's whole game shows, in words naming the other person where
    one moved since."""
    from tarot_table.net.remote_session import UNDO_RULE, UNDO_RULE_WITH_BOTS
    with hosting(tmp_path) as (host, address):
        code = host.open_table("tournament-of-queens", ["open", "open"], seed=11)
        scenes = [join(apps[0], address, code, "Ann"), join(apps[1], address, code, "Bea")]
        session = host.server.tables[code].table.session
        seen = set()
        for _ in range(60):
            run_until(apps, scenes, lambda: scenes[0].remote.moves == scenes[1].remote.moves
                      and any(s.human_turn() for s in scenes))
            for app, scene in zip(apps, scenes):
                tip = _greyed_undo_tip(app, scene)
                if tip is None or not scene.remote.moves:
                    continue
                assert tip not in (UNDO_RULE, UNDO_RULE_WITH_BOTS)
                why = _why_on_the_host(session, scene.remote.seat)
                other = scenes[1 - scenes.index(scene)].remote.state.seats[1 - scene.remote.seat].name
                expected = {"not moved": "You have not moved yet, so there is no move of yours to take back.",
                            "another moved": f"{other} has moved since your move: Undo takes back yours only "
                                             "until another person acts.",
                            "cards shown": _why_a_move_stays(scene)}[why]
                assert tip == expected, (why, tip)
                seen.add(why)
            if seen == {"not moved", "another moved", "cards shown"}:
                break
            mover = next(s for s in scenes if s.human_turn())
            moves = mover.remote.moves
            mover.perform(mover.legal()[-1])
            run_until(apps, scenes, lambda: scenes[0].remote.moves > moves and scenes[1].remote.moves > moves)
        assert seen == {"not moved", "another moved", "cards shown"}
