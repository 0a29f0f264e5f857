"""The deck Tarot Table draws for itself: tarot faces, zener faces and backs.

Used when no deck folder is installed, and always for zener cards, which no tarot
deck provides. Everything is drawn at twice the asked size and reduced, so edges
stay smooth at any size.
"""
from __future__ import annotations

import math

from PIL import Image, ImageDraw, ImageFont

from tarot_table.cards import ROMAN, english_name, facts
from tarot_table.fonts import font_file

PAPER = (246, 238, 220)
INK = (46, 38, 52)
GOLD = (196, 160, 74)
SUIT_COLOURS = {
    "wands": (176, 84, 44),
    "cups": (44, 104, 156),
    "swords": (84, 94, 112),
    "pentacles": (168, 126, 28),
    "major": (104, 62, 150),
}
ZENER_COLOUR = (36, 52, 110)
PIP_LABEL = {1: "A", 11: "P", 12: "Kn", 13: "Q", 14: "K"}
PIP_ROWS = {  # where n pips sit, as (columns, rows) fractions of the middle panel
    1: [(0.5, 0.5)],
    2: [(0.5, 0.2), (0.5, 0.8)],
    3: [(0.5, 0.15), (0.5, 0.5), (0.5, 0.85)],
    4: [(0.28, 0.2), (0.72, 0.2), (0.28, 0.8), (0.72, 0.8)],
    5: [(0.28, 0.18), (0.72, 0.18), (0.5, 0.5), (0.28, 0.82), (0.72, 0.82)],
    6: [(0.28, 0.15), (0.72, 0.15), (0.28, 0.5), (0.72, 0.5), (0.28, 0.85), (0.72, 0.85)],
    7: [(0.28, 0.12), (0.72, 0.12), (0.5, 0.32), (0.28, 0.55), (0.72, 0.55), (0.28, 0.88),
        (0.72, 0.88)],
    8: [(0.28, 0.1), (0.72, 0.1), (0.28, 0.37), (0.72, 0.37), (0.28, 0.63), (0.72, 0.63),
        (0.28, 0.9), (0.72, 0.9)],
    9: [(0.22, 0.12), (0.5, 0.12), (0.78, 0.12), (0.22, 0.5), (0.5, 0.5), (0.78, 0.5),
        (0.22, 0.88), (0.5, 0.88), (0.78, 0.88)],
    10: [(0.28, 0.08), (0.72, 0.08), (0.5, 0.25), (0.28, 0.42), (0.72, 0.42), (0.28, 0.6),
         (0.72, 0.6), (0.5, 0.77), (0.28, 0.93), (0.72, 0.93)],
}


def _font(family: str, weight: str, size: int) -> ImageFont.ImageFont:
    size = max(1, size)   # a card drawn a few pixels wide still gets a (tiny) font
    path = font_file(family, weight)
    if path is None:
        return ImageFont.load_default(size)
    return ImageFont.truetype(str(path), size)


# ---- emblems ------------------------------------------------------------------
def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.42) -> list:
    out = []
    for i in range(points * 2):
        radius = r if i % 2 == 0 else r * inner
        angle = -math.pi / 2 + i * math.pi / points
        out.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return out


def emblem(draw: ImageDraw.ImageDraw, suit: str, cx: float, cy: float, s: float,
           colour: tuple) -> None:
    """Draw a suit's emblem centred on (cx, cy), about ``s`` tall."""
    w = max(2, int(s * 0.09))
    if suit == "wands":
        draw.rounded_rectangle([cx - s * 0.07, cy - s * 0.48, cx + s * 0.07, cy + s * 0.48],
                               radius=s * 0.06, fill=colour)
        for dy, side in ((-0.28, -1), (-0.05, 1), (0.2, -1)):
            lx = cx + side * s * 0.16
            draw.ellipse([lx - s * 0.1, cy + dy * s - s * 0.05, lx + s * 0.1, cy + dy * s + s * 0.05],
                         fill=(92, 140, 60))
    elif suit == "cups":
        draw.chord([cx - s * 0.34, cy - s * 0.62, cx + s * 0.34, cy + s * 0.1], 0, 180, fill=colour)
        draw.rectangle([cx - s * 0.05, cy + s * 0.08, cx + s * 0.05, cy + s * 0.36], fill=colour)
        draw.ellipse([cx - s * 0.24, cy + s * 0.32, cx + s * 0.24, cy + s * 0.46], fill=colour)
        draw.line([cx - s * 0.34, cy - s * 0.26, cx + s * 0.34, cy - s * 0.26], fill=GOLD, width=w)
    elif suit == "swords":
        draw.polygon([(cx, cy - s * 0.5), (cx + s * 0.07, cy - s * 0.36), (cx + s * 0.07, cy + s * 0.2),
                      (cx - s * 0.07, cy + s * 0.2), (cx - s * 0.07, cy - s * 0.36)], fill=colour)
        draw.rounded_rectangle([cx - s * 0.25, cy + s * 0.18, cx + s * 0.25, cy + s * 0.26],
                               radius=s * 0.03, fill=GOLD)
        draw.rectangle([cx - s * 0.04, cy + s * 0.26, cx + s * 0.04, cy + s * 0.44], fill=(110, 70, 40))
        draw.ellipse([cx - s * 0.07, cy + s * 0.42, cx + s * 0.07, cy + s * 0.52], fill=GOLD)
    elif suit == "pentacles":
        r = s * 0.42
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=colour)
        draw.ellipse([cx - r * 0.84, cy - r * 0.84, cx + r * 0.84, cy + r * 0.84], fill=(250, 226, 150))
        draw.polygon(_star(cx, cy + r * 0.04, r * 0.78, inner=0.38), outline=colour, width=w)
    else:  # trumps: a many-rayed sun
        r = s * 0.3
        for i in range(16):
            a = i * math.pi / 8
            draw.line([cx + r * 1.15 * math.cos(a), cy + r * 1.15 * math.sin(a),
                       cx + r * 1.6 * math.cos(a), cy + r * 1.6 * math.sin(a)], fill=GOLD, width=w)
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=colour, width=w)


def zener_symbol(draw: ImageDraw.ImageDraw, symbol: str, cx: float, cy: float, s: float,
                 colour: tuple) -> None:
    w = max(3, int(s * 0.11))
    r = s * 0.5
    if symbol == "circle":
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], outline=colour, width=w)
    elif symbol == "cross":
        draw.rectangle([cx - w / 2, cy - r, cx + w / 2, cy + r], fill=colour)
        draw.rectangle([cx - r, cy - w / 2, cx + r, cy + w / 2], fill=colour)
    elif symbol == "square":
        draw.rectangle([cx - r * 0.9, cy - r * 0.9, cx + r * 0.9, cy + r * 0.9], outline=colour, width=w)
    elif symbol == "star":
        draw.polygon(_star(cx, cy + r * 0.08, r * 1.05), outline=colour, width=w)
    else:  # waves: three wavy lines
        for row in (-1, 0, 1):
            y0 = cy + row * r * 0.6
            pts = [(cx - r + i * (2 * r / 40), y0 + math.sin(i / 40 * 2 * math.pi * 1.5) * r * 0.16)
                   for i in range(41)]
            draw.line(pts, fill=colour, width=w, joint="curve")


# ---- whole cards ----------------------------------------------------------------
def _frame(size: tuple[int, int], colour: tuple) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    w, h = size
    im = Image.new("RGB", size, PAPER)
    d = ImageDraw.Draw(im)
    m = w * 0.055
    d.rounded_rectangle([m, m, w - m, h - m], radius=w * 0.05, outline=colour, width=max(2, int(w * 0.018)))
    m2 = w * 0.085
    d.rounded_rectangle([m2, m2, w - m2, h - m2], radius=w * 0.035, outline=GOLD, width=max(1, int(w * 0.007)))
    return im, d


def _centred(d: ImageDraw.ImageDraw, text: str, cx: float, cy: float, font, fill) -> None:
    d.text((cx, cy), text, font=font, fill=fill, anchor="mm")


def _title_band(d: ImageDraw.ImageDraw, size: tuple[int, int], title: str, colour: tuple) -> None:
    w, h = size
    top = h * 0.83
    d.rectangle([w * 0.1, top, w * 0.9, h * 0.915], fill=colour)
    font_size = int(w * 0.085)
    font = _font("serif", "Semibold", font_size)
    while d.textlength(title, font=font) > w * 0.76 and font_size > 8:
        font_size -= 1
        font = _font("serif", "Semibold", font_size)
    _centred(d, title, w / 2, (top + h * 0.915) / 2, font, PAPER)


def draw_face(card: str, size: tuple[int, int]) -> Image.Image:
    """A card face at ``size`` (width, height), RGB."""
    big = (size[0] * 2, size[1] * 2)
    f = facts(card)
    if f.arcana == "zener":
        im = _zener_face(f.suit, big)
    elif f.arcana == "major":
        im = _major_face(f.number, big)
    else:
        im = _minor_face(f.suit, f.number, f.rank, big)
    return im.resize(size, Image.LANCZOS)


def _major_face(number: int, size: tuple[int, int]) -> Image.Image:
    w, h = size
    colour = SUIT_COLOURS["major"]
    im, d = _frame(size, colour)
    d.rectangle([w * 0.12, h * 0.12, w * 0.88, h * 0.8], fill=(236, 226, 244))
    emblem(d, "major", w / 2, h * 0.44, w * 0.62, colour)
    size_px = int(w * 0.2)
    numeral = _font("serif", "Bold", size_px)
    while d.textlength(ROMAN[number], font=numeral) > w * 0.3 and size_px > 2:
        size_px -= 2
        numeral = _font("serif", "Bold", size_px)
    _centred(d, ROMAN[number], w / 2, h * 0.44, numeral, colour)
    for sx in (0.24, 0.76):
        d.polygon(_star(w * sx, h * 0.2, w * 0.05), fill=GOLD)
    _title_band(d, size, english_name(f"major_arcana.{number:02d}"), colour)
    return im


def _minor_face(suit: str, value: int, rank: str, size: tuple[int, int]) -> Image.Image:
    w, h = size
    colour = SUIT_COLOURS[suit]
    im, d = _frame(size, colour)
    corner = _font("serif", "Bold", int(w * 0.11))
    label = PIP_LABEL.get(value, str(value))
    d.text((w * 0.13, h * 0.1), label, font=corner, fill=colour)
    panel = (w * 0.2, h * 0.2, w * 0.8, h * 0.78)
    pw, ph = panel[2] - panel[0], panel[3] - panel[1]
    if rank in ("page", "knight", "queen", "king"):
        _court(d, rank, w, h, colour)
        emblem(d, suit, w / 2, h * 0.58, w * 0.34, colour)
    else:
        pips = PIP_ROWS[value]
        s = w * (0.5 if value == 1 else 0.2 if value <= 6 else 0.17)
        for fx, fy in pips:
            emblem(d, suit, panel[0] + fx * pw, panel[1] + fy * ph, s, colour)
    _title_band(d, size, english_name(f"minor_arcana.{suit}.{rank}"), colour)
    return im


def _court(d: ImageDraw.ImageDraw, rank: str, w: int, h: int, colour: tuple) -> None:
    """A crown whose points tell the rank: page 1, knight 2, queen 3, king 4."""
    points = ("page", "knight", "queen", "king").index(rank) + 1
    left, right, base, top = w * 0.3, w * 0.7, h * 0.4, h * 0.22
    outline = [(left, base)]
    for i in range(points * 2 + 1):
        x = left + (right - left) * i / (points * 2)
        outline.append((x, top if i % 2 == 1 else base - (base - top) * 0.45))
    outline.append((right, base))
    d.polygon(outline, fill=GOLD, outline=colour)
    pearl = w * (0.04 if rank == "queen" else 0.022)   # the Queen's crown is set with large pearls
    for i in range(points):
        x = left + (right - left) * (2 * i + 1) / (points * 2)
        d.ellipse([x - pearl, top - pearl, x + pearl, top + pearl], fill=colour)
    if rank == "king":   # the King's crown bears a cross and a jewelled band
        cx, arm = w / 2, w * 0.018
        d.rectangle([cx - arm, top - w * 0.17, cx + arm, top - pearl], fill=colour)
        d.rectangle([cx - w * 0.06, top - w * 0.13, cx + w * 0.06, top - w * 0.13 + 2 * arm], fill=colour)
        d.rectangle([left, base - h * 0.035, right, base], fill=colour)
        for i in range(3):
            x = left + (right - left) * (i + 1) / 4
            d.ellipse([x - w * 0.02, base - h * 0.0175 - w * 0.02, x + w * 0.02, base - h * 0.0175 + w * 0.02],
                      fill=GOLD)


def _zener_face(symbol: str, size: tuple[int, int]) -> Image.Image:
    w, h = size
    im = Image.new("RGB", size, (244, 242, 234))
    d = ImageDraw.Draw(im)
    m = w * 0.06
    d.rounded_rectangle([m, m, w - m, h - m], radius=w * 0.05, outline=ZENER_COLOUR,
                        width=max(2, int(w * 0.016)))
    zener_symbol(d, symbol, w / 2, h / 2, w * 0.58, ZENER_COLOUR)
    return im


def draw_back(style: str, size: tuple[int, int]) -> Image.Image:
    """A card back: "tarot" (violet lattice with a star) or "zener" (indigo rings)."""
    big = (size[0] * 2, size[1] * 2)
    w, h = big
    base = (58, 36, 92) if style == "tarot" else (28, 40, 84)
    im = Image.new("RGB", big, base)
    d = ImageDraw.Draw(im)
    m = w * 0.06
    d.rounded_rectangle([m, m, w - m, h - m], radius=w * 0.05, outline=GOLD, width=max(2, int(w * 0.014)))
    step = w / 6
    line = tuple(min(255, c + 34) for c in base)
    clip = Image.new("L", big, 0)
    ImageDraw.Draw(clip).rounded_rectangle([m * 1.6, m * 1.6, w - m * 1.6, h - m * 1.6], radius=w * 0.04, fill=255)
    pattern = Image.new("RGB", big, base)
    p = ImageDraw.Draw(pattern)
    if style == "tarot":
        for i in range(-12, 24):
            p.line([(i * step, 0), (i * step + h, h)], fill=line, width=max(1, int(w * 0.008)))
            p.line([(i * step, 0), (i * step - h, h)], fill=line, width=max(1, int(w * 0.008)))
    else:
        for r in range(1, 14):
            rr = r * step * 0.6
            p.ellipse([w / 2 - rr, h / 2 - rr, w / 2 + rr, h / 2 + rr], outline=line, width=max(1, int(w * 0.008)))
    im.paste(pattern, (0, 0), clip)
    r = w * 0.2
    d.ellipse([w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r], fill=base, outline=GOLD, width=max(2, int(w * 0.012)))
    if style == "tarot":
        d.polygon(_star(w / 2, h / 2 + r * 0.06, r * 0.75), fill=GOLD)
    else:
        zener_symbol(d, "star", w / 2, h / 2, r * 1.1, GOLD)
    return im.resize(size, Image.LANCZOS)
