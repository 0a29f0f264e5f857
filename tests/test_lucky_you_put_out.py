"""Issue 32, layout round item 7: a player put out by Death reversed ("If reversed, YOU'RE
TOTALLY DEAD!", the seed's Death) vanished from the board with no word at the table: the
status line names who is out and why until each other player has drawn since, the
account under the board keeps that sentence however short its room, and the seat reads
as out."""
from tarot_table.cards import copy_id, major_id
from tarot_table.games.base import Action, Seat
from tarot_table.games.lucky_you.layout import lucky_layout
from tests.helpers.lucky import GAME, m, ready, stack


def bob_put_out(players: int):
    """Ann, Bob and the rest; Bob to draw, his wild pack topped with Death reversed."""
    state = ready(players, pos=[10, 40] + [5] * (players - 2), to_act=1)
    state.seats = [Seat("Ann"), Seat("Bob", "quick")] + [Seat(f"Bot {n}", "quick") for n in range(3, players + 1)]
    stack(state, copy_id(major_id(13), 2), reversed_=True)
    GAME.apply(state, Action("draw-wild", src="wild1", to="drawn"))
    assert state.data["out"][1]
    return state


def draw_plain(state):
    seat = state.to_act
    stack(state, m("two", seat))
    GAME.apply(state, Action("draw", src=f"pack{seat}", to="drawn"))


def test_the_status_names_who_death_reversed_put_out_until_each_other_player_has_drawn():
    state = bob_put_out(3)
    assert state.to_act == 2
    assert "Bob is out of the game (Death reversed)." in GAME.status(state)
    draw_plain(state)   # the third player draws: now Ann's turn, who has not drawn since
    assert state.to_act == 0 and "Bob is out of the game (Death reversed)." in GAME.status(state)
    draw_plain(state)   # Ann draws
    assert state.to_act == 2 and "Bob" not in GAME.status(state)


def test_the_account_under_the_board_keeps_who_was_put_out_with_six_players():
    """Six players share the account's nine lines, one each: the draw that put Bob out
    is told by its ending sentence, which names the card and the player, not cut mid-way."""
    state = bob_put_out(6)
    while state.to_act != 0:
        draw_plain(state)
    shown = " ".join(c.text for c in lucky_layout(GAME, state).captions)
    assert "Death reversed: Bob is out of the game." in shown


def test_the_put_out_seat_reads_as_out_and_its_token_leaves_the_board():
    state = bob_put_out(3)
    bob = next(c for c in lucky_layout(GAME, state).captions if c.text == "Bob")
    assert bob.tail == " · out (Death reversed)"   # why, as the status line says it (fourth real-window round)
    assert "seat1" not in {token.id for token in GAME.board.tokens(state)}


def test_a_save_with_a_broken_record_of_who_is_out_says_nothing_rather_than_failing():
    state = bob_put_out(3)
    state.data["out_at"] = ["x", None]   # hostile bytes from a file: too short, not a number
    assert "out of the game" not in GAME.status(state)
