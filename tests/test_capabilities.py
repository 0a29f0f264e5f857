"""What a game has beyond the core is declared as data (issue 29): the table asks for a
part (``game.match``), never whether a method is overridden; a part's hooks live on the
part; what a peek or a view hands a bot cannot change the live game."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tarot_table.games import GAMES
from tarot_table.games.base import HIDDEN, Game, Placed
from tarot_table.games.capabilities import Capabilities, Ending, Handling, HiddenHands, Part, Sight

DECLARED = {
    "queens-of-fate": {"shortcuts"},
    "fools-journey": {"shortcuts"},
    "tempting-fate": {"hidden_hands", "match"},
    "tournament-of-queens": {"hidden_hands"},
    "lucky-you": {"board"},
    "reading": {"reading"},
}


def played(game, moves: int, seed: int = 3):
    state = game.new(seed, None, game.default_seats(game.max_players))
    for _ in range(moves):
        if game.outcome(state) is not None:
            break
        game.apply(state, game.legal_actions(state)[0])
    return state


@pytest.mark.parametrize("game_id", sorted(DECLARED))
def test_each_game_declares_its_parts_as_data_and_has_exactly_those(game_id):
    game = GAMES[game_id]
    assert isinstance(type(game).capabilities, Capabilities)
    assert game.capabilities.names() == DECLARED[game_id]
    for name in ("hidden_hands", "board", "match", "reading", "shortcuts"):
        part = getattr(game, name)
        assert (part is not None) == (name in DECLARED[game_id])
        assert part is None or (isinstance(part, Part) and part.game is game)
    assert isinstance(game.ending, Ending) and isinstance(game.handling, Handling)


def test_the_core_game_carries_no_hook_of_a_part():
    """The one-game hooks (issue 29's list) are on the parts, not on ``Game``."""
    for hook in ("reading", "follow_ups", "pause", "winning_roles", "mixed_zones", "blind_zones", "tokens",
                 "measures", "why_no_undo", "reveal", "end_lines", "end_title", "lift", "why_not_clicked",
                 "caution", "kept_zones"):
        assert not callable(getattr(Game, hook, None)), hook


def test_nothing_reads_a_game_by_which_methods_it_overrides_or_by_getattr():
    """(A game's own code may dispatch on its own methods; the engine's may not.)"""
    root = Path(__file__).parent.parent / "tarot_table"
    games = root / "games"
    for path in root.rglob("*.py"):
        if path.parent.parent == games:
            continue
        text = path.read_text(encoding="utf-8")
        assert "is Game." not in text and "is not Game." not in text, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("getattr", "hasattr") \
                    and node.args and "game" in ast.unparse(node.args[0]).lower() \
                    and "scene" not in ast.unparse(node.args[0]):
                raise AssertionError(f"{path.name}: {ast.unparse(node)}")


def test_a_game_without_a_part_is_never_asked_for_its_hooks():
    """A game may declare no part at all and still be peeked, ended and handled."""
    from tests.helpers.toygame import HighCards

    class Bare(HighCards):
        capabilities = Capabilities()

    game = Bare()
    state = played(game, 4)
    assert game.private_zones(state) == {} and game.match is None and game.board is None
    assert game.ending.title(state, game.outcome(state), 0) in ("You win", "South wins", "North wins")
    assert all(p.card != HIDDEN for pile in game.peek(state, 0).zones.values() for p in pile if p.face_up)


def test_the_peek_is_chosen_by_what_a_game_declares():
    from tests.helpers.toygame import HighCards

    class Blind(HighCards):
        capabilities = Capabilities()
        sight = Sight(blind=frozenset({"deck", "hand0", "hand1"}))

    class ByCard(HighCards):
        class Hands(HiddenHands):
            by_card = True

            def private_zones(self, state):
                return {"hand0": 0, "hand1": 1}

            def can_see(self, state, zone, placed, seat):   # seat 1 also sees the deck's bottom card
                if zone == "deck" and seat == 1 and state.zones["deck"].index(placed) == 0:
                    return True
                return super().can_see(state, zone, placed, seat)

        capabilities = Capabilities(hidden_hands=Hands)

    assert Blind()._peek_way == "blind" and ByCard()._peek_way == "by card" and HighCards()._peek_way == "by zone"
    game = ByCard()
    state = game.new(5)
    assert game.peek(state, 1).zones["deck"][0].card == state.zones["deck"][0].card
    assert game.peek(state, 0).zones["deck"][0].card == HIDDEN


@pytest.mark.parametrize("game_id", sorted(DECLARED))
def test_a_peeks_stand_ins_refuse_to_change(game_id):
    """The stand-ins for hidden cards are shared by every peek, so none may be changed."""
    game = GAMES[game_id]
    state = played(game, 6)
    before = state.to_json()
    hidden = [p for pile in game.peek(state, 0).zones.values() for p in pile if p.card == HIDDEN]
    if not hidden:
        pytest.skip("this position hides nothing from seat 0")
    for placed in hidden[:3]:
        for name, value in (("card", "major_arcana.00"), ("face_up", True), ("reversed", True)):
            with pytest.raises(AttributeError):
                setattr(placed, name, value)
    for zone, pile in game.peek(state, 0).zones.items():   # (open piles are the state's own: read only)
        if pile is not state.zones[zone] and pile and all(p.card == HIDDEN for p in pile):
            try:
                pile.append(Placed("major_arcana.00"))   # a shared pile of stand-ins refuses
            except AttributeError:
                pass
    assert state.to_json() == before
    assert game.peek(state, 0).to_json() == game.view(state, 0).to_json()   # the stand-ins equal a view's


def test_lucky_yous_view_shares_nothing_with_the_live_state():
    """Replace every card and change every pile, list and value of a view: the game plays on
    unchanged."""
    game = GAMES["lucky-you"]
    state = played(game, 30, seed=8)
    assert any(p.face_up for pile in state.zones.values() for p in pile)
    before = state.to_json()
    view = game.view(state, 0)
    for pile in view.zones.values():
        for index, placed in enumerate(pile):
            if placed.card != HIDDEN:
                pile[index] = Placed("major_arcana.00", placed.face_up, not placed.reversed)
        pile.append(Placed("major_arcana.01"))
    for value in view.data.values():
        if isinstance(value, list):
            value.append(99)
            if value and isinstance(value[0], list):
                value[0].append(99)
    view.data["pos"][0] = 71
    view.story.append("changed")
    view.seats[0].name = "changed"
    view.options["x"] = "y"
    assert state.to_json() == before


def test_every_games_view_shares_no_pile_with_its_state():
    for game in GAMES.values():
        state = played(game, 8)
        view = game.view(state, 0)
        assert not {id(pile) for pile in state.zones.values()} & {id(pile) for pile in view.zones.values()}


def _finished_tempting_fate():
    game = GAMES["tempting-fate"]
    state = game.new(5, {"match": "single", "discard_limit": "20"}, game.default_seats(2))
    for _ in range(2000):
        if game.outcome(state) is not None:
            break
        game.apply(state, game.legal_actions(state)[0])
    assert game.outcome(state) is not None
    return game, state


def test_tempting_fate_offers_readings_through_the_declared_card_reader():
    """Tempting Fate names no other game and no spread: the readings it offers at its
    end come from the game whose reading part reads handed-over cards (issue 29)."""
    from tarot_table.games.capabilities import card_reader
    game, state = _finished_tempting_fate()
    reader = card_reader(game)
    assert reader is not None and reader.reads_cards and reader.game.reading is reader
    offers = game.ending.follow_ups(state)
    assert offers and all(f.game == reader.game.id for f in offers)
    cut = offers[0]
    assert cut.options == {"spread": state.options["cut_spread"], "cards": ",".join(game.cut_deck(state)),
                           "order": "as-given"}
    sized = {len(reader.game.zones({"spread": f.options["spread"], "cards": "", "order": "shuffled",
                                    "reversals": "on", "question": ""}, 1)) - 1 for f in offers[1:]}
    assert sized <= {3, 10}   # a hand or short discards in three cards, ten or more discards in ten
    spread_option = next(o for o in game.options if o.key == "cut_spread")
    assert spread_option.choices == reader.spread_choice().choices


def test_finding_the_card_reader_loads_only_games_whose_line_says_they_read_cards(monkeypatch):
    """Tempting Fate asks for the reader whenever its options are read (each new game):
    Queens of Fate, listed before the reading table, is not loaded to be asked."""
    import tarot_table.games as games
    from tarot_table.games.capabilities import card_reader
    from tarot_table.games.registry import GameRegistry
    fresh = GameRegistry(*GAMES.entries())
    monkeypatch.setattr(games, "GAMES", fresh)
    reader = card_reader(fresh["tempting-fate"])
    assert reader is not None and reader.game.id == "reading"
    assert [game_id for game_id in fresh if fresh.loaded(game_id)] == ["tempting-fate", "reading"]


def test_without_a_game_that_reads_cards_tempting_fate_offers_no_reading(monkeypatch):
    game, state = _finished_tempting_fate()
    monkeypatch.setattr(type(GAMES["reading"].reading), "reads_cards", False)
    assert game.ending.follow_ups(state) == []
    assert "cut_spread" not in {o.key for o in game.options}
    assert "reading" not in game.options_words({k: v for k, v in state.options.items() if k != "cut_spread"})
