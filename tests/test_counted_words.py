"""Counts are written with the project's one plural helper (tarot_table.wording.plural):
the last real-window round of issue 32 read "it holds with 1 tokens" in Tempting Fate."""
import ast
import re
from pathlib import Path

from tarot_table.games.base import Action
from tests.helpers.tempting import GAME, m, table, z

PACKAGE = Path(__file__).resolve().parent.parent / "tarot_table"
# a count put straight before one of these nouns in an f-string reads "1 tokens" when it is one
NOUNS = re.compile(r"^ (cards|moves|tokens|discards|actions|games|turns|files)\b")
# counts that are never one: constants, a check of many, a count already above one
NEVER_ONE = {"tarot_table/games/fools_journey/rules.py": ("len(deck)",),            # the Fool's road, dealt
             "tarot_table/games/queens_of_fate/rules.py": ("len(deck)",),           # Destiny, dealt
             "tarot_table/games/tempting_fate/rules.py": ("limit",),                # the discard limit, 12 or more
             "tarot_table/games/tournament_of_queens/effects.py": ("CHARIOT_DRAWS", "HANGED_DISCARDS"),
             "tarot_table/games/tournament_of_queens/rules.py": ("HAND",),
             "tarot_table/table/keyboard.py": ("len(pile)",),                       # written only when > 1
             "tarot_table/table/scenes/finished.py": ("RECORDS_KEPT",),
             "tarot_table/uifuzz.py": ("report.",), "tarot_table/solver/deals.py": ("verdict.line",),
             "tarot_table/fuzz.py": ("len(log)",), "tarot_table/net/client.py": ("errors",),
             "tarot_table/cli.py": ("report.actions /", "change.removed"),
             "tarot_table/games/lucky_you/layout.py": ("skips",),                  # written only when > 1
             "tarot_table/net/store.py": ("MAX_FOLDER_NAMES",)}
# a name or a card before "discards", "moves", "turns" is who does it, not a count
WHO = ("name", "the(", "judge[")


def test_a_querent_s_weak_attack_holds_with_one_token_not_one_tokens():
    state = table(turn="querent", querent_hand=[m("cups", "ace")], path1=[z("circle"), z("star")])
    GAME.apply(state, Action("attack", m("cups", "ace"), "path1"))
    assert state.data["tokens"] == {z("star"): 1}
    assert "holds with 1 token." in " ".join(state.story)
    assert "1 tokens" not in " ".join(state.story)


def test_fate_with_one_action_left_reads_action_not_actions():
    state = table(fate_hand=[z("star")])
    state.data["actions_left"] = 1
    assert "1 action left" in GAME.status(state)


def counts_before_plural_nouns() -> list[str]:
    """Every f-string in the package that puts a count straight before a plural noun."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        name = path.relative_to(PACKAGE.parent).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for value, after in zip(node.values, node.values[1:]):
                if (isinstance(value, ast.FormattedValue) and isinstance(after, ast.Constant)
                        and isinstance(after.value, str) and NOUNS.match(after.value)):
                    count = ast.unparse(value.value)
                    if any(who in count for who in WHO):
                        continue
                    if not any(known in count for known in NEVER_ONE.get(name, ())):
                        found.append(f"{name}:{node.lineno}: {{{count}}}{after.value[:12]}")
    return found


def test_no_count_is_written_before_a_plural_noun_without_the_plural_helper():
    assert counts_before_plural_nouns() == []
