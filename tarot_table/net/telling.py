"""What each seat is told after a change, made once for all the seats and cut, seat by
seat, to what changed since that seat was last told.

A host tells every seat of every change, so what the seats share is made once a change
(``Round``): the piles two seats see alike (``Game.peek``'s ``shared``) and their JSON, the
list of seats, and the JSON text of the game's data, entry by entry.
What one seat was last told (``Told``) cuts its update to the piles that changed, the
entries of the game's data that changed (and the ones gone), and the seat lists and
options only when they changed. A player puts the whole back together
(``client.Player``); the first update of a connection is whole. The seats told the same
piles and data last are mostly all of them, so the piles every seat shares and the data
are compared once for them all, and only a seat's own zones (its hand) seat by seat.
"""
from __future__ import annotations

from collections.abc import Collection, Hashable
from dataclasses import dataclass, field

from tarot_table.games.base import MadeOnce, piles_apart
from tarot_table.net import protocol

# the parts of an update told only when they change: (where, key)
FIXED = (("view", "options"), ("view", "seats"), ("view", "backs"), ("update", "seats"))

# A card as a pile is sent, (card, 1 face up, 1 reversed), by [face up][reversed]: the
# same four tuples for every pile, seat and table that holds the card, made once. A host
# of hundreds of tables made about 100 a move, kept until the next (the piles each player
# was last told), so the collector's youngest pass walked tens of thousands of them; and a
# pile unchanged since a player was told it is found so at once (each card the very tuple).
_SENT_CARD = MadeOnce(lambda card: (((card, 0, 0), (card, 0, 1)), ((card, 1, 0), (card, 1, 1))), limit=100_000)


def _as_sent(pile: list) -> tuple:
    """A peek's pile as sent: a tuple of each card's tuple (``_SENT_CARD``)."""
    if not pile:
        return ()
    card_as_sent = _SENT_CARD
    return tuple([card_as_sent[p.card][1 if p.face_up else 0][1 if p.reversed else 0] for p in pile])


@dataclass
class Round:
    """What is made once while every seat is told of one change. It lives only while
    they are told: what it made is found by the identity of what it was made from,
    which holds only while the game stands still."""

    piles: dict = field(default_factory=dict)   # the peeks' piles, each made once (``Game.peek``'s ``shared``)
    # the piles every seat is given alike, as sent (a seat's own zones None), when the peeks split them
    # off (``piles_apart``); and what changed in them since a set of them some seats were last told
    alike: dict[str, tuple | None] | None = None
    apart: Collection[str] = ()
    _alike_changes: dict[int, tuple[dict, dict]] = field(default_factory=dict)
    _data_changes: dict[tuple[int, int], tuple[dict, dict, tuple]] = field(default_factory=dict)
    _piles: dict[int, tuple[object, list]] = field(default_factory=dict)
    _texts: dict[int, tuple[object, str]] = field(default_factory=dict)
    _entries: dict[int, tuple[dict, dict[str, str]]] = field(default_factory=dict)
    _made: dict[Hashable, object] = field(default_factory=dict)

    def once(self, name: Hashable, make):
        """What ``make()`` makes, made once for all the seats (the seat list, where a card lies)."""
        if name not in self._made:
            self._made[name] = make()
        return self._made[name]

    def zones(self, zones: dict[str, list]) -> dict[str, tuple]:
        """A peek's piles as sent, each pile made once for all the seats whose peeks share it.
        Tuples of text and numbers, not lists: each player's last piles are kept
        (``Told.zones``, tens of thousands of them in a host of hundreds of tables), and the
        garbage collector stops looking at such tuples after its first pass over them (a
        list it walks at every full pass).

        When the peeks give every seat the very same piles but a few zones of its own
        (``piles_apart``), the shared ones are made into a seat's piles once for them all
        (``alike``), and only its own zones seat by seat."""
        apart = piles_apart(self.piles)
        if apart is None:
            return {zone: self._pile(pile) for zone, pile in zones.items()}
        if self.alike is None:   # each of these piles is made once, for the first seat: nothing to look up
            self.apart = apart
            self.alike = {zone: None if zone in apart else _as_sent(pile) for zone, pile in zones.items()}
        sent = dict(self.alike)   # the zones keep their order: a seat's own piles fill their places
        for zone in self.apart:
            sent[zone] = self._pile(zones[zone])
        return sent

    def _pile(self, pile: list) -> tuple:
        if not pile:
            return ()
        known = self._piles.get(id(pile))
        if known is None:
            known = self._piles[id(pile)] = (pile, _as_sent(pile))
        return known[1]

    def data_changes(self, told: dict[str, str], data: dict) -> tuple[dict, tuple[str, ...]]:
        """The entries of ``data`` whose text differs from ``told`` (what some seats were
        last told, as ``entries`` made it), and the entries gone since: worked out once for
        every seat last told the same."""
        key = (id(told), id(data))
        known = self._data_changes.get(key)
        if known is None:
            entries = self.entries(data)
            changed = {name: value for name, value in data.items() if told.get(name) != entries[name]}
            known = self._data_changes[key] = (told, changed, tuple(name for name in told if name not in entries))
        return dict(known[1]), known[2]

    def alike_changes(self, told: dict) -> dict:
        """The piles of ``alike`` that differ from ``told`` (the ``alike`` of an earlier
        round), worked out once for every seat last told that one."""
        known = self._alike_changes.get(id(told))
        if known is None:
            apart = self.apart
            known = self._alike_changes[id(told)] = (told, {zone: pile for zone, pile in self.alike.items()
                                                            if zone not in apart and told.get(zone) != pile})
        return known[1]

    def text(self, value: object) -> str:
        """``value`` as JSON text, made once for all the seats it is the same object for."""
        made = self._texts.get(id(value))
        if made is None:
            made = self._texts[id(value)] = (value, protocol.encode(value))   # kept: its id stays its own
        return made[1]

    def entries(self, data: dict) -> dict[str, str]:
        """Each entry of a game's data as JSON text, made once for all seats shown it."""
        made = self._entries.get(id(data))
        if made is None:
            made = self._entries[id(data)] = (data, {key: protocol.encode(value) for key, value in data.items()})
        return made[1]


@dataclass
class Told:
    """What one player was last told."""

    story: int = 0                       # the lines of the game's story sent
    story_edits: int = 0                 # the table's story_edits when the story was last sent whole
    zones: dict | None = None            # the piles as last sent
    alike: dict | None = None            # the ``Round.alike`` they were made from, if any
    data: dict[str, str] | None = None   # the game's data, each entry as JSON text
    fixed: dict[tuple[str, str], str] = field(default_factory=dict)   # FIXED parts as JSON text

    def story_start(self, edits: int) -> int:
        """The first line of the story to send: the whole story again once the host has
        rewritten it (a seat named: ``NetTable.story_edits`` counts it)."""
        if self.story_edits != edits:
            self.story, self.story_edits = 0, edits
        return self.story

    def cut(self, update: dict, round: Round) -> dict:
        """``update`` cut to what changed since this player was last told, and noted as told."""
        view = update["view"]
        zones = view["zones"]
        if self.zones is not None:
            view["zones"] = self._changed_zones(zones, round)
            update["changed_zones_only"] = True
        self.zones, self.alike = zones, round.alike
        data = view["data"]
        entries = round.entries(data)
        if self.data is not None:
            view["data"], gone = round.data_changes(self.data, data)
            if gone:
                update["data_gone"] = list(gone)
            update["changed_data_only"] = True
        self.data = entries
        for where, key in FIXED:
            part = view if where == "view" else update
            text = round.text(part[key])
            if self.fixed.get((where, key)) == text:
                del part[key]
            self.fixed[where, key] = text
        self.story = update["story_from"] + len(view["story"])
        return update

    def _changed_zones(self, zones: dict, round: Round) -> dict:
        """The piles of ``zones`` that differ from the ones last sent: the piles every seat
        shares compared once for all the seats last told the same ones (``Round.alike_changes``),
        a seat's own zones one by one."""
        told = self.zones
        if round.alike is None or self.alike is None:
            return {zone: pile for zone, pile in zones.items() if told.get(zone) != pile}
        changed = dict(round.alike_changes(self.alike))
        for zone in round.apart:
            pile = zones[zone]
            if told.get(zone) != pile:
                changed[zone] = pile
        return changed

    def told_seats(self, seats: list, round: Round) -> None:
        """The seat list was sent apart (``seats``): the next update tells it only if it
        changes again."""
        self.fixed["update", "seats"] = round.text(seats)
