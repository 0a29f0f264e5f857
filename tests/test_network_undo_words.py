"""Undo at a network table says why it is greyed at this moment, in the game's words: no
move of your own yet, another person's move since yours, or a card your move showed
(the reasons the host's whole game gives). Hosts on 127.0.0.1 only, every wait bounded
(tests/helpers/network.py)."""
from __future__ import annotations

from tests.helpers.table import step


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
