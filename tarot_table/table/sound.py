"""The table's sounds, made here from numbers (no sound files), and played only while
the player has sound on.

Audio is opened the first time a sound is played with sound on, never before: with
sound off the app starts, runs and quits without touching the audio device, so start
time and memory are those of a silent app. A sound is skipped rather than queued when
the same one played a moment ago (bots at autoplay speed) or every channel is busy, so
sounds never pile up.
"""
from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable

RATE = 22050            # samples a second, mono, 16 bits
CHANNELS = 4            # sounds that may sound at once
LOUDNESS = 0.6          # the loudest setting's share of full scale: card sounds are quiet
VOLUME_SHARE = {"quiet": 0.25, "medium": 0.5, "loud": 1.0}   # of LOUDNESS, by settings.VOLUMES


# ---- making the sounds ------------------------------------------------------------------
def _samples(seconds: float) -> int:
    return max(1, int(RATE * seconds))


def _noise_burst(seconds: float, decay: float, smooth: float, seed: int) -> list[float]:
    """A short rustle: noise, softened by a one-pole filter (``smooth`` near 1 is
    duller), dying away with time constant ``decay``."""
    rng = random.Random(seed)
    out, level = [], 0.0
    for i in range(_samples(seconds)):
        level = smooth * level + (1 - smooth) * rng.uniform(-1, 1)
        attack = min(1.0, i / (0.002 * RATE))
        out.append(level * attack * math.exp(-i / (decay * RATE)))
    return _normalised(out)


def _tone(frequencies: tuple[float, ...], seconds: float, decay: float) -> list[float]:
    """Partials struck together and dying away: a note, or with inharmonic partials a
    clank of metal."""
    out = []
    for i in range(_samples(seconds)):
        t = i / RATE
        attack = min(1.0, i / (0.004 * RATE))
        out.append(attack * math.exp(-t / decay) * sum(math.sin(2 * math.pi * f * t) for f in frequencies))
    return _normalised(out)


def _normalised(samples: list[float]) -> list[float]:
    peak = max((abs(s) for s in samples), default=0.0) or 1.0
    return [s / peak for s in samples]


def _sequence(parts: list[tuple[float, list[float], float]]) -> list[float]:
    """Pieces laid on one track: (start in seconds, samples, loudness)."""
    length = max(_samples(start) + len(piece) for start, piece, _ in parts)
    track = [0.0] * length
    for start, piece, loudness in parts:
        at = _samples(start)
        for i, s in enumerate(piece):
            track[at + i] += s * loudness
    peak = max(abs(s) for s in track)
    return [s / peak for s in track] if peak > 1 else track   # overlapping pieces never clip


def _notes(frequencies: tuple[float, ...], each: float, last: float) -> list[float]:
    parts = [(i * each, _tone((f, 2 * f), last if i == len(frequencies) - 1 else each * 1.6, 0.12), 0.5)
             for i, f in enumerate(frequencies)]
    return _sequence(parts)


def _shuffle() -> list[float]:
    rng = random.Random(7)
    return _sequence([(i * 0.022, _noise_burst(0.014, 0.006, 0.55, 100 + i), rng.uniform(0.4, 0.8))
                      for i in range(14)])


RECIPES: dict[str, Callable[[], list[float]]] = {
    "deal": lambda: _sequence([(0, _noise_burst(0.03, 0.008, 0.45, 1), 0.7)]),
    "lay": lambda: _sequence([(0, _noise_burst(0.05, 0.012, 0.7, 2), 0.9)]),
    "turn": lambda: _sequence([(0, _noise_burst(0.015, 0.005, 0.5, 3), 0.6),
                               (0.028, _noise_burst(0.02, 0.007, 0.6, 4), 0.8)]),
    "shuffle": _shuffle,
    "refuse": lambda: _sequence([(0, _tone((220, 440), 0.09, 0.05), 0.5), (0.09, _tone((185, 370), 0.12, 0.06), 0.5)]),
    "win": lambda: _notes((523.3, 659.3, 784.0, 1046.5), 0.09, 0.35),
    "lose": lambda: _notes((392.0, 329.6, 261.6), 0.15, 0.35),
    "lock": lambda: _sequence([(0, _noise_burst(0.01, 0.004, 0.3, 5), 0.5),
                               (0.004, _tone((310, 837, 1390), 0.22, 0.06), 0.7)]),
    "unlock": lambda: _sequence([(0, _tone((520, 1210), 0.12, 0.04), 0.6)]),
    "step": lambda: _sequence([(0, _noise_burst(0.012, 0.004, 0.8, 6), 0.4)]),
}


def pcm(name: str) -> bytes:
    """The sound as 16-bit mono samples at RATE, at full loudness."""
    return array("h", (int(max(-1.0, min(1.0, s)) * 32767) for s in RECIPES[name]())).tobytes()


# ---- which sound a move makes -------------------------------------------------------------
# The one sound a move makes, from the kinds of its events, loudest meaning first: a
# token locked in makes its door heard over the cards that moved with it.
EVENT_SOUNDS = (("lock", "lock"), ("unlock", "unlock"), ("flip", "turn"), ("move", "lay"),
                ("walk", "step"), ("slide", "step"))


def sound_of(events) -> str | None:
    kinds = {event.kind for event in events}
    return next((sound for kind, sound in EVENT_SOUNDS if kind in kinds), None)


# ---- playing them ---------------------------------------------------------------------------
class MixerPlayer:
    """Plays through pygame's mixer, opened the first time it is asked to play."""

    def __init__(self) -> None:
        self.opened = False
        self.problem = ""
        self._made: dict = {}

    def play(self, name: str, volume: float) -> bool:
        if self.problem:
            return False
        if not self.opened and not self._open():
            return False
        import pygame.mixer
        sound = self._made.get(name)
        if sound is None:
            sound = self._made[name] = pygame.mixer.Sound(buffer=pcm(name))
        channel = pygame.mixer.find_channel()
        if channel is None:   # every channel busy: this one is skipped, not queued
            return False
        channel.set_volume(volume)
        channel.play(sound)
        return True

    def _open(self) -> bool:
        try:
            import pygame.mixer
            if pygame.mixer.get_init() not in (None, (RATE, -16, 1)):
                pygame.mixer.quit()   # opened elsewhere with another format: the sounds are made for this one
            pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
            pygame.mixer.set_num_channels(CHANNELS)
        except Exception as err:   # no audio device, no SDL_mixer: the app goes on silent
            self.problem = f"Sound could not be started ({err}); the table stays silent."
            return False
        self.opened = True
        return True


def min_gap(animation_seconds: float) -> float:
    """How soon the same sound may play again: about half a card's flight, so a quick
    run of moves clicks along with the cards instead of piling up."""
    return max(0.05, 0.5 * animation_seconds)


class Sounds:
    """What the table asks for by name; whether and how loud it sounds is the
    settings' choice, and how often the clock's."""

    def __init__(self, settings_of: Callable, clock: Callable[[], float], player=None) -> None:
        self.settings_of = settings_of   # the app's settings as they are now
        self.clock = clock
        self.player = player or MixerPlayer()
        self._last: dict[str, float] = {}

    def play(self, name: str | None) -> bool:
        """Play ``name`` if sound is on and it did not just play; True when it sounded."""
        settings = self.settings_of()
        if name is None or not settings.sound:
            return False
        now = self.clock()
        if now - self._last.get(name, -1e9) < min_gap(settings.animation_seconds):
            return False
        self._last[name] = now
        volume = LOUDNESS * VOLUME_SHARE.get(settings.volume, VOLUME_SHARE["medium"])
        return self.player.play(name, volume)

    @property
    def problem(self) -> str:
        return getattr(self.player, "problem", "")
