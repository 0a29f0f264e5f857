"""Esoterica layers: what the cards mean, in Arcana Land's Tarot Esoterica
Specification (v1.0 layer format).

A layer is one TOML file with a ``[meta]`` table (``schema_version``, ``id``,
``name``, ``type``) and properties for all cards, for groups of cards
(``[major_arcana]``, ``[minor_arcana.cups]``, ``[numbers.four]``,
``[court_cards]``, ...) and for single cards (``[cards.major_arcana.00]``).
A ``meanings`` layer gives each card ``keywords``, ``upright_meaning`` and
``reversed_meaning``.

The project ships its own meanings layer; readers add layers of their own to the
shared library ``$XDG_DATA_HOME/tarot/esoterica/`` (any depth). A layer that
breaks a rule is listed with the reason and never used. ``load_layer`` never raises.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from tarot_table import paths
from tarot_table.cards import SUITS, TAROT_DECK, facts
from tarot_table.tomlfile import FileProblem as LayerProblem, check, read_toml, shadow_repeats

BUILTIN = Path(__file__).parent / "rws-meanings.toml"
MAX_LAYER_BYTES = 1 << 20
REQUIRED_META = ("schema_version", "id", "name", "type")
MEANING_KEYS = ("keywords", "upright_meaning", "reversed_meaning")
# Tables of the interpretive dimensions; read as valid, not shown (this app has no
# reading contexts or traditions to pick from yet).
INTERPRETIVE = ("contexts", "traditions")
GROUP_TABLES = ("global", "major_arcana", "minor_arcana", "numbers", "court_cards", "non_court_cards")

Value = str | int | float | bool | list


@dataclass
class Layer:
    path: Path
    id: str = ""
    name: str = ""
    kind: str = ""                 # [meta].type: meanings, correspondences, ...
    author: str = ""
    license: str = ""
    builtin: bool = False
    usable: bool = False
    problem: str = ""
    groups: dict[str, dict[str, Value]] = field(default_factory=dict)   # "minor_arcana.cups" -> properties
    cards: dict[str, dict[str, Value]] = field(default_factory=dict)    # canonical id -> properties

    def properties(self, card: str) -> dict[str, Value]:
        """Everything this layer says about ``card``: lists add up from the widest
        group to the card, text takes the most specific value."""
        merged: dict[str, Value] = {}
        for level in _levels(card):
            for key, value in self.groups.get(level, {}).items():
                _merge(merged, key, value)
        for key, value in self.cards.get(card, {}).items():
            _merge(merged, key, value)
        return merged


@dataclass(frozen=True)
class Meaning:
    """A card's meaning from one meanings layer."""

    keywords: tuple[str, ...]
    upright: str
    reversed: str
    source: str

    def for_orientation(self, reversed_: bool) -> str:
        return self.reversed if reversed_ else self.upright


def _merge(merged: dict, key: str, value: Value) -> None:
    if isinstance(value, list) and isinstance(merged.get(key), list):
        merged[key] = merged[key] + [v for v in value if v not in merged[key]]
    else:
        merged[key] = value


def _levels(card: str) -> list[str]:
    """Group tables that apply to ``card``, widest first."""
    f = facts(card)
    if f.arcana == "major":
        return ["global", "major_arcana"]
    levels = ["global", "minor_arcana", f"minor_arcana.{f.suit}"]
    if f.is_court:
        levels.append("court_cards")
    else:
        levels += [f"numbers.{f.rank}", "non_court_cards"]
    return levels


# ---- reading one file -----------------------------------------------------------
def load_layer(path: Path, builtin: bool = False) -> Layer:
    layer = Layer(path=path, builtin=builtin)
    check(layer, _read)
    if not layer.name:
        layer.name = layer.id or path.stem
    return layer


def _read(layer: Layer) -> None:
    data = read_toml(layer.path, MAX_LAYER_BYTES)
    meta = data.get("meta")
    if not isinstance(meta, dict):
        raise LayerProblem("there is no [meta] table")
    missing = [k for k in REQUIRED_META if not isinstance(meta.get(k), str) or not meta[k].strip()]
    if missing:
        raise LayerProblem(f"[meta] is missing {', '.join(missing)}")
    layer.id, layer.name, layer.kind = meta["id"], meta["name"], meta["type"]
    layer.author, layer.license = str(meta.get("author", "")), str(meta.get("license", ""))
    if not meta["schema_version"].startswith("1."):
        raise LayerProblem(f"schema version {meta['schema_version']} is not supported (1.x is)")
    if meta["type"] == "collection":
        raise LayerProblem("collection files, which name other files, are not read")
    layer.groups = _groups(data)
    cards = data.get("cards", {})
    if not isinstance(cards, dict):
        raise LayerProblem("[cards] must be a table")
    _collect_cards(layer, cards, "")
    if layer.kind == "meanings":
        _check_meanings(layer)


def _groups(data: dict) -> dict[str, dict[str, Value]]:
    groups: dict[str, dict[str, Value]] = {}
    for top in GROUP_TABLES:
        table = data.get(top)
        if table is None:
            continue
        if not isinstance(table, dict):
            raise LayerProblem(f"[{top}] must be a table")
        nested = {k: v for k, v in table.items() if isinstance(v, dict)}
        groups[top] = _properties(top, {k: v for k, v in table.items() if k not in nested})
        for key, sub in nested.items():
            groups[f"{top}.{key}"] = _properties(f"{top}.{key}", sub)
    for key in INTERPRETIVE:
        if key in data and not isinstance(data[key], dict):
            raise LayerProblem(f"[{key}] must be a table")
    return groups


def _properties(where: str, table: dict) -> dict[str, Value]:
    for key, value in table.items():
        if isinstance(value, dict):
            raise LayerProblem(f"[{where}] has a nested table '{key}' where a value belongs")
        if isinstance(value, list) and not all(isinstance(v, (str, int, float)) for v in value):
            raise LayerProblem(f"[{where}] {key} must be a list of words or numbers")
        if not isinstance(value, (str, int, float, bool, list)):
            raise LayerProblem(f"[{where}] {key} has a value of an unsupported kind")
    return dict(table)


def _card_id(path: str) -> str | None:
    """The canonical id a ``cards`` key path names (``major_arcana.0`` is
    read as ``major_arcana.00``), or None."""
    parts = path.split(".")
    if len(parts) == 2 and parts[0] == "major_arcana" and parts[1].isdigit():
        path = f"major_arcana.{int(parts[1]):02d}"
    return path if path in TAROT_DECK else None


def _collect_cards(layer: Layer, table: dict, prefix: str) -> None:
    for key, value in table.items():
        path = f"{prefix}{key}"
        card = _card_id(path)
        if card is not None:
            if not isinstance(value, dict):
                raise LayerProblem(f"[cards.{path}] must be a table")
            if card in layer.cards:
                raise LayerProblem(f"{card} is described twice")
            layer.cards[card] = _properties(f"cards.{path}", value)
        elif isinstance(value, dict) and (path in ("major_arcana", "minor_arcana")
                                          or path.removeprefix("minor_arcana.") in SUITS):
            _collect_cards(layer, value, path + ".")
        else:
            raise LayerProblem(f"[cards.{path}] names no tarot card")


def _check_meanings(layer: Layer) -> None:
    if not layer.cards:
        raise LayerProblem("a meanings layer describes no card")
    for card, props in layer.cards.items():
        keywords = props.get("keywords", [])
        if not isinstance(keywords, list) or not all(isinstance(k, str) for k in keywords):
            raise LayerProblem(f"{card}: keywords must be a list of words")
        for key in ("upright_meaning", "reversed_meaning"):
            if key in props and not isinstance(props[key], str):
                raise LayerProblem(f"{card}: {key} must be text")
        if not props.get("upright_meaning") and not props.get("reversed_meaning"):
            raise LayerProblem(f"{card} has neither upright_meaning nor reversed_meaning")


# ---- the library -----------------------------------------------------------------
def library_dir() -> Path:
    """The shared esoterica library other tarot tools use too."""
    return paths.desktop_data_home() / "tarot" / "esoterica"


def _library_files(root: Path) -> list[Path]:
    if not root.is_dir():
        return []
    try:
        return sorted(p for p in root.rglob("*.toml") if p.is_file())
    except OSError:
        return []


def find_layers() -> list[Layer]:
    """The project's layer first, then the library's, each usable or with the reason
    it is not; a layer whose id was already found is listed as shadowed."""
    layers = [load_layer(BUILTIN, builtin=True)]
    layers += [load_layer(path) for path in _library_files(library_dir())]
    return shadow_repeats(layers, lambda lid: f"another layer with id '{lid}' was found first")


def usable_layers() -> list[Layer]:
    return [layer for layer in find_layers() if layer.usable]


@lru_cache(maxsize=1)
def library_layers() -> tuple[Layer, ...]:
    """The usable readers' layers, read once per run (the app draws from this)."""
    return tuple(layer for layer in usable_layers() if not layer.builtin)


@lru_cache(maxsize=1)
def builtin_layer() -> Layer:
    return load_layer(BUILTIN, builtin=True)


def meaning(card: str, layer: Layer | None = None) -> Meaning | None:
    """A card's meaning from ``layer`` (the project's own by default); None for a
    card the layer does not describe, such as a zener card."""
    layer = layer or builtin_layer()
    if card not in layer.cards:
        return None
    props = layer.properties(card)
    keywords = props.get("keywords", [])
    return Meaning(tuple(str(k) for k in keywords) if isinstance(keywords, list) else (),
                   str(props.get("upright_meaning", "")), str(props.get("reversed_meaning", "")),
                   layer.name)


def other_layers(card: str, layers: list[Layer] | None = None) -> list[tuple[Layer, dict[str, Value]]]:
    """What every usable library layer says about ``card`` (the project's own left out)."""
    chosen = usable_layers() if layers is None else layers
    out = []
    for layer in chosen:
        if layer.builtin or card not in TAROT_DECK:
            continue
        props = layer.properties(card)
        if props:
            out.append((layer, props))
    return out


def describe_properties(props: dict[str, Value], reversed_: bool | None = None) -> list[str]:
    """Lines a person can read: the meaning for the orientation first, then the rest."""
    lines = []
    if props.get("keywords"):
        lines.append("Keywords: " + ", ".join(str(k) for k in props["keywords"]))
    wanted = MEANING_KEYS[1:] if reversed_ is None else (
        ("reversed_meaning",) if reversed_ else ("upright_meaning",))
    for key in wanted:
        if props.get(key):
            label = "Reversed" if key == "reversed_meaning" else "Upright"
            lines.append(f"{label}: {props[key]}")
    for key, value in props.items():
        if key in MEANING_KEYS:
            continue
        shown = ", ".join(str(v) for v in value) if isinstance(value, list) else str(value)
        lines.append(f"{key.replace('_', ' ').capitalize()}: {shown}")
    return lines

