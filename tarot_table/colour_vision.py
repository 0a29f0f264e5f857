"""How colours look to players with a colour-vision deficiency, and how far apart two
colours are: for the tests that check the table's meanings stay apart, for the
``screenshot --colour-vision`` pictures, and for text contrast. Plain Python, no pygame.

The simulation is the physiologically based model of Machado, Oliveira and Fernandes
("A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE
Transactions on Visualization and Computer Graphics 15(6), 2009). Their model shifts
the sensitivity of one kind of cone towards another's and projects the result back to
the display's primaries; for a cone missing altogether (severity 1) it comes down to one
3x3 matrix per deficiency, applied to linear (not gamma-encoded) RGB. The matrices below
are the severity-1 figures the paper publishes for protanopia, deuteranopia and
tritanopia.
"""
from __future__ import annotations

from functools import lru_cache

RGB = tuple[int, int, int]

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
VISIONS = tuple(MATRICES)


def to_linear(channel: float) -> float:
    """An sRGB channel (0-255) as linear light (0-1), by the sRGB standard's curve."""
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def from_linear(value: float) -> int:
    v = max(0.0, min(1.0, value))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


@lru_cache(maxsize=4096)
def simulate(colour: RGB, vision: str) -> RGB:
    """``colour`` as a player with ``vision`` (one of VISIONS) sees it."""
    linear = [to_linear(c) for c in colour[:3]]
    return tuple(from_linear(sum(m * v for m, v in zip(row, linear))) for row in MATRICES[vision])


def lab(colour: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65 white) of an sRGB colour."""
    r, g, b = (to_linear(c) for c in colour[:3])
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    fx, fy, fz = (_lab_f(v / white) for v, white in zip(xyz, (0.95047, 1.0, 1.08883)))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _lab_f(t: float) -> float:
    return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29


def difference(a: RGB, b: RGB) -> float:
    """How far apart two colours look: the CIE 1976 distance in L*a*b* (about 2.3 is
    the smallest difference most people notice side by side; 20 is plain at a glance)."""
    return sum((x - y) ** 2 for x, y in zip(lab(a), lab(b))) ** 0.5


def luminance(colour: RGB) -> float:
    """Relative luminance as WCAG 2 defines it (0 black, 1 white)."""
    r, g, b = (to_linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG 2's contrast ratio, 1 to 21; 7 is its enhanced (AAA) level for body text."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def simulate_surface(surface, vision: str) -> None:
    """A pygame surface redrawn in place as ``vision`` sees it, through Pillow's 3D
    colour table (the matrix worked out on a 33-step grid and interpolated between)."""
    import pygame
    from PIL import Image, ImageFilter
    size = surface.get_size()
    picture = Image.frombytes("RGB", size, pygame.image.tobytes(surface, "RGB"))
    table = ImageFilter.Color3DLUT.generate(
        33, lambda r, g, b: tuple(c / 255 for c in simulate((round(r * 255), round(g * 255), round(b * 255)),
                                                            vision)))
    seen = picture.filter(table)
    surface.blit(pygame.image.frombytes(seen.tobytes(), size, "RGB"), (0, 0))
