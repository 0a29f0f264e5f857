"""What the table says about a Lucky You! position: the status line and the reason a
move is refused (a card's own words are in texts.py). Words only: no rule is decided
here; each function takes the game and the position."""
from __future__ import annotations

from tarot_table.cards import english_name
from tarot_table.games.base import State
from tarot_table.games.lucky_you.board import JAIL_RELEASE, START
from tarot_table.games.lucky_you.deck import owner, pack, wild
from tarot_table.layout import BOARD_ZONE


def status(game, state: State) -> str:
    data = state.data
    seat = state.to_act
    phase = data["phase"]
    if phase == "over":
        return game.outcome(state).summary
    if phase == "tokens":
        return f"{first_turn(state)} Pick a token with the buttons below."
    if phase == "knight":
        return "Keep the Knight's 2 spaces, or redraw from your game pack (another court card fails)."
    if phase == "temperance":
        return f"Temperance: choose to move {data['temperance']} spaces forward or back."
    return put_out_since_last_draw(state, seat) + _own_turn(data, seat)


def first_turn(state: State) -> str:
    """Who plays first and why, said while the tokens are picked: the Story says who drew
    what, but folded (1024x700 at large text opens it so) nothing on screen said it
    (play-test round 7). The winning card lies on top of the cards drawn (rules.py)."""
    lots = state.zones["lots"]
    card = english_name(lots[-1].card) if lots else ""
    drew = f"drew the highest card for the first turn ({card})" if card else "drew highest"
    return f"{state.seats[state.data['starter']].name} {drew} and plays first."


def put_out_since_last_draw(state: State, seat: int) -> str:
    """Who Death reversed has put out of the game since ``seat`` last drew, said before
    their turn's words: their token leaves the board, and it must not go unexplained."""
    out_at, drawn_at = state.data.get("out_at"), state.data.get("drawn_at")
    if not out_at:
        return ""
    own = drawn_at[seat] if drawn_at and drawn_at[seat] is not None else -1
    gone = [state.seats[other].name for other in range(min(len(out_at), len(state.seats)))
            if other != seat and isinstance(out_at[other], int) and out_at[other] > own]
    if not gone:
        return ""
    return f"{' and '.join(gone)} {'is' if len(gone) == 1 else 'are'} out of the game (Death reversed). "


def _own_turn(data, seat: int) -> str:
    where = data["pos"][seat]
    if data["jailed"][seat]:
        return (f"In jail on Space {where}: an upright card of {JAIL_RELEASE} or more, or Justice upright, "
                "opens it. Click a pack to draw.")
    if where == START:
        return "At the Start: click your game pack to draw; a forward move puts your token on the board."
    return f"On Space {where}: click your game pack to draw, or gamble on your wild pack."


def why_not(game, state: State, card: str | None, zone: str | None) -> str:
    data = state.data
    seat = state.to_act
    phase = data["phase"]
    if phase == "tokens":
        return "First every player picks a token with the buttons below."
    if phase == "knight":
        return "Keep the Knight's move with its button, or drag your game pack's top card to redraw."
    if phase == "temperance":
        return "Choose Temperance's direction with the buttons below."
    if zone == BOARD_ZONE:
        return ("Tokens are moved by the cards, never by hand: click your game pack to draw"
                + (", or gamble on your wild pack." if game.on_board(state, seat) and state.zones[wild(seat)]
                   else "."))
    where = None
    if card is not None:
        where, _ = state.find(card)
    if where in (pack(seat), wild(seat)) and zone not in (None, "drawn"):
        return "Drawn cards go to the middle of the table: click the pack or drop its card there."
    if where is not None and where.startswith(("pack", "wild", "discard")) and owner(card) != seat:
        return f"That is {game._name(state, owner(card))}'s card; {game._name(state, seat)} draws now."
    if where == wild(seat):
        return "The wild pack opens only once your token is on the board (Space 1 or beyond)."
    if where is not None and where.startswith("discard"):
        return "Discards come back only when a pack runs out."
    return "Draw from your own game pack, or from your wild pack once you are on the board."
