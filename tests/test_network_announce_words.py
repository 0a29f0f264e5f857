"""A table's announcement on the local network that fails says why in words (play-test
round 5: the host's log read "table EFRFRM could not be announced: " with nothing after
the colon, zeroconf's errors carrying no words), and a name still announced for the
table (by its host killed a moment before, in the others' caches) is changed rather than
refused. No packet is sent: the announcer's zeroconf is a stand-in that records."""
from __future__ import annotations

import asyncio
import logging

import pytest
from zeroconf import EventLoopBlocked, NonUniqueNameException, NotRunningException, ServiceNameAlreadyRegistered

from tarot_table.net.discovery import Announcer, why_not_announced

LISTING = {"code": "EFRFRM", "game": "tempting-fate", "title": "Tempting Fate", "open": [1], "seats": 2}


@pytest.mark.parametrize("error", [NonUniqueNameException(), ServiceNameAlreadyRegistered(), EventLoopBlocked(),
                                   asyncio.TimeoutError(), NotRunningException(), OSError(), ValueError("no route")])
def test_every_reason_is_in_words(error):
    words = why_not_announced(error)
    assert words.strip() and (str(error) in words or not str(error))


class RecordingZeroconf:
    def __init__(self, error: Exception | None) -> None:
        self.error, self.asked = error, []

    async def async_register_service(self, info, **kwargs):
        self.asked.append(kwargs)
        if self.error is not None:
            raise self.error
        return asyncio.sleep(0)


def test_a_name_taken_is_changed_and_a_failure_is_logged_with_its_reason(caplog):
    async def announce(error):
        announcer = Announcer(["127.0.0.1"], port=8765)
        announcer.zeroconf = RecordingZeroconf(error)
        await announcer._register(dict(LISTING))
        return announcer.zeroconf.asked

    with caplog.at_level(logging.WARNING):
        asked = asyncio.run(announce(None))
        assert asked == [{"allow_name_change": True}] and not caplog.records
        asyncio.run(announce(NotRunningException()))
    [record] = caplog.records
    assert record.getMessage() == "table EFRFRM could not be announced: the announcer has stopped"
