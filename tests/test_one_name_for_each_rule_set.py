"""Play-test round 7 (30 November): Queens of Fate's harder rule set had three names, the
top bar's "Reiser rules", the Continue row's and house decision 17's "Reiser's variant",
and Statistics' "Rule set: Reiser". Each rule set has one name (``RULE_SETS``), said on
the new-game page, the rules page, the top bar, the Continue list, Statistics, the
lesson, the coaching notes, the glossary and the README; no other name is left."""
from __future__ import annotations

import re
from pathlib import Path

from tarot_table.games import get_game
from tarot_table.games.queens_of_fate.rules import RULE_SETS
from tarot_table.session import Session
from tarot_table.table.scenes.stats import _title
from tests.helpers.new_game import open_page

QUEENS = get_game("queens-of-fate")
REISER = QUEENS.check_options({"rules": "reiser"})
FOLDER = Path(QUEENS.folder)
OTHER_NAMES = re.compile(r"Reiser's variant|Reiser variant|Reiser rules|Reiser rule set|Reiser's harder variant")


def test_the_new_game_page_the_top_bar_continue_and_statistics_say_one_name(app):
    page = open_page(app, "queens-of-fate")
    labels = [button.label for button in page.buttons]
    assert RULE_SETS["original"] in labels and RULE_SETS["reiser"] in labels
    session = Session.start(QUEENS, 46, REISER)
    assert session.options_words == RULE_SETS["reiser"]   # the rules page's and the Continue row's words
    assert list(session.short_options_parts) == [RULE_SETS["reiser"]]   # the top bar's, however narrow
    assert _title("queens-of-fate (artifacts=off, rules=reiser)").endswith(f"Rule set: {RULE_SETS['reiser']})")
    original = Session.start(QUEENS, 46, QUEENS.check_options({}))
    assert original.options_words.startswith(RULE_SETS["original"])


def test_no_text_a_player_reads_names_the_rule_set_otherwise():
    """The rules page (with its house decisions), the lesson, the coaching notes, the
    glossary, the new-game page's help and the README."""
    texts = {name: (FOLDER / name).read_text(encoding="utf-8")
             for name in ("rules.md", "lesson.toml", "coach.toml", "terms.toml")}
    texts["README.md"] = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    texts["the Rule set's help"] = next(spec.help for spec in QUEENS.options if spec.key == "rules")
    texts["the rules page"] = QUEENS.rules_text(REISER)
    for name, text in texts.items():
        assert not OTHER_NAMES.search(" ".join(text.split())), name
    assert RULE_SETS["reiser"] in texts["the Rule set's help"] and RULE_SETS["reiser"] in texts["the rules page"]
