"""Play-test note (29 November, round 4): Lucky You!'s story told a Jump as "Alice lands on
the Jump on Space 6 and slides to Space 15", while the rules page says "A move ending on a
**Jump** climbs its arrow to the row above; one ending on a **Dump** slides down to the row
below". The story now says them in the rules page's words. Games played by the bots
through the rules until each kind has been met."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session

LUCKY = get_game("lucky-you")


def test_a_jump_climbs_its_arrow_and_a_dump_slides_down_in_the_story():
    assert "climbs its arrow" in " ".join(LUCKY.rules_text({}).split())
    told = {}
    for seed in range(1, 40):
        session = Session.start(LUCKY, seed, LUCKY.check_options({}))
        while LUCKY.outcome(session.state) is None and len(told) < 2:
            state = session.state
            seat = LUCKY.current_seat(state)
            session.play(LUCKY.bots["quick"](LUCKY, LUCKY.view(state, seat), Rng(seed)))
            for line in session.state.story[-3:]:
                for kind in ("Jump", "Dump"):
                    if f"lands on the {kind} on Space" in line:
                        told[kind] = line
        if len(told) == 2:
            break
    assert " and climbs its arrow to Space " in told["Jump"], told
    assert " and slides down to Space " in told["Dump"], told
