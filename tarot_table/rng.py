"""A small seeded random generator whose whole state is one integer.

The state goes into saves as plain JSON, and the sequence never changes with the
Python version, so a seed replays the same deal forever.
"""
from __future__ import annotations

import struct

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB
# A draw below this is unbiased for any bound up to 2**32 (the exact limit for a bound n,
# _MASK - _MASK % n, is never lower), so the exact limit is worked out only above it.
_ALWAYS_FAIR = _MASK - (1 << 32)
_SMALL_BOUND = 1 << 32
MAX_SEED = (1 << 63) - 1   # the one bound on a deal number: a save keeps it as a signed 64-bit integer
# a deal number drawn for a new deal is below this: nine digits at most, short to copy by hand
# (Play again at a network table drew up to nineteen; a longer one typed is dealt all the same)
FRESH_SEEDS = 1_000_000_000


class BadSeed(ValueError):
    """A deal number out of bounds; the message says what a deal number is."""


def check_seed(value) -> int:
    """``value`` when it is a deal number the app can deal, play, save and resume."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        too_long = isinstance(value, int) and abs(value) > 10 ** 30
        shown = "a number of more than 30 digits" if too_long else repr(value)[:40]
        raise BadSeed(f"a deal number is a whole number from 0 to {MAX_SEED}, not {shown}")
    return value


def parse_seed(typed: str) -> int:
    """A deal number typed on the command line or the new-game page (digits 0-9 only)."""
    typed = typed.strip()
    if not typed or len(typed) > 30 or not all("0" <= ch <= "9" for ch in typed):
        shown = typed if len(typed) <= 30 else typed[:27] + "..."
        raise BadSeed(f"a deal number is a whole number from 0 to {MAX_SEED}, not '{shown}'")
    return check_seed(int(typed))


class Rng:
    """SplitMix64: fast, well mixed, and trivially serialisable. ``shuffle``
    works the generator out itself (it deals every game), drawing exactly what
    ``below`` would."""

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next_u64(self) -> int:
        z = self.state = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MIX_1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        while True:
            z = self.next_u64()
            if (z < _ALWAYS_FAIR and n <= _SMALL_BOUND) or z < _MASK - (_MASK % n):
                return z % n

    def random(self) -> float:
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, each swap drawn as ``below(i + 1)`` draws it. The draws are
        worked out all at once (``_draws``); a draw the quick fairness test cannot pass
        (about one in four billion) hands the rest of the shuffle to ``_shuffle_from``,
        which draws one at a time and redraws as ``below`` would."""
        count = len(items) - 1
        if count < 1:
            return
        for k, z in enumerate(_draws(self.state, count)):
            i = count - k
            if z >= _ALWAYS_FAIR:
                self.state = (self.state + k * _GOLDEN) & _MASK
                self._shuffle_from(items, i)
                return
            j = z % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = (self.state + count * _GOLDEN) & _MASK

    def coins(self, count: int) -> list[bool]:
        """``count`` tosses, each ``below(2) == 1`` drawn in turn (a card turned either way
        as it is dealt), worked out all at once as ``shuffle``'s draws are; from a draw the
        quick fairness test cannot pass on, they are drawn one at a time by ``below``."""
        tosses = []
        if count < 1:
            return tosses
        for k, z in enumerate(_draws(self.state, count)):
            if z >= _ALWAYS_FAIR:
                self.state = (self.state + k * _GOLDEN) & _MASK
                return tosses + [self.below(2) == 1 for _ in range(count - k)]
            tosses.append(z & 1 == 1)
        self.state = (self.state + count * _GOLDEN) & _MASK
        return tosses

    def _shuffle_from(self, items: list, last: int) -> None:
        """Fisher-Yates from ``items[last]`` down, one draw at a time (a list is always
        shorter than 2**32, so the quick fairness test holds for every bound)."""
        state = self.state
        for i in range(last, 0, -1):
            n = i + 1
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * _MIX_1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX_2) & _MASK
                z ^= z >> 31
                if z < _ALWAYS_FAIR or z < _MASK - (_MASK % n):
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> "Rng":
        """An independent generator, leaving this one's sequence unchanged."""
        return Rng(self.state ^ 0xD1B54A32D192ED03)


# The next ``count`` outputs are worked out side by side in one big integer: output k
# sits in its own 128-bit lane, so a product of two 64-bit numbers never reaches the next
# lane, and masking every lane to 64 bits after each step keeps the shifts from carrying
# bits across. One pass of a dozen operations on a long integer replaces a dozen
# operations per output; each deal shuffles a whole deck this way.
_LANE = 128
_LANES: dict[int, tuple[int, int, int, struct.Struct]] = {}


def _lanes(count: int) -> tuple[int, int, int, struct.Struct]:
    """For ``count`` lanes: 1 in every lane, k + 1 in lane k, 64 low bits set in every
    lane, and the unpacking of each lane's low 64 bits."""
    ones = sum(1 << (_LANE * k) for k in range(count))
    steps = sum((k + 1) << (_LANE * k) for k in range(count))
    made = _LANES[count] = (ones, steps, _MASK * ones, struct.Struct("<" + "Q8x" * count))
    return made


def _draws(state: int, count: int) -> tuple[int, ...]:
    """The next ``count`` outputs of a generator at ``state``, as ``next_u64`` gives them."""
    ones, steps, mask, unpack = _LANES.get(count) or _lanes(count)
    s = (state * ones + steps * _GOLDEN) & mask
    z = ((s ^ (s >> 30)) & mask) * _MIX_1 & mask
    z = ((z ^ (z >> 27)) & mask) * _MIX_2 & mask
    z = (z ^ (z >> 31)) & mask
    return unpack.unpack(z.to_bytes(count * _LANE // 8, "little"))
