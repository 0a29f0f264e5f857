"""Playing the table with the keyboard alone.

The focus is one thing on the table, kept in ``scene.focus`` as a small tuple:
``("card", zone, index)``, ``("zone", zone)`` (an empty place, or a place a held card
may be laid on), ``("button", label)`` (a button under the table or in the top bar),
``("choice", index)`` (an option of a drop) or ``("question",)`` (a reading's question box).

Left and Right go from place to place in reading order (rows top to bottom, each left
to right), Up and Down from card to card in a fanned place (with a card held, to the
nearest place below or above); Tab and Shift+Tab go
through only what can act now (the cards that have a move, or the places a held card
may go) and then the buttons. Enter or Space picks the focused card up and lays it
down on the focused place; Escape puts it back. Every move is asked of the rules the
mouse asks (``card_actions``, ``why_not``), and refused with the same reasons.
"""
from __future__ import annotations

import pygame

from tarot_table.wording import plural
from tarot_table.layout import BOARD_ZONE

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}
CARD_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1}
DIGITS = {key: n for n, key in enumerate((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5,
                                          pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9), start=1)}


# ---- where the focus can be -------------------------------------------------------------
def zone_order(scene) -> list[str]:
    """The table's places in reading order: rows of half a card's height, top to bottom,
    each left to right."""
    g = scene.geometry
    band = max(1, g.card_height // 2)
    spots = [(g.spot_rect(s), s.zone) for s in g.layout.spots]
    return [zone for rect, zone in sorted(spots, key=lambda item: (item[0].centery // band, item[0].centerx))]


def zone_beside(scene, zone: str | None, step: int) -> str:
    """The place below ``zone`` (``step`` 1) or above it (-1): in the nearest row that way
    (rows as ``zone_order`` has them), the place nearest across; past the last row, the
    nearest in the row at the other end, as Left and Right go round."""
    g = scene.geometry
    band = max(1, g.card_height // 2)
    centres = {s.zone: g.spot_rect(s).center for s in g.layout.spots}
    if zone not in centres:
        return zone_order(scene)[0 if step > 0 else -1]
    x, y = centres[zone]
    row = y // band
    rows = sorted({cy // band for _, cy in centres.values()}, reverse=step < 0)
    ahead = [r for r in rows if (r - row) * step > 0]
    wanted = ahead[0] if ahead else rows[0]
    return min((z for z, (_, cy) in centres.items() if cy // band == wanted), key=lambda z: abs(centres[z][0] - x))


def fanned(scene, zone: str) -> bool:
    return scene.geometry.layout.spot(zone).fan != (0.0, 0.0)


def card_places(scene, zone: str) -> list[int]:
    """The cards of a place the focus may stop on: each card of a fan, a pile's top."""
    pile = scene.session.state.zones.get(zone, [])
    if not pile:
        return []
    return list(range(len(pile))) if fanned(scene, zone) else [len(pile) - 1]


def in_zone(scene, zone: str, index: int | None = None) -> tuple:
    """The focus on ``zone``: its card at ``index`` (the nearest there is), else its top."""
    places = card_places(scene, zone)
    if not places:
        return ("zone", zone)
    if index is None:
        return ("card", zone, places[-1])
    return ("card", zone, min(places, key=lambda i: abs(i - index)))


def focused_zone(scene) -> str | None:
    if scene.focus and scene.focus[0] in ("card", "zone"):
        return scene.focus[1]
    return None


def focused_card(scene) -> str | None:
    """The card the focus rests on, if the focus is shown and on a card."""
    focus = scene.focus
    if not scene.keyboard or not focus or focus[0] != "card":
        return None
    pile = scene.session.state.zones.get(focus[1], [])
    return pile[focus[2]].card if focus[2] < len(pile) else None


def lit_zone(scene) -> str | None:
    """The place lit as the focus while a card is held, if the card may go there (a place
    it may not go is marked apart: focus_ring.py)."""
    zone = focused_zone(scene) if scene.keyboard and scene.carrying else None
    return zone if zone is not None and may_go(scene, zone) else None


def may_go(scene, zone: str) -> bool:
    """Whether the card held may be laid on ``zone``."""
    return any(a.to == zone for a in scene.card_actions(scene.carrying))


def lay_label(scene, zone: str) -> str:
    """What laying the held card on ``zone`` does, in the rules' words ("Complete Justice
    directly (-11 Vitality)"), where it is one move with words; "" where a list of moves opens
    (the list names them) or the card may not go there. The second Enter makes it, so
    the ring's tag and the speech say it first."""
    actions = [a for a in scene.card_actions(scene.carrying) if a.to == zone]
    if len(actions) != 1 or not actions[0].label:
        return ""
    return scene.game.handling.lay_words(scene.session.state, actions[0])


def enter_words(scene) -> str:
    """What Enter does with the card held where the focus is, for the tag beside it: a
    button does its own job and lets the card go; a place lays it, in the rules' words
    where that is one move ("Enter: Complete Justice directly (-11 Vitality)"), else
    naming the card and the place ("Enter lays The Moon on Judge 1: choose how")."""
    card = card_words(scene, scene.carrying)
    if scene.focus[0] == "button":
        return f"Enter presses this button; {card} goes back"
    zone = scene.focus[1]
    label = lay_label(scene, zone)
    if label:
        return f"Enter: {label}"
    several = len([a for a in scene.card_actions(scene.carrying) if a.to == zone]) > 1
    return f"Enter lays {card} on {place_words(scene, zone)}" + (": choose how" if several else "")


def buttons(scene) -> list:
    """The buttons of the table in Tab's order: under the table, a lesson's guide (when
    the table is a lesson's), a coaching note's (while one shows), the top bar."""
    coaching = getattr(scene, "coaching", None)
    noted = coaching.buttons if coaching is not None and coaching.note is not None else []
    return scene.choice_buttons + getattr(scene, "guide_buttons", []) + noted + scene.bar_buttons


def tab_items(scene) -> list[tuple]:
    """What Tab goes through now, in order."""
    if scene.pending_choice:
        return [("choice", i) for i in range(len(scene.pending_choice) + 1)]   # the options, then Cancel
    items: list[tuple] = []
    if scene.human_turn():
        if scene.carrying:
            targets = {a.to for a in scene.card_actions(scene.carrying) if a.to}
            items += [("zone", zone) for zone in zone_order(scene) if zone in targets]
        else:
            for zone in zone_order(scene):
                for index in card_places(scene, zone):
                    if scene.card_actions(scene.session.state.zones[zone][index].card):
                        items.append(("card", zone, index))
    if scene.game_panel.text_field() is not None:
        items.append(("question",))
    return items + [("button", b.label) for b in buttons(scene) if b.enabled]


def valid(scene, focus: tuple) -> tuple:
    """The focus, moved to what is there now (a move may have taken its card away)."""
    if scene.carrying and not scene.card_actions(scene.carrying):
        scene.carrying = None   # the card held has no move left (a button moved it away): never a hold on it
    if not focus or (scene.focus_awaits_turn and scene.human_turn()):
        return focus_after_a_move(scene)
    kind = focus[0]
    if kind == "card" or kind == "zone":
        if focus[1] not in scene.session.state.zones:
            return first_focus(scene)
        if scene.carrying:
            return ("zone", focus[1])
        return in_zone(scene, focus[1], focus[2] if kind == "card" else None)
    if kind == "button" and focus[1] not in [b.label for b in buttons(scene)]:
        return focus_after_a_move(scene)
    if kind == "dialog" and not scene.summary_buttons:
        return focus_after_a_move(scene)   # the dialog answered has gone with its move
    if kind == "choice" and not scene.pending_choice:
        return first_focus(scene)
    if kind == "question" and scene.game_panel.text_field() is None:
        return first_focus(scene)
    return focus


def focus_after_a_move(scene) -> tuple:
    """After a move made by the keys (a card laid, a pile drawn from, a button, a list's
    choice or a dialog's answer): the focus goes to the player's next move
    (``next_move``), or the table's first place while the move is another's, and to
    the player's next move once their turn comes (after the bots'); never to the top
    bar, where a "Tab, Enter" meant as "next card, play it" opened the menu (play-test
    round 5, K4)."""
    top = {b.label for b in scene.bar_buttons}
    items = [item for item in tab_items(scene) if item[0] != "button" or item[1] not in top]
    scene.focus_awaits_turn = not scene.human_turn()
    scene.focus_awaits_layout = True   # the move's own buttons are laid out with the next frame: looked at again then
    if items:
        return next_move(scene, items)
    order = zone_order(scene)
    return in_zone(scene, order[0]) if order else first_focus(scene)


def next_move(scene, items: list[tuple]) -> tuple:
    """Of what Tab goes through, the one a move leaves the focus on: the first card the
    status line asks for (the game's ``Handling.asked_for``: the Arcana of a battle, not
    the court card before them in reading order whose one move is its loss), else the
    first card with a move that gives nothing up (``Handling.stake``), else the first
    button under the table, else the first of them. Where the line asks for a button
    only (``asked_for`` None), the first button."""
    state, handling = scene.session.state, scene.game.handling
    first_button = next((item for item in items if item[0] != "card"), items[0])
    asked = handling.asked_for(state)
    if asked is None:
        return first_button
    cards = [(item, state.zones[item[1]][item[2]].card) for item in items if item[0] == "card"]
    for item, card in cards:
        if card in asked:
            return item
    for item, card in cards:
        if any(handling.stake(state, action) is None for action in scene.card_actions(card)):
            return item
    return first_button


def first_focus(scene) -> tuple:
    items = tab_items(scene)
    if items:
        return items[0]
    order = zone_order(scene)
    return in_zone(scene, order[0]) if order else ()


# ---- keys ---------------------------------------------------------------------------------
def table_key(scene, event: pygame.event.Event) -> bool:
    """A key at the table, before its other shortcuts; True when it was the keyboard's."""
    key = event.key
    moving = key in NEXT_KEYS or key in CARD_KEYS or key == pygame.K_TAB
    if not (moving or key in ENTER_KEYS or key in DIGITS or key in (pygame.K_ESCAPE, pygame.K_i)):
        return False
    if key == pygame.K_i and not scene.keyboard:
        return describe_pointed(scene)   # I reads the card under the pointer, as right-click shows it
    if key == pygame.K_ESCAPE and not scene.keyboard:
        return False   # Escape with nothing held leaves the table, as it always has
    if scene.geometry is None:
        return False
    if key in ENTER_KEYS and scene.handing_over is not None and not (scene.keyboard and scene.focus[:1] == ("button",)):
        scene.pass_screen()   # the status line says Enter passes the screen on
        return True
    first_press = not scene.keyboard
    scene.keyboard = True
    scene.focus = valid(scene, scene.focus)
    if moving:
        scene.focus_awaits_turn = scene.focus_awaits_layout = False   # the player has put the focus somewhere: it stays there
    if scene.pending_choice:
        return _choice_key(scene, event)
    if first_press and moving:
        scene.focus = first_focus(scene)   # the first arrow or Tab shows where the focus is
        announce(scene)
        return True
    if moving and scene.carrying:   # the status line follows the held card from place to place
        scene.message = ("", scene.message[1], 0.0)
    if key == pygame.K_TAB:
        _tab(scene, -1 if event.mod & pygame.KMOD_SHIFT else 1)
    elif key in NEXT_KEYS:
        _next_zone(scene, NEXT_KEYS[key])
    elif key in CARD_KEYS:
        _next_card(scene, CARD_KEYS[key])
    elif key in ENTER_KEYS:
        enter(scene)
        return True
    elif key == pygame.K_i:
        describe_focus(scene)
        return True
    elif key == pygame.K_ESCAPE:
        return put_back(scene)
    else:
        return False
    announce(scene)
    return True


def _tab(scene, step: int) -> None:
    items = tab_items(scene)
    if not items:
        return
    at = items.index(scene.focus) if scene.focus in items else (-1 if step > 0 else 0)
    scene.focus = items[(at + step) % len(items)]


def _next_zone(scene, step: int) -> None:
    order = zone_order(scene)
    zone = focused_zone(scene)
    at = order.index(zone) if zone in order else (-1 if step > 0 else 0)
    zone = order[(at + step) % len(order)]
    scene.focus = ("zone", zone) if scene.carrying else in_zone(scene, zone)


def _next_card(scene, step: int) -> None:
    focus = scene.focus
    if scene.carrying:   # a card held goes from place to place with every arrow, Up and Down too
        scene.focus = ("zone", zone_beside(scene, focused_zone(scene), step))
        return
    if not focus or focus[0] != "card":
        return
    places = card_places(scene, focus[1])
    at = places.index(focus[2]) if focus[2] in places else 0
    scene.focus = ("card", focus[1], places[max(0, min(len(places) - 1, at + step))])


def _choice_key(scene, event: pygame.event.Event) -> bool:
    """The options of a drop, as a list: arrows or Tab through them, Enter or a digit
    to pick, Escape to put the card back."""
    count = len(scene.pending_choice) + 1
    at = scene.focus[1] if scene.focus and scene.focus[0] == "choice" else 0
    key = event.key
    if key in (pygame.K_DOWN, pygame.K_RIGHT) or (key == pygame.K_TAB and not event.mod & pygame.KMOD_SHIFT):
        scene.focus = ("choice", (at + 1) % count)
    elif key in (pygame.K_UP, pygame.K_LEFT, pygame.K_TAB):
        scene.focus = ("choice", (at - 1) % count)
    elif key in DIGITS and DIGITS[key] <= len(scene.pending_choice):
        pick(scene, DIGITS[key] - 1)
        return True
    elif key in ENTER_KEYS:
        pick(scene, at)
        return True
    elif key == pygame.K_ESCAPE:
        pick(scene, count - 1)
        return True
    else:
        return False
    announce(scene)
    return True


def pick(scene, index: int) -> None:
    """Play the option at ``index`` of the open list (its last entry is Cancel)."""
    options = scene.pending_choice
    if index >= len(options):
        scene.input.cancel_choice()
        scene.say("Cancelled: the card is back in its place.")
    else:
        scene.input.choose_pending(options[index])
    scene.focus = valid(scene, ())


def enter(scene) -> None:
    focus = scene.focus
    if not focus:
        return
    if focus[0] == "button":
        button = next((b for b in buttons(scene) if b.label == focus[1]), None)
        if button is not None and button.enabled:
            scene.carrying = None   # a button pressed with a card held does its own job, and the card is let go
            moves = scene.session.state.moves
            button.on_click()
            _focus_the_choice(scene)   # a button of several moves opens their list
            if scene.session.state.moves != moves and not scene.pending_choice:
                scene.focus = focus_after_a_move(scene)
        return
    if focus[0] == "question":
        scene.game_panel.text_field().active = True
        scene.say("Type your question, then press Enter.")
        return
    if not scene.human_turn():
        scene.say(scene.input.why_not_your_turn(), warn=True)
        return
    if scene.carrying:
        lay_down(scene, focus[1])
    elif focus[0] == "card":
        pick_up(scene, scene.session.state.zones[focus[1]][focus[2]].card)
    else:
        _zone_choice(scene, focus[1])


def pick_up(scene, card: str) -> None:
    """Enter on a card picks it up, as the README promises ("Enter or Space picks the
    focused card up and lays it on the focused place"): the move is made by the second
    Enter, on a place where the ring names it, even where the card has one move only
    (one Enter lost a court card in a battle, or completed a Challenge for 11 Vitality:
    play-test round 5). Two kinds of move are made by the first Enter, as a click makes
    them: a move that leaves the card in place (turning it over), and a pile's one move
    that takes its top card and names none, a draw (Destiny, a game pack: the status
    line's "Press Enter on Destiny" is true), where the game's ``Handling.one_enter_draws``
    allows it. A card with no move says why.
    The card held, the focus is on the usual place (where a double-click plays it, so
    Enter, Enter makes the usual move, not the first place in the table's order), else
    the first of them."""
    actions = scene.card_actions(card)
    if not actions:
        scene.say(scene.game.why_not(scene.session.state, card, None), warn=True)
        scene.app.sounds.play("refuse")
        return
    if all(a.to is None for a in actions):
        moves = scene.session.state.moves
        scene.input.choose(actions)
        _focus_the_choice(scene)
        if scene.session.state.moves != moves and not scene.pending_choice and scene.confirming is None:
            scene.focus = focus_after_a_move(scene)   # a card turned in place: on to the next move, as after a lay
        return
    if len(actions) == 1 and actions[0].card is None and scene.game.handling.one_enter_draws \
            and scene.game.handling.clicked(scene.session.state, card, actions) == actions[0]:
        scene.input.choose(actions)   # as a click draws: the status line's "Press Enter on ..." is true
        scene.focus = focus_after_a_move(scene)
        return
    scene.carrying = card
    targets = {a.to for a in actions if a.to}
    usual = scene.game.default_action(scene.session.state, card)   # where a double-click plays it
    first = usual.to if usual is not None and usual.to in targets else \
        next(zone for zone in zone_order(scene) if zone in targets)
    scene.focus = ("zone", first)
    scene.say(f"{card_words(scene, card)} picked up. Arrows or Tab to a place, Enter to lay it there, "
              f"Escape to put it back.")


def lay_down(scene, zone: str) -> None:
    card = scene.carrying
    own_zone = scene.session.state.find(card)[0]
    actions = [a for a in scene.card_actions(card) if a.to == zone]
    if not actions:
        if zone == own_zone:
            put_back(scene)
            return
        scene.say(scene.game.why_not(scene.session.state, card, zone), warn=True)
        scene.app.sounds.play("refuse")
        return
    scene.carrying = None
    scene.input.choose(actions)
    if scene.pending_choice:
        _focus_the_choice(scene)
    elif scene.confirming is None:
        scene.focus = focus_after_a_move(scene)


def _zone_choice(scene, zone: str) -> None:
    """Enter on an empty place: a choice that concerns the place, as a click there plays it."""
    actions = [a for a in scene.game.choices(scene.session.state) if a.to == zone]
    if actions:
        scene.input.choose(actions)
        _focus_the_choice(scene)
    elif zone == BOARD_ZONE:
        scene.say(scene.game.why_not(scene.session.state, None, BOARD_ZONE), warn=True)
    else:
        scene.say("Nothing here to pick up.")


def _focus_the_choice(scene) -> None:
    if scene.pending_choice:
        scene.focus = ("choice", 0)
        options = "; ".join(f"{i + 1}: {a.label or a.kind}" for i, a in enumerate(scene.pending_choice))
        scene.say(f"Choose one. {options}; or Escape to cancel.")


def carrying_words(scene) -> str:
    """The status line while a card is held from the keyboard: the card, the place the
    focus is on and whether it may go there, and the keys; it stays until the card is
    laid or put back (a message that faded left the table's own words, as if nothing were held)."""
    enter = "" if scene.focus[:1] == ("button",) else " Enter to lay it there,"   # a button's words say its Enter
    return (f"{card_words(scene, scene.carrying)} held. {focus_words(scene)}. Arrows or Tab to a place,"
            f"{enter} Escape to put it back.")


def put_back(scene) -> bool:
    """Escape while a card is held puts it back; True when one was."""
    card, scene.carrying = scene.carrying, None
    if card is None:
        return False
    zone, index = scene.session.state.find(card)
    scene.focus = in_zone(scene, zone, index)
    scene.say(f"{card_words(scene, card)} put back.")
    return True


def dialog_key(scene, event: pygame.event.Event) -> bool:
    """The buttons of a dialog, a panel or the pass-the-screen page over the table: arrows
    or Tab from one to the next, Enter or Space presses the one with the focus (``safe_button``
    until another is chosen). True when the key was theirs."""
    buttons = scene.summary_buttons
    key = event.key
    if not buttons or not (key in NEXT_KEYS or key in CARD_KEYS or key == pygame.K_TAB or key in ENTER_KEYS):
        return False
    field = scene.game_panel.text_field() if scene.panel_open() else None   # a panel's own box (a note)
    stops = len(buttons) + (field is not None)
    at = scene.focus[1] if scene.focus and scene.focus[0] == "dialog" and scene.focus[1] < stops else safe_button(scene)
    if key in ENTER_KEYS:
        if at == len(buttons):
            _into_box(scene, field)
            return True
        scene.focus = ()
        if buttons[at].enabled:
            buttons[at].on_click()
        return True
    back = key in (pygame.K_LEFT, pygame.K_UP) or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
    at = (at - 1 if back else at + 1) % stops if scene.keyboard else at
    scene.keyboard = True
    scene.focus = ("dialog", at)
    if at == len(buttons):
        _into_box(scene, field)
    else:
        scene.app.speech.say(f"{buttons[at].label}, button", interrupt=True)
    return True


def safe_button(scene) -> int:
    """The button of a dialog the keys start on, ringed as it opens: a question's Cancel
    (its last button), so that Enter on a question just opened ("Let the Hanged Man fell
    the Fool?") throws nothing away; any other dialog's or panel's first ("Look at the table")."""
    ask = getattr(scene, "confirming", None)
    return len(scene.summary_buttons) - 1 if ask is not None and ask.cancel else 0


def _into_box(scene, field) -> None:
    """Typing goes into a panel's text box (Enter or Tab finishes)."""
    field.active = True
    field.select_all()
    scene.app.speech.say(f"{field.label or field.placeholder}, text box, {field.value or 'empty'}. "
                         "Type, then Enter.", interrupt=True)


# ---- what the focus is, in words ------------------------------------------------------------
def place_words(scene, zone: str) -> str:
    """A place as the game names it aloud ("Blanche's Talent"), else its label, or for a
    place of a row the first one names, its zone's words written as a label is
    ("Satchel 3", not "satchel 3")."""
    spot = scene.geometry.layout.spot(zone)
    return spot.spoken or spot.label or zone.replace("_", " ").capitalize()


def card_words(scene, card: str) -> str:
    """The card's name from the deck's names (its back, when the player may not see it)."""
    zone, index = scene.session.state.find(card)
    placed = scene.session.state.zones[zone][index]
    if not scene._seen(zone, placed):
        return "A face-down card"
    name = scene.app.art.name(card)
    return f"{name}, reversed" if placed.reversed else name


def focus_words(scene) -> str:
    """The focus said aloud: a card's name and place, a place and what it holds, a button."""
    focus = scene.focus
    if not focus:
        return ""
    state = scene.session.state
    if focus[0] == "button":
        return f"{focus[1]}, button: {enter_words(scene)}" if scene.carrying else f"{focus[1]}, button"
    if focus[0] == "question":
        return "Your question, text box. Enter to write it."
    if focus[0] == "choice":
        options = scene.pending_choice
        return "Cancel" if focus[1] >= len(options) else f"{focus[1] + 1} of {len(options)}: " \
            f"{options[focus[1]].label or options[focus[1]].kind}"
    zone = focus[1]
    pile = state.zones.get(zone, [])
    place = place_words(scene, zone)
    if scene.carrying:
        holds = f", {plural(len(pile), 'card')}" if pile else ", empty"
        if not may_go(scene, zone):
            return f"{place}{holds}: not a place for it"
        label = lay_label(scene, zone)
        return f"{place}{holds}: it may go here ({label})" if label else f"{place}{holds}: it may go here"
    if focus[0] == "zone":
        return f"{place}, empty"
    card = pile[focus[2]].card
    where = f"{focus[2] + 1} of {len(pile)} in {place}" if fanned(scene, zone) and len(pile) > 1 else (
        f"on {place}, {len(pile)} cards" if len(pile) > 1 else f"on {place}")
    moves = ", has a move" if scene.human_turn() and scene.card_actions(card) else ""
    return f"{card_words(scene, card)}, {where}{moves}"


def announce(scene) -> None:
    """Say where the focus is now (it cuts short whatever was being said)."""
    scene.app.speech.say(focus_words(scene), interrupt=True)


def describe_focus(scene) -> None:
    """I: the focused card's picture in words and what the game says of it."""
    card = focused_card(scene)
    if card is None:
        announce(scene)
        return
    describe(scene, card)


def describe_pointed(scene) -> bool:
    """I with the mouse: the card under the pointer said as ``describe_focus`` says it."""
    if scene.geometry is None:
        return False
    hit = scene.input.card_at(scene.pointer)
    if hit is None:
        return False
    describe(scene, hit[0])
    return True


def describe(scene, card: str) -> None:
    zone, index = scene.session.state.find(card)
    if not scene._seen(zone, scene.session.state.zones[zone][index]):
        scene.say("A face-down card: its face is hidden.")
        return
    about = scene.game.describe(scene.session.state, card)
    scene.say(" ".join(filter(None, (card_words(scene, card) + ".", scene.app.art.alt_text(card), about))))
