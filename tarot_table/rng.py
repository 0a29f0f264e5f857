"""A small seeded random generator whose whole state is one integer.

The state goes into saves as plain JSON, and the sequence never changes with the
Python version, so a seed replays the same deal forever.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX_1 = 0xBF58476D1CE4E5B9
_MIX_2 = 0x94D049BB133111EB
# A draw below this is unbiased for any bound up to 2**32 (the exact limit for a bound n,
# _MASK - _MASK % n, is never lower), so the exact limit is worked out only above it.
_ALWAYS_FAIR = _MASK - (1 << 32)
_SMALL_BOUND = 1 << 32


class Rng:
    """SplitMix64: fast, well mixed, and trivially serialisable. ``shuffle``
    works the generator out inline (it deals every game), drawing exactly what
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
        """Fisher-Yates, each swap drawn as ``below(i + 1)`` draws it (a list is always
        shorter than 2**32, so the quick fairness test holds for every bound)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
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
