"""A headless host's collector passes by the clock (net/collector.py), driven here by an
injected sleep: which generation each pass takes, that the counted passes stay off while
it runs and come back after, and that garbage in a cycle is gone by the next pass."""
import asyncio
import gc

from tarot_table.net.collector import PassPlan, collect_on_the_clock


def test_the_plan_passes_the_youngest_every_tick_the_middle_now_and_then_and_all_rarely():
    plan = PassPlan(young_every_s=0.25, middle_every=4, full_every=12)
    assert [plan.generation_at(tick) for tick in range(1, 13)] == [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2]
    default = PassPlan()
    assert default.young_every_s * default.middle_every == 1.0   # the middle pass every second
    assert default.young_every_s * default.full_every == 600.0   # a full pass every ten minutes


class Cycle:
    def __init__(self):
        self.me = self


def run_ticks(plan: PassPlan, ticks: int, between=lambda tick: None) -> tuple[list[int], list[float], bool]:
    """Run the passes for ``ticks`` sleeps of an injected clock; the generations passed,
    the sleeps asked for, and whether the counted passes were off meanwhile."""
    passes, slept, counted = [], [], []

    def seen(phase, info):
        if phase == "stop" and slept:   # from the first sleep on: what starting a loop does is not its
            passes.append(info["generation"])

    async def sleep(seconds):
        slept.append(seconds)
        counted.append(gc.isenabled())
        if len(slept) > ticks:
            raise asyncio.CancelledError
        between(len(slept))

    gc.callbacks.append(seen)
    try:
        try:
            asyncio.run(collect_on_the_clock(plan, sleep))
        except asyncio.CancelledError:
            pass
    finally:
        gc.callbacks.remove(seen)
    return passes, slept, any(counted)


def test_passes_come_by_the_clock_and_the_counted_ones_stay_off_until_it_stops():
    assert gc.isenabled()
    passes, slept, counted = run_ticks(PassPlan(young_every_s=0.25, middle_every=4, full_every=8), 8)
    assert slept == [0.25] * 9
    assert passes == [0, 0, 0, 1, 0, 0, 0, 2]   # no pass of the collector's own between
    assert not counted
    assert gc.isenabled()   # on again once the passes stop


def test_garbage_in_a_cycle_is_gone_at_the_next_pass():
    made = []

    def make_garbage(tick):
        if tick == 1:
            import weakref
            made.append(weakref.ref(Cycle()))

    run_ticks(PassPlan(), 2, make_garbage)
    assert made and made[0]() is None
