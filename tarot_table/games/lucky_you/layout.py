"""The board in the middle, each player's three piles beside it (game pack, wild
pack, discards), three players a side, and below the board the cards drawn to see
who starts and the card just drawn."""
from __future__ import annotations

from tarot_table.games.lucky_you import board
from tarot_table.games.lucky_you.deck import PACK_SPENT
from tarot_table.games.lucky_you.presentation import why_not
from tarot_table.games.lucky_you.tokens import TOKEN_SHAPES
from tarot_table.layout import CARD_RATIO, Board, Caption, Layout, Link, Recap, Space, SpaceStyle, Spot, Telling, Token

H = CARD_RATIO
STEP = 0.7            # from one space's centre to the next, in card widths
SPACE = 0.62
START_ROWS = 3        # the Start box stands beside this many rows
CARD_GAP = 1.12
BLOCK_W = 2 * CARD_GAP + 1.0
NAME_ROW = 0.52   # the name, and under it room for the lit edge round the piles (4 px out)
NAME_MIDDLE = (NAME_ROW - 0.1) / 2   # where the name is centred: that room is under it
BLOCK_H = NAME_ROW + H + 0.55
MARGIN = 0.3
SHOWN_SCALE = 1.5     # the card just drawn lies larger than the piles
ACCOUNT_LINES = 9
ACCOUNT_LEFT = 1.95   # where the account of the last draw starts, right of the first-turn cards
LINE_STEP = 0.31
# the words may grow this large (card widths) with the text size: a seat's name in its row,
# the piles' labels in the room under them (at 200% they had barely grown)
WORDS_MOST = 0.3
SPACE_STYLES = (
    # blue and red stay apart to every colour vision (tests/test_sight.py), and the edges differ
    SpaceStyle("jump", ((110, 170, 230),), arrow=(30, 90, 160), edge="double"),   # blue: up the board
    SpaceStyle("dump", ((214, 122, 100),), arrow=(176, 56, 40), edge="dashed"),   # red: down it
    SpaceStyle("jail", ((150, 150, 160),), barred=True),
)
# Okabe and Ito's palette for colour-blind readers (vermillion, blue, yellow, bluish green,
# reddish purple, sky blue); each seat's token also has its own shape
SEAT_COLOURS = ((213, 94, 0), (0, 114, 178), (240, 228, 66), (0, 158, 115), (204, 121, 167), (86, 180, 233))


def board_left() -> float:
    return MARGIN + BLOCK_W + 0.45


def lucky_board() -> Board:
    left, top = board_left(), MARGIN
    spaces = []
    for number in range(board.START + 1, board.FINISH + 1):
        row, column = board.row_and_column(number)
        x = left + (column + 1.5) * STEP
        y = top + (board.ROWS - row - 0.5) * STEP
        spaces.append(Space(number, x, y, board.kind_of(number)))
    # the Start, left of Space 1, rises beside the three bottom rows: room for six tokens
    # under its name, which a small window writes up the box
    spaces.insert(0, Space(board.START, left + 0.5 * STEP, top + (board.ROWS - START_ROWS / 2) * STEP, "start", "Start",
                           tall=(START_ROWS * STEP - STEP + SPACE) / SPACE))
    links = [Link(src, dst, "jump") for src, dst in board.JUMPS.items()]
    links += [Link(src, dst, "dump") for src, dst in board.DUMPS.items()]
    return Board(tuple(spaces), tuple(links), SPACE, SPACE_STYLES, TOKEN_SHAPES)


def _seat_origin(seat: int) -> tuple[float, float]:
    """Even seats down the left side, odd seats down the right."""
    right = seat % 2 == 1
    x = board_left() + (board.COLUMNS + 1) * STEP + 0.45 if right else MARGIN
    return x, MARGIN + (seat // 2) * BLOCK_H


def lucky_layout(game, state) -> Layout:
    names = [s.name for s in state.seats]
    spots, captions = [], []
    for seat, name in enumerate(names):
        x, y = _seat_origin(seat)
        if state.data["out"][seat]:   # no token beside it: the name and why it is out take the whole row,
            # set smaller rather than cut
            captions.append(Caption(name, x, y + NAME_MIDDLE, 0.22, width=BLOCK_W, tail=f" · {_whereabouts(state, seat)}",
                                    short_tail=" · out", lines=2, height=NAME_ROW))
        else:
            captions.append(Caption(name, x + 0.42, y + NAME_MIDDLE, 0.22, strong=state.to_act == seat,
                                    width=BLOCK_W - 0.42, tail=f" · {_whereabouts(state, seat)}"))
        y += NAME_ROW
        spots += [
            # its name may run a little to the left, never as far as the Wild's (large text, small window)
            Spot(f"pack{seat}", "Game pack", x, y, count=True, label_box=(-0.3, 1.55),
                 help=_pack_help(game, state, name)),
            Spot(f"wild{seat}", "Wild", x + CARD_GAP, y, count=True,
                 help=f"{name}'s wild pack: open once on the board, a gamble on a big change."),
            Spot(f"discard{seat}", "Discards", x + 2 * CARD_GAP, y, count=True,
                 help="Drawn cards end here; they come back shuffled when a pack runs out."),
        ]
    strip = MARGIN + board.ROWS * STEP + 0.25
    left = board_left()
    width = (board.COLUMNS + 1) * STEP
    shown = left + width - SHOWN_SCALE - 0.1
    spots.append(Spot("drawn", "Drawn", shown, strip, scale=SHOWN_SCALE,
                      help="The card just drawn, face up; right-click it to read what it does."))
    account_left = left + 0.1
    if first_turn_on_show(state):
        spots.append(Spot("lots", "First turn", left + 0.1, strip, fan=(0.12, 0.0),
                          help="The cards drawn for the first turn: the highest number started."))
        account_left = left + ACCOUNT_LEFT
    room = shown - account_left - 0.15
    told, served = _account(state)
    recap = Recap(told, account_left, strip + 0.15, room, ACCOUNT_LINES, LINE_STEP, 0.2, served=served)
    height = max(strip + H * SHOWN_SCALE + 0.45, MARGIN + 3 * BLOCK_H)
    total_width = 2 * (MARGIN + BLOCK_W + 0.45) + width
    return Layout(total_width, height, tuple(spots), lucky_board(), tuple(captions), words_most=WORDS_MOST,
                  recap=recap)


# the turn's parts where a button, not a draw, comes next
CHOOSING = ("tokens", "knight", "temperance")


def _pack_help(game, state, name: str) -> str:
    """A game pack's line under the pointer: how to draw from it, or, while a button is
    to be pressed first, what is asked (play-test round 7, L2: with Temperance's
    direction to choose, the line said "click it ... to draw" and five clicks on the pack
    seemed to do nothing)."""
    if state.data["phase"] in CHOOSING:
        asked = why_not(game, state, None, None)
        return f"{name}'s game pack: {asked[:1].lower()}{asked[1:]}"
    return f"{name}'s game pack: click it (or drag its top card to the middle) to draw."


def first_turn_on_show(state) -> bool:
    """The cards that decided the first turn lie on show until every player has drawn
    once in play (house decision 28); then the account of the draws takes their room."""
    drawn_at = state.data.get("drawn_at")
    return drawn_at is None or any(at is None for at in drawn_at)


def _account(state) -> tuple[tuple[tuple[Telling, ...], ...], tuple[int, ...]]:
    """The reader's own last draw and what was drawn since (each other player's draw in
    turn; the latest draw alone when nobody else has drawn since), from the story: each
    draw by its tellings, longest first (``_tellings``), and the draws by their number in
    the order they get spare lines: first a draw that put a player out (its token left
    the board), then the latest. The table shares the recap's lines out among them as the
    words wrap in the window at hand (``Recap``)."""
    starts = _draws_to_tell(state)
    ends = [*starts[1:], len(state.story)]
    draws = [(start, end) for start, end in zip(starts, ends) if end > start]
    told = []
    for start, end in draws:
        # a pack made again from its discards is the story's, not the draw's: told in the draw,
        # it took the place of how the draw ended (play-test round 7, L3)
        said = [line for line in state.story[start:end] if not line.endswith(PACK_SPENT)]
        ways = dict.fromkeys(" ".join(shown) for shown in _tellings(_drawer(state, said), said))
        told.append(tuple(Telling(words, _drawn_lead(words)) for words in ways))
    out_at = [at for at in state.data.get("out_at") or () if isinstance(at, int)]
    put_out = [any(start <= at < end for at in out_at) for start, end in draws]
    return tuple(told), tuple(sorted(range(len(draws)), key=lambda n: (not put_out[n], -n)))


def _drawn_lead(words: str) -> int:
    """How many letters of a draw's words name what was drawn (set strong): its first
    sentence, where that is the draw ("Bob draws Death."); none where the words tell only
    how the draw ended."""
    first = _first_sentence(words)
    return first if " draws " in words[:first] else 0


def _drawer(state, sentences: list[str]) -> str | None:
    """The name of the player whose draw ``sentences`` tell ("Ann draws ...")."""
    first = sentences[0] if sentences else ""
    return next((s.name for s in state.seats if first.startswith(s.name + " ")), None)


def _first_sentence(words: str) -> int:
    """How many letters the first sentence of a draw's words takes (the card drawn)."""
    end = words.find(". ")
    return end + 1 if end >= 0 else len(words)


def _without_repeated_names(name: str | None, sentences: list[str]) -> list[str]:
    """After "Ann draws ...", "Ann moves 3 forward." reads "Moves 3 forward.": room is short."""
    if name is None or not sentences:
        return sentences
    first = sentences[0]
    later = [s[len(name) + 1:] if s.startswith(name + " ") else s for s in sentences[1:]]
    return [first, *(s[:1].upper() + s[1:] for s in later)]


def _tellings(name: str | None, story: list[str]) -> tuple[list[str], ...]:
    """A draw's tellings, longest first: all its sentences (the drawer's name said once);
    the card drawn and how it ended (the middle left out); how it ended alone where that
    names the card ("Death reversed: Bob is out of the game."); how it ended alone, with
    the drawer's name ("Bob moves 3 back, to Space 2."); where that ending begins with the
    name and gives a reason after its colon, the card drawn and the ending without the
    reason ("Bob draws The Sun reversed. Stays in jail.") before that ending with its reason,
    then the ending without it ("Bob stays in jail." for "Bob stays in jail: only an upright
    card of 3 or more, ...");
    last the card drawn alone, only where
    no ending fits the lines the draw has: with six players draws told in one line had
    said only "Player 4 draws Temperance.", not where the player ended up (play-test
    finding P14)."""
    sentences = _without_repeated_names(name, story)
    shorter = [sentences[0], "…", sentences[-1]] if len(sentences) > 2 else sentences
    card = sentences[0].split(" draws ", 1)[-1].rstrip(".") if sentences else ""
    ending = sentences[-1:] if len(sentences) > 1 and sentences[-1].startswith(card + ":") else shorter
    reasonless = _without_reason(name, story[-1:])
    if reasonless == story[-1:]:
        return sentences, shorter, ending, story[-1:], sentences[:1]
    # the card and the ending without its reason come before the ending with its reason, which
    # leaves the card unsaid, so the lines go to say which card a player drew before they go to a
    # reason ("Player 5 stays in jail: only an upright card of 3 or more, ...", three lines at
    # 1920x1080 while two players' cards went unsaid; in as many lines as the card and the ending,
    # with cards 88 px wide, it was taken for the longer telling and the card went unsaid again)
    card_and_ending = [*shorter[:-1], shorter[-1].partition(": ")[0] + "."] if len(shorter) > 1 else reasonless
    return sentences, shorter, ending, card_and_ending, story[-1:], reasonless, sentences[:1]


def _without_reason(name: str | None, ending: list[str]) -> list[str]:
    """A draw's last sentence up to its colon, where it begins with the drawer's name and
    the colon gives a reason ("Bob stays at the Start: a backward move does nothing."
    reads "Bob stays at the Start."); else as it is."""
    said = ending[0] if ending else ""
    told, colon, _ = said.partition(": ")
    return [told + "."] if name and colon and told.startswith(name + " ") else ending


def _draws_to_tell(state) -> list[int]:
    """Where in the story each draw to tell begins: the reader's own latest draw and the
    other players' draws since (the reader being the person at the screen to play now or
    next), else just the latest draw. At most ACCOUNT_LINES of them, the latest kept. The
    reader's own draw had been left out: a player who drew Death and went back to the
    Start read only of the bots' draws by their next turn (play-test round 5, L1)."""
    latest = [state.data.get("draw_story", len(state.story))]
    drawn_at, reader = state.data.get("drawn_at"), _reader(state)
    if drawn_at is None or reader is None:
        return latest
    own = drawn_at[reader] if drawn_at[reader] is not None else -1
    since = sorted(at for seat, at in enumerate(drawn_at) if seat != reader and at is not None and at > own)
    if not since:
        return latest
    return ([own] if own >= 0 else []) + since[-(ACCOUNT_LINES - 1):]


def _reader(state) -> int | None:
    """The person at the screen who plays now, or else the next to play."""
    humans = [seat for seat, s in enumerate(state.seats) if s.is_human]
    if not humans or state.to_act is None:
        return humans[0] if humans else None
    return min(humans, key=lambda seat: (seat - state.to_act) % len(state.seats))


def _whereabouts(state, seat: int) -> str:
    data = state.data
    if data["out"][seat]:
        return "out (Death reversed)"   # the one card that puts a player out (the seed's Death)
    where = str(data["pos"][seat]) if data["pos"][seat] else "Start"
    if data["jailed"][seat]:
        return f"{where}, in jail"
    skips = data["skip"][seat]
    return f"{where}, loses a turn" if skips == 1 else f"{where}, loses {skips} turns" if skips else where


def lucky_tokens(game, state) -> list[Token]:
    data = state.data
    tokens = []
    for seat, style in enumerate(data["tokens"]):
        if style is None or data["out"][seat]:
            continue
        x, y = _seat_origin(seat)
        tokens.append(Token(f"seat{seat}", data["pos"][seat], style, SEAT_COLOURS[seat],
                            state.seats[seat].name, data["jailed"][seat], beside=(x + 0.18, y + NAME_MIDDLE)))
    return tokens
