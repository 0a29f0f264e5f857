"""Coaching during a real game (tarot_table/coaching.py): each game's situations, read from
its folder, are each met in a real game played through the rules; what makes a situation;
a damaged coach.toml; which notes a player has seen, kept per table; and coaching only in
a table's first games, while the setting is on."""
from __future__ import annotations

import json
import re

import pytest

from tarot_table import coaching, settings, statistics
from tarot_table.coaching import CoachProblem, Move, Situation
from tarot_table.games import GAMES, get_game
from tarot_table.games.base import Action, Event
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.coach_note import Coaching
from tarot_table.wording import plural
from tests.helpers.coaching import play_until_met
from tests.helpers.queens import C, P, S, W, m
from tests.helpers.queens import table as queens_table
from tests.helpers.table import click, drag, open_position, seated_table, step, zone_centre
from tests.helpers.tempting import grab

COACHED = [game_id for game_id in GAMES if coaching.coach_path(get_game(game_id)).is_file()]
# the options a situation needs to come up at all, and the number of players dealt
NEEDS = {("queens-of-fate", "artifacts"): {"artifacts": "on"},
         ("queens-of-fate", "reiser-aces"): {"rules": "reiser"},
         ("fools-journey", "reversed"): {"reversals": "on"}}
PLAYERS = {"tournament-of-queens": 3, "lucky-you": 2, "tempting-fate": 2}
SEEDS = range(1, 6)


def test_every_game_with_situations_is_coached():
    assert set(COACHED) == {"queens-of-fate", "fools-journey", "tempting-fate", "tournament-of-queens",
                            "lucky-you"}


@pytest.mark.parametrize("game_id", COACHED)
def test_each_note_names_a_heading_of_the_rules_page(game_id):
    game = get_game(game_id)
    headings = set(re.findall(r"^#+ (.+?)\s*$", (game.folder / "rules.md").read_text(encoding="utf-8"), re.M))
    for situation in coaching.situations(game):
        assert situation.rule in headings, f"{situation.id}: no heading {situation.rule!r} in rules.md"
        assert situation.note.endswith("."), situation.id


@pytest.mark.parametrize("game_id, situation_id", [(g, s.id) for g in COACHED
                                                   for s in coaching.situations(get_game(g))])
def test_each_situation_comes_up_in_a_real_game(game_id, situation_id):
    """Played through the rules, every seat moved by the game's bot: the situation is met
    in one of the first few deals."""
    game = get_game(game_id)
    situation = next(s for s in coaching.situations(game) if s.id == situation_id)
    options = NEEDS.get((game_id, situation_id), {})
    met = [play_until_met(game, situation, seed, options, PLAYERS.get(game_id)) for seed in SEEDS]
    assert any(moves is not None for moves in met), f"{situation_id} never came up in deals {list(SEEDS)}"


DRAW = Action("draw")
BRIBE = Action("bribe", card="x", to="judge1")


@pytest.mark.parametrize("situation, open_kinds, move, met", [
    (Situation("a", "n.", "r", can="endure"), {"endure", "draw"}, None, True),
    (Situation("a", "n.", "r", can="endure"), None, None, False),            # not the person's turn
    (Situation("a", "n.", "r", can="endure", cannot="commit"), {"endure", "commit"}, None, False),
    (Situation("a", "n.", "r", played="bribe", by="other"), None, Move(BRIBE, (), False), True),
    (Situation("a", "n.", "r", played="bribe", by="other"), None, Move(BRIBE, (), True), False),
    (Situation("a", "n.", "r", played="bribe"), None, None, False),           # no move just made
    (Situation("a", "n.", "r", event="announce", text="harvest"), None,
     Move(DRAW, (Event("announce", text="Harvest!"),), True), True),
    (Situation("a", "n.", "r", event="announce", text="harvest"), None,
     Move(DRAW, (Event("message", text="Harvest!"),), True), False),
    (Situation("a", "n.", "r", event="lock"), None, Move(DRAW, (Event("lock", token="seat1"),), False), True),
])
def test_what_makes_a_situation(situation, open_kinds, move, met):
    assert situation.met(open_kinds, move) is met


def test_the_first_situation_not_yet_told_is_the_one_noted():
    found = (Situation("a", "n.", "r", can="draw"), Situation("b", "n.", "r", can="draw"))
    assert coaching.first_unseen(found, set(), {"draw"}, None).id == "a"
    assert coaching.first_unseen(found, {"a"}, {"draw"}, None).id == "b"
    assert coaching.first_unseen(found, {"a", "b"}, {"draw"}, None) is None


def _write_coach(monkeypatch, tmp_path, text: str):
    path = tmp_path / "coach.toml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setattr(coaching, "coach_path", lambda game: path)
    return get_game("queens-of-fate")


@pytest.mark.parametrize("text, why", [
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\n", "when is not"),
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\nwhen = { hold = 'x' }\n", "names fields other than"),
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\nwhen = { can = 'x', by = 'you' }\n", "without played"),
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\nwhen = { text = 'x' }\n", "without event"),
    ("[[situations]]\nid = 'a'\nnote = '" + "x" * 200 + "'\nrule = 'r'\nwhen = { can = 'x' }\n", "more than the 160"),
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\nwhen = { can = 'x' }\nsay = 'y'\n", "unknown field"),
    ("[[situations]]\nid = 'a'\nnote = 'n.'\nrule = 'r'\nwhen = { can = 'x' }\n" * 2, "twice"),
    ("situations = 3\n", "situations is not a list"),
    ("[[situations]\n", "cannot be read"),
])
def test_a_damaged_coach_file_says_what_is_wrong(monkeypatch, tmp_path, text, why):
    game = _write_coach(monkeypatch, tmp_path, text)
    with pytest.raises(CoachProblem, match=re.escape(why)):
        coaching.situations(game)


def test_the_notes_seen_are_kept_per_table():
    assert coaching.seen("queens-of-fate") == set()
    coaching.remember("queens-of-fate", "harvest")
    coaching.remember("lucky-you", "jail")     # another window, another table: both kept
    coaching.remember("queens-of-fate", "harvest")
    coaching.remember("queens-of-fate", "endure")
    assert coaching.seen("queens-of-fate") == {"harvest", "endure"}
    assert coaching.seen("lucky-you") == {"jail"}
    assert json.loads(coaching.seen_path().read_text())["queens-of-fate"] == ["harvest", "endure"]


@pytest.mark.parametrize("content", [b"{not json", b'{"queens-of-fate": "harvest"}', b'[1, 2]',
                                     b'{"queens-of-fate": [3]}', b'{"queens-of-fate": ["' + b"x" * 100 + b'"]}',
                                     b'{"q": [' + b",".join([b'"a"'] * 100) + b']}', b"\xff\xfe"])
def test_a_damaged_file_of_notes_seen_counts_as_none_and_is_moved_aside_whole(content):
    path = coaching.seen_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert coaching.seen("queens-of-fate") == set()
    told = coaching.remember("lucky-you", "jail")
    coaching.remember("lucky-you", "wild")
    assert json.loads(path.read_text()) == {"lucky-you": ["jail", "wild"]}
    aside = list(path.parent.glob(path.name + ".damaged-*"))
    assert [p.read_bytes() for p in aside] == [content] and aside[0].name in told


def test_coaching_is_given_in_the_first_games_of_a_table_while_the_setting_is_on():
    queens, lucky = get_game("queens-of-fate"), get_game("lucky-you")
    assert coaching.coaching_wanted(queens, True)
    assert not coaching.coaching_wanted(queens, False)
    assert not coaching.coaching_wanted(get_game("reading"), True)   # no situations
    for options in ({"rules": "original"}, {"rules": "reiser"}, {"rules": "original"}):   # any options count
        statistics.record_result("queens-of-fate", options, won=False, seconds=60.0)
    assert coaching.games_finished("queens-of-fate") == coaching.FIRST_GAMES
    assert not coaching.coaching_wanted(queens, True)
    assert coaching.coaching_wanted(lucky, True)   # each table counts its own


def test_coaching_is_on_unless_the_player_turned_it_off(monkeypatch):
    """On by default (the tests' own set-up turns it off, as its notes take table room)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("fresh_settings", settings.__file__)
    fresh = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fresh)
    assert fresh.COACHING_DEFAULT is True and fresh.Settings().coaching is True
    assert fresh._from_json({}).coaching is True
    assert fresh._from_json({"coaching": "no"}).coaching is True   # a value of the wrong kind keeps the default
    assert fresh._from_json({"coaching": False}).coaching is False


def test_tournament_of_queens_turn_note_follows_the_seed_and_the_table():
    """Issue 32 (real-window round), a Tournament of Queens tip: the note said "Draw, then
    play one card", though the table draws for you (house decision 10: "The draw is
    automatic"), and left out one of the seed's options. Seed: "On your turn, you always
    draw a card first ... After you draw, you have 5 options. You may only play 1 card on
    your turn": attributes, modifiers (on "Attribute Cards of the same suit"), bribing
    "an existing open judge", a special effect, and "5. Discard"."""
    situations = {s.id: s for s in coaching.situations(get_game("tournament-of-queens"))}
    turn = situations["a-turn"].note
    assert not turn.startswith("Draw") and "drawn for you" in turn
    for option in ("wear it in your row", "rival's attribute of its suit", "open judge", "trump", "discard it"):
        assert option in turn, option
    assert "of its suit" in situations["modified"].note


QUEENS = get_game("queens-of-fate")


def a_battle_with_nothing_to_lose():
    """A deal played by the quick bot to a battle the Arcana cannot win, with no court
    card, Artifact or Source to lose (the first year's Chariot of a06)."""
    quick = next(iter(QUEENS.bots.values()))
    for seed in range(1, 30):
        session = Session.start(QUEENS, seed, {}, QUEENS.default_seats(None))
        for _ in range(300):
            state = session.state
            if QUEENS.outcome(state) is not None:
                break
            kinds = coaching.open_kinds(QUEENS.legal_actions(state))
            if "endure:sacrifice" in kinds and "commit" not in kinds:
                return state
            session.play(quick(QUEENS, QUEENS.view(state, 0), Rng(seed * 7919 + state.moves)))
    raise AssertionError("no battle with nothing to lose in 29 deals")


def test_with_nothing_to_lose_the_advice_names_only_the_sacrifice():
    """The third real-window round, finding 3 (a06): "endure it: drag a court card of your
    choice to the Portents" with no court card in hand. The seed: "If you have no Sources in
    your Source Area, and no Court cards or Artifacts in your Domains, then the only way to
    "endure" an Opposition card is to make a "Sacrifice"."."""
    state = a_battle_with_nothing_to_lose()
    found = coaching.situations(QUEENS)
    kinds = coaching.open_kinds(QUEENS.legal_actions(state))
    told_before = {s.id for s in found} - {"sacrifice", "endure", "battle"}
    note = coaching.first_unseen(found, told_before, kinds, None)
    assert note.id == "sacrifice" and "sacrifice" in note.note and "court card of your choice" not in note.note
    assert [a.label for a in QUEENS.legal_actions(state) if a.kind == "endure"] == \
        [f"Endure: sacrifice {plural(qc.face_value(QUEENS.opposition(state)), 'card')} of Destiny"]
    # told once already, the note about losing a card of your own is never given here
    assert coaching.first_unseen(found, told_before | {"sacrifice"}, kinds, None) is None


def test_no_note_names_a_court_card_to_lose():
    for situation in coaching.situations(QUEENS):
        assert "court card of your choice" not in situation.note and "losing a court card" not in situation.note


def test_while_autoplay_plays_no_note_lags_behind_its_moves(app):
    """The third real-window round, finding 3 (a12): during Autoplay the strip still said
    "Awakened: the four oldest discards lie face up..." while Awakened was empty."""
    scene = seated_table(app, QUEENS, QUEENS.default_seats(None), seed=5)
    found = coaching.situations(QUEENS)
    scene.coaching = Coaching(found, set(), QUEENS.id)
    scene.coaching.note = next(s for s in found if s.id == "awaken")   # told before Autoplay began
    scene.toggle_autoplay()
    assert scene.autoplay
    scene.perform(scene.legal()[0])
    step(app)
    assert scene.coaching.note is None
    awaken = Action("awaken", card="c01", to="portents", choice="awaken")
    scene.coaching.after_move(scene, awaken, [], False)
    assert scene.coaching.note is None and "awaken" not in scene.coaching.seen   # met in their own play


def test_fate_s_coaching_names_the_risk_of_a_path_of_a_single_card():
    """The fifth real-window round, finding 5: Tempting Fate's note for Fate said nothing of
    laying single cards. The seed: "If the querent removes the last card in a path, the
    querent wins." So a path left with one card is the querent's chance: a note given to
    Fate once she has laid a card says so (tests/test_coaching.py meets it in real games)."""
    from tarot_table import coaching
    from tarot_table.games import get_game
    situations = {s.id: s for s in coaching.situations(get_game("tempting-fate"))}
    single = situations["single-card"]
    assert (single.played, single.by) == ("place", "you")   # told once Fate has laid a card
    assert "path of one card" in single.note and "a path cleared wins for the querent" in single.note
    assert list(situations).index("single-card") == list(situations).index("fate-turn") + 1


def coached_table(app, game, state, seats, note: str):
    """A table arranged by hand, coached, every note but ``note`` already seen."""
    from tarot_table import coaching
    for situation in coaching.situations(game):
        if situation.id != note:
            coaching.remember(game.id, situation.id)
    app.settings.coaching = True
    scene = open_position(app, game, state, seats)
    step(app, 2)
    return scene


def test_queens_of_fate_s_pass_a_year_note_goes_once_the_year_is_passed(app):
    """The fourth real-window round, finding 5: The note "Click Destiny to pass a year..."
    stayed after Destiny was clicked: a note made by a position goes when that position's
    condition ("draw" open) no longer holds."""
    from tarot_table.games.base import Seat
    state = queens_table(destiny=[m(C, "king"), m(C, "six")], phase="draw")   # a court card: to be secured
    scene = coached_table(app, QUEENS, state, [Seat("Ann")], "pass-a-year")
    assert scene.coaching.note is not None and scene.coaching.note.id == "pass-a-year"
    click(app, zone_centre(scene, "destiny"))
    step(app, 2)
    assert scene.session.state.data["phase"] != "draw"
    assert scene.coaching.note is None


def test_the_awakening_note_stays_while_the_game_declares_and_goes_after(app):
    """The fourth real-window round, finding 5: Queens of Fate declares that its Awakening
    note stays while the woken cards lie face up (coach.toml, ``stays``): securing one keeps
    it; Discard the rest puts it away."""
    from tarot_table.games.base import Action, Seat
    state = queens_table(sources=[m(W, "ace")],
                         portents=[m(C, "two"), m(S, "king"), m(P, "three"), m(C, "seven"), m(W, "five")])
    scene = coached_table(app, QUEENS, state, [Seat("Ann")], "awaken")
    scene.perform(Action("awaken", card=m(W, "ace"), to="portents", choice="awaken"), asked=True)
    step(app, 2)
    assert scene.coaching.note is not None and scene.coaching.note.id == "awaken"
    drag(app, grab(scene, m(C, "two")), zone_centre(scene, "arcana_cups"))
    step(app, 2)
    assert m(C, "two") in [p.card for p in scene.session.state.zones["arcana_cups"]]
    assert scene.coaching.note is not None and scene.coaching.note.id == "awaken"
    click(app, next(b for b in scene.choice_buttons if b.label == "Discard the rest").rect.center)
    step(app, 2)
    assert scene.session.state.data["phase"] != "awaken"
    assert scene.coaching.note is None


def test_tempting_fate_s_querent_note_goes_when_the_turn_passes(app):
    """The fourth real-window round, finding 5: In Tempting Fate the querent's note stayed
    through Fate's turn: once the person's attack ends their turn, the note made by "attack"
    being open goes."""
    from tarot_table.games.base import Seat
    from tests.helpers import tempting
    z = tempting.z
    state = tempting.table(fate_hand=[z("circle"), z("cross")], querent_hand=[tempting.m("cups", "ten")],
                           turn="querent", path1=[z("square"), "^" + z("circle", 2)])
    scene = coached_table(app, tempting.GAME, state, [Seat("Fate", "basic"), Seat("Bob")], "querent-turn")
    assert scene.coaching.note is not None and scene.coaching.note.id == "querent-turn"
    drag(app, grab(scene, tempting.m("cups", "ten")), zone_centre(scene, "path1"))
    step(app, 2)
    assert scene.session.state.data["turn"] == "fate", scene.message
    assert scene.coaching.note is None
