"""A network table's clock is the host's, the same on every screen: the host's own screen
had lagged its guest's by 15 s (the saved time agreed). Each screen ran the clock on from
the host's last word by adding each frame's time, counted only while its table was drawn
(not under the rules page) and at most 5 s a frame: the time the rules lay over the
host's table, and each gap of frames past 5 s, were lost there until the next move. Now
each screen shows the time the host last told and the time since, up to where the host
said its clock stops. Hosts on 127.0.0.1 only; the apps' clocks moved by hand."""
from __future__ import annotations

from tarot_table import paths
from tests.helpers.network import hosting, join, run_until, sit_at_own_table
from tests.helpers.table import step


def frames(apps, seconds: float, every: float) -> None:
    """Both apps' clocks moved on ``seconds``, a frame each ``every`` seconds."""
    for _ in range(round(seconds / every)):
        for app in apps:
            app.clock.advance(every)
            app.step(min(every, 0.1))


def test_the_host_s_own_screen_shows_the_clock_its_guest_shows(apps):
    with hosting(paths.data_dir() / "tables") as (host, address):
        code, ann = sit_at_own_table(apps[0], host, address, "tempting-fate", ["open", "open"], 21)
        bea = join(apps[1], address, code, "Bea")
        run_until(apps, [ann, bea], lambda: bea.remote.seats[0]["connected"] and ann.remote.seats[1]["connected"])
        for app in apps:
            step(app)
        start = bea.remote.elapsed
        assert abs(ann.remote.elapsed - start) < 0.1
        ann.open_rules()   # the rules over the host's own table for 15 s
        assert apps[0].scene is not ann
        frames(apps, 15, 1.0)   # a frame a second, as the ticking clock asks
        apps[0].scenes.pop()
        for app in apps:
            step(app)
        assert abs(bea.remote.elapsed - start - 15) < 0.2
        assert abs(ann.remote.elapsed - bea.remote.elapsed) < 0.1   # 15 s behind before
        frames(apps, 30, 10)   # an app whose frames come 10 s apart
        assert abs(bea.remote.elapsed - start - 45) < 0.3   # 30 s behind before: 5 s a frame
        assert abs(ann.remote.elapsed - bea.remote.elapsed) < 0.1
