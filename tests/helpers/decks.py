"""Deck containers for tests: a zip whose central directory can be patched."""
import struct
from pathlib import Path


def patch_central_flags(path: Path, entry: str, flags: int) -> None:
    """Set the general-purpose flags of ``entry`` in the central directory."""
    data = bytearray(path.read_bytes())
    i = data.find(b"PK\x01\x02")
    while i != -1:
        name_len = struct.unpack_from("<H", data, i + 28)[0]
        if data[i + 46:i + 46 + name_len] == entry.encode():
            struct.pack_into("<H", data, i + 8, flags)
        i = data.find(b"PK\x01\x02", i + 4)
    path.write_bytes(bytes(data))
