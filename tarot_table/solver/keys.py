"""The key a position is known by in the solver's tables: a digest of everything that
can bear on what happens next, which is the whole state but its log (``story``) and
its move count (no rule reads either)."""
from __future__ import annotations

from hashlib import blake2b

from tarot_table.games.base import State

_LIES = {(False, False): "v-", (False, True): "vr", (True, False): "^-", (True, True): "^r"}


def state_key(state: State) -> bytes:
    """A 128-bit digest of the position: the generator's state, who is to act, the
    game's values and every card, where it lies, face up or down, upright or reversed.
    Two positions share a key only if they are the same position (or by a digest
    collision, about one chance in 10^38 per pair)."""
    parts = [str(state.rng.state), str(state.to_act), repr(state.data)]
    lies = _LIES
    for zone, pile in state.zones.items():
        parts.append(zone)
        parts.extend([p.card + lies[p.face_up, p.reversed] for p in pile])
    return blake2b("|".join(parts).encode(), digest_size=16).digest()
