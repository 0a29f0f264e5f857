"""The passes of the garbage collector the app makes by hand, decided here and nowhere else.

Python's collector passes over its youngest generation when the objects made less those
freed reach 700, over the middle one every tenth time, and over everything when the middle
passes have piled up. The app knows three moments better than that count does:

- start-up (``launch``): the collector waits while the window opens and the first scene is
  made (tens of thousands of objects that live as long as the app; its passes over them free
  nothing), and once the first frame is shown what start-up made is set aside for good;
- a game's modules first imported (``games.registry``): its code and tables live as long as
  the process too, so the garbage left so far is freed and what is alive is set aside the
  same way. Without it every full pass walks them again (in the bots benchmark 37,000 objects
  against 4,000 a pass);
- a table opened (``TableScene``): a pass, so that what the opening made, and what the
  table before it let go, is not walked by a pass of the middle generation in a frame of
  play (0.7-0.9 ms in a drag's frame). It is a full pass, unless a game has been set aside
  since the last table opened: that set-aside was itself a full pass, which freed what the
  table before let go and left nothing in any generation, so a second full pass right after
  it would walk nothing the first had not; the table then passes over the young and middle
  generations only, which hold what the opening made (about 1,700 objects, 0.3 ms). One full
  pass a table's opening, never two back to back;
- a picture of a table (``picture``: the menu's tiles, the Continue list's saves), a table
  made to be drawn small and never played: its own opening makes no pass (no frame of play
  follows), and a game first loaded for it is set aside once the page has made all its
  pictures (``pictures_made``), or by the next table opened for play if that comes first
  (its full pass is then that set-aside). The menu makes a picture a frame, each loading a
  game (Tempting Fate's the Reading Table too), and each game's set-aside was a full pass
  and the free lists filled again in that frame, some 4 ms of each; now the games of all
  its pictures are set aside by one pass, in the frame its last picture is made;
- a bot's rest (``BotRunner.pause``): after a bot's move the table lets its cards land before
  the next bot thinks, and the player waits that rest out whatever is done in it. A pass over
  the youngest generation there means the next bot's thinking starts with it nearly empty:
  a quick bot decides in 10-20 µs, and a young pass falling in its decision (over what the
  table, or a benchmark, made before it: 35-50 µs for 600 objects) had tripled that.

Every full pass made here is followed by the interpreter's free lists filled again
(``refill_free_lists``): the pass empties them, and while they fill by themselves a table's
frames make young passes one after another.

Setting aside is a full pass then ``gc.freeze()``: what is frozen is never walked again,
so garbage must be freed first, and an object frozen that later becomes garbage of a cycle is
never freed. A process whose objects alive when a game loads may become such garbage turns
the game's set-aside off: the network host, whose open connections are such cycles, and which
keeps its own plan (``net/collector.py``, docs/network.md).
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from itertools import repeat


def set_aside() -> None:
    """What is alive now lives as long as the process: the garbage left so far is freed,
    then the rest is set aside from every later pass."""
    full_pass()
    gc.freeze()


def full_pass() -> None:
    """A pass over every generation, and the free lists it empties filled again."""
    gc.collect()
    refill_free_lists()


FREE_TUPLES = 2_000   # CPython 3.11 keeps this many freed tuples of each length 1-20 for reuse
FREE_LISTS = 80       # and this many lists, and dicts


def refill_free_lists() -> None:
    """Fill the interpreter's free lists of tuples, lists and dicts, which a full pass
    empties, and start the young generation's count afresh. While they fill again by
    themselves, every tuple, list or dict made fresh counts towards the next young pass
    and none freed into them counts back, so a table's first few hundred frames met
    young passes one after another (16 in the benchmark's 2,160 frames at 1024x700
    against 0 after this; docs/performance.md). About 5 MB, in 2 ms: each batch of
    tuples is made in C (``map`` of ``tuple`` over one list of Nones), where a Python
    loop making them from fresh numbers took 3.2 ms."""
    was_on = gc.isenabled()
    gc.disable()   # a pass while filling would only walk what is about to be freed
    try:
        # each batch is freed, into its free list, as the next takes its name
        for length in range(1, 21):
            made = list(map(tuple, repeat([None] * length, FREE_TUPLES)))
        made = [[n] for n in range(FREE_LISTS)] + [{n: n} for n in range(FREE_LISTS)]
        del made
    finally:
        if was_on:
            gc.enable()
    gc.collect(0)


class Collection:
    """The app's hand-made passes, one method a moment."""

    def __init__(self) -> None:
        self.sets_aside_loaded_games = True
        self.set_aside_since_a_table = False   # a game's set-aside (a full pass) since the last table opened
        self.pictures_being_made = 0   # tables made only to be drawn small (``picture``), now
        self.set_aside_owed = False    # a game loaded for a picture, set aside by the next table of play

    def starting(self) -> None:
        """The window opens and the first scene is made: no pass until its frame is shown."""
        gc.disable()

    def started(self) -> None:
        """The first frame is shown: what start-up made is set aside, passes from now on.
        Start-up made no garbage worth a pass (its passes free nothing), so nothing is
        collected first."""
        gc.freeze()
        gc.enable()

    def start_up_over(self) -> None:
        """The app is closing, whether or not its first frame was shown: passes on again."""
        gc.enable()

    @contextmanager
    def picture(self):
        """A table made to be drawn small and never played (a menu tile's, a save's in the
        Continue list), with its game loaded for it if need be: no pass for its opening,
        and its game's set-aside left until the page's pictures are made (``pictures_made``)
        or the next table is opened for play."""
        self.pictures_being_made += 1
        try:
            yield
        finally:
            self.pictures_being_made -= 1

    def pictures_made(self) -> None:
        """A page has made every picture it shows: the games loaded for them are set aside
        now, all by one pass."""
        if self.set_aside_owed and not self.pictures_being_made:
            self.game_loaded()

    def game_loaded(self) -> None:
        """A game's modules were imported for the first time."""
        if not self.sets_aside_loaded_games:
            return
        if self.pictures_being_made:
            self.set_aside_owed = True
            return
        set_aside()
        self.set_aside_owed = False
        self.set_aside_since_a_table = True

    def table_opened(self) -> None:
        """A table has been made and is about to show its first frame: a full pass, or the
        young and middle generations only right after a game's set-aside (its full pass).
        A game loaded for a picture since is set aside now, by that full pass. A picture's
        table makes no pass."""
        if self.pictures_being_made:
            return
        if self.set_aside_owed and self.sets_aside_loaded_games:
            set_aside()
        elif self.set_aside_since_a_table:
            gc.collect(1)
        else:
            full_pass()
        self.set_aside_owed = False
        self.set_aside_since_a_table = False

    def bot_rests(self) -> None:
        """A bot's move was played and no bot moves until its rest is over: a pass over the
        youngest generation now, in time the player waits anyway, not in the next bot's
        thinking."""
        gc.collect(0)


COLLECTION = Collection()
