"""A rules page's Markdown as blocks to lay out, read with markdown-it-py: headings,
paragraphs, lists nested to any depth, table rows and code lines, each paragraph's
words as runs of plain, bold, italic and code text. Nothing here draws."""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

Span = tuple[str, str]   # (text, style): style is plain, bold, italic or code


@dataclass
class Block:
    kind: str                  # h1, h2, h3, para, item, row, code
    spans: list[Span] = field(default_factory=list)
    depth: int = 0             # how deep in lists it stands (0: not in a list)
    marker: str = ""           # an item's bullet ("") or number ("3.")

    @property
    def text(self) -> str:
        return "".join(piece for piece, _ in self.spans)


@functools.cache
def _parser():
    """Made when a rules text is first read: markdown-it and its tables of entities hold
    some 2 MiB, which a table whose rules are never opened need not carry."""
    from markdown_it import MarkdownIt
    return MarkdownIt("commonmark").enable("table")


def parse_markdown(source: str) -> list[Block]:
    blocks: list[Block] = []
    lists: list[list[int | None]] = []   # per open list: [next number] or [None] for bullets
    pending_marker: str | None = None    # an item opened whose first words are still to come
    row: list[list[Span]] | None = None
    header_row = False
    for token in _parser().parse(source):
        kind = token.type
        if kind in ("bullet_list_open", "ordered_list_open"):
            start = token.attrGet("start")
            lists.append([int(start) if start else 1] if kind == "ordered_list_open" else [None])
        elif kind in ("bullet_list_close", "ordered_list_close"):
            lists.pop()
        elif kind == "list_item_open":
            number = lists[-1][0]
            pending_marker = f"{number}." if number is not None else ""
            if number is not None:
                lists[-1][0] = number + 1
        elif kind == "heading_open":
            blocks.append(Block(token.tag if token.tag in ("h1", "h2") else "h3"))
        elif kind == "tr_open":
            row, header_row = [], False
        elif kind == "th_open":
            header_row = True
        elif kind == "tr_close" and row is not None:
            blocks.append(Block("row", _joined_cells(row, header_row), len(lists)))
            row = None
        elif kind in ("fence", "code_block"):
            blocks.extend(Block("code", [(line, "code")], len(lists))
                          for line in token.content.rstrip("\n").split("\n"))
        elif kind == "inline":
            spans = inline_spans(token.children or [])
            if row is not None:
                row.append(spans)
            elif blocks and blocks[-1].kind.startswith("h") and not blocks[-1].spans:
                blocks[-1].spans = spans
            elif pending_marker is not None:
                blocks.append(Block("item", spans, len(lists), pending_marker))
                pending_marker = None
            else:
                blocks.append(Block("para", spans, len(lists)))
    return blocks


def _joined_cells(cells: list[list[Span]], header: bool) -> list[Span]:
    joined: list[Span] = []
    for cell in cells:
        if not cell:
            continue
        if joined:
            joined.append((" · ", "bold" if header else "plain"))
        joined.extend((piece, "bold") if header else (piece, style) for piece, style in cell)
    return _merged(joined)


def inline_spans(children) -> list[Span]:
    """A paragraph's words as runs of one style each; bold wins over italic inside it."""
    spans: list[Span] = []
    bold = italic = 0
    for child in children:
        kind = child.type
        if kind == "strong_open":
            bold += 1
        elif kind == "strong_close":
            bold -= 1
        elif kind == "em_open":
            italic += 1
        elif kind == "em_close":
            italic -= 1
        elif kind == "code_inline":
            spans.append((child.content, "code"))
        elif kind in ("softbreak", "hardbreak"):
            spans.append((" ", "plain"))
        elif kind in ("text", "html_inline"):
            spans.append((child.content, "bold" if bold else "italic" if italic else "plain"))
    return _merged(spans)


def _merged(spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for piece, style in spans:
        if out and out[-1][1] == style:
            out[-1] = (out[-1][0] + piece, style)
        elif piece:
            out.append((piece, style))
    return out
