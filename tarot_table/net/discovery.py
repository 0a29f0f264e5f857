"""Tables on the local network, found without typing an address: a host announces
each table it holds over multicast DNS (``zeroconf``), and *Join a table* lists what
it hears. What another machine announces is hostile like any other bytes: only a
listing whose fields have the expected kind and length is shown."""
from __future__ import annotations

import asyncio
import ipaddress
import socket

from zeroconf import (EventLoopBlocked, IPVersion, NonUniqueNameException, NotRunningException, ServiceNameAlreadyRegistered,
                      ServiceStateChange)
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from tarot_table import applog
from tarot_table.net import protocol
from tarot_table.net.stir import Stir
from tarot_table.net.table import CODE_LETTERS

SERVICE = "_tarot-table._tcp.local."
MAX_FOUND = 100   # listings kept from one look around

log = applog.logger("tarot_table.net")


def _zeroconf(interfaces: list[str] | None) -> AsyncZeroconf:
    """Only the given addresses' networks (tests pass loopback), or every network."""
    if interfaces:
        v6 = all(ipaddress.ip_address(a).version == 6 for a in interfaces)
        return AsyncZeroconf(interfaces=interfaces, ip_version=IPVersion.V6Only if v6 else IPVersion.V4Only)
    return AsyncZeroconf()


def own_addresses() -> list[str]:
    import ifaddr
    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and not ip.ip.startswith("127."):
                found.append(ip.ip)
    return found or ["127.0.0.1"]


class Announcer:
    """Announces the tables a host holds; ``table_changed`` is the server's hook (told
    again of a table whose open seats change)."""

    def __init__(self, interfaces: list[str] | None = None, port: int = 0, stir: Stir | None = None) -> None:
        self.interfaces = interfaces
        self.port = port
        self.stir = stir or Stir()   # woken as each announcement is made or taken back
        self.zeroconf: AsyncZeroconf | None = None
        self.infos: dict[str, AsyncServiceInfo] = {}
        self.pending: list[tuple[dict, bool]] = []
        self.tasks: set[asyncio.Task] = set()

    async def start(self) -> None:
        self.zeroconf = _zeroconf(self.interfaces)
        for listing, opened in self.pending:
            self.table_changed(listing, opened)
        self.pending.clear()

    def table_changed(self, listing: dict, opened: bool) -> None:
        if self.zeroconf is None:
            self.pending.append((listing, opened))
            return
        task = asyncio.ensure_future(self._register(listing) if opened else self._unregister(listing["code"]))
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        self.stir.wake()

    async def _register(self, listing: dict) -> None:
        addresses = self.interfaces or own_addresses()
        info = AsyncServiceInfo(
            SERVICE, f"{listing['title']} {listing['code']}.{SERVICE}",
            addresses=[socket.inet_pton(socket.AF_INET6 if ":" in a else socket.AF_INET, a) for a in addresses],
            port=self.port,
            properties={"code": listing["code"], "game": listing["game"], "title": listing["title"],
                        "open": str(len(listing["open"])), "seats": str(listing["seats"]),
                        "version": str(protocol.VERSION)},
            server=f"tarot-table-{listing['code'].lower()}.local.")
        again = listing["code"] in self.infos
        self.infos[listing["code"]] = info
        try:
            if again:   # its open seats have changed
                await (await self.zeroconf.async_update_service(info))
            else:   # a name still announced for it (by this host killed a moment ago, in others' caches)
                await (await self.zeroconf.async_register_service(info, allow_name_change=True))   # is changed
        except Exception as err:   # a network that refuses multicast: the table still plays
            log.warning("table %s could not be announced: %s", listing["code"], why_not_announced(err))

    async def _unregister(self, code: str) -> None:
        info = self.infos.pop(code, None)
        if info is not None:
            await (await self.zeroconf.async_unregister_service(info))

    async def close(self) -> None:
        if self.zeroconf is None:
            return
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)
        await self.zeroconf.async_unregister_all_services()
        await self.zeroconf.async_close()


def why_not_announced(err: Exception) -> str:
    """Why an announcement failed, in words: zeroconf's errors carry none (the host's log
    read "table EFRFRM could not be announced: " with nothing after it, play-test round 5)."""
    if isinstance(err, (NonUniqueNameException, ServiceNameAlreadyRegistered)):
        return "its name is announced already on this network"
    if isinstance(err, (asyncio.TimeoutError, EventLoopBlocked)):
        return "the network did not answer in time"
    if isinstance(err, NotRunningException):
        return "the announcer has stopped"
    return str(err) or type(err).__name__


def _listing(info: AsyncServiceInfo) -> dict | None:
    """A table's listing read from an announcement, or None when it is not one."""
    props = {}
    for key, value in (info.properties or {}).items():
        if isinstance(key, bytes) and isinstance(value, bytes) and len(key) <= 16 and len(value) <= 80:
            props[key.decode("utf-8", "replace")] = value.decode("utf-8", "replace")
    code = props.get("code", "")
    addresses = info.parsed_addresses()
    if not code or len(code) > protocol.MAX_CODE or any(ch not in CODE_LETTERS for ch in code) \
            or not addresses or not info.port:
        return None
    opened = props.get("open", "0")
    host = addresses[0]
    return {"code": code, "game": _printable(props.get("game", ""))[:64], "title": _printable(props.get("title", ""))[:64],
            "open": int(opened) if opened.isdigit() and opened.isascii() and len(opened) < 3 else 0,
            "version": _printable(props.get("version", ""))[:16],
            "address": f"[{host}]:{info.port}" if ":" in host else f"{host}:{info.port}"}


def _printable(words: str) -> str:
    """Words from an announcement without what a screen or a terminal would act on (a line
    break, an escape sequence: ``table list`` prints the title)."""
    return "".join(ch for ch in words if ch.isprintable())


async def find_tables(seconds: float = 3.0, interfaces: list[str] | None = None,
                      enough=lambda found: False) -> list[dict]:
    """The tables announced on the local network, listening for ``seconds`` at most
    (less once ``enough`` says so), each as last heard."""
    found: dict[str, dict] = {}
    names: asyncio.Queue = asyncio.Queue()

    def heard(zeroconf, service_type, name, state_change) -> None:
        # an Updated table is read again: a late answer to an earlier question may bring its
        # old listing first (a seat taken since, still counted open), its new one then
        # coming as an update
        if state_change in (ServiceStateChange.Added, ServiceStateChange.Updated) and names.qsize() < MAX_FOUND:
            names.put_nowait(name)

    zc = _zeroconf(interfaces)
    browser = AsyncServiceBrowser(zc.zeroconf, [SERVICE], handlers=[heard])
    loop = asyncio.get_running_loop()
    ends = loop.time() + seconds
    try:
        while len(found) < MAX_FOUND and not enough(list(found.values())):
            left = ends - loop.time()
            if left <= 0:
                break
            try:
                name = await asyncio.wait_for(names.get(), left)
            except asyncio.TimeoutError:
                break
            info = AsyncServiceInfo(SERVICE, name)
            if await info.async_request(zc.zeroconf, 1000):
                listing = _listing(info)
                if listing is not None:
                    found[name] = listing
    finally:
        await browser.async_cancel()
        await zc.async_close()
    return sorted(found.values(), key=lambda t: (t["title"], t["code"]))
