"""Looking at an X display from this process, through libX11 (ctypes): which window a
process has mapped, and a picture of it. The launch benchmark polls every 10 ms, as
the issue measures; starting xdotool for each look took 20-50 ms, and a whole-screen
grab through Pillow 40-80 ms, so a start was only seen to that precision."""
from __future__ import annotations

import ctypes
import ctypes.util

from PIL import Image

_IS_VIEWABLE = 2         # XWindowAttributes.map_state of a mapped window whose parents are mapped
_Z_PIXMAP = 2
_ALL_PLANES = ctypes.c_ulong(~0 & 0xFFFFFFFFFFFFFFFF)
_XA_CARDINAL = 6


class _WindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", ctypes.c_ulong), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class _Image(ctypes.Structure):
    """The leading fields of XImage (the rest is its function table, not read here)."""
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def _ignore_error(_display, _event) -> int:
    """A window that goes away between two looks answers with an error; Xlib's own
    handler would end this process."""
    return 0


def _library() -> ctypes.CDLL | None:
    path = ctypes.util.find_library("X11")
    if path is None:
        return None
    x11 = ctypes.CDLL(path)
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XInternAtom.restype = ctypes.c_ulong
    x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    x11.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                               ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                               ctypes.POINTER(ctypes.c_uint)]
    x11.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                                       ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
                                       ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                                       ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                       ctypes.POINTER(ctypes.c_void_p)]
    x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(_WindowAttributes)]
    x11.XGetImage.restype = ctypes.POINTER(_Image)
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                              ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XDestroyImage.argtypes = [ctypes.POINTER(_Image)]
    x11.XFree.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XSetErrorHandler.argtypes = [_ERROR_HANDLER]
    return x11


def library_missing() -> bool:
    return ctypes.util.find_library("X11") is None


class Display:
    """One connection to an X display, kept open across looks."""

    def __init__(self, name: str) -> None:
        self.x11 = _library()
        if self.x11 is None:
            raise OSError("libX11 is not installed")
        self._handler = _ERROR_HANDLER(_ignore_error)   # kept: ctypes must not free it
        self.x11.XSetErrorHandler(self._handler)
        self.display = self.x11.XOpenDisplay(name.encode())
        if not self.display:
            raise OSError(f"cannot open X display {name}")
        self.root = self.x11.XDefaultRootWindow(self.display)
        self.pid_atom = self.x11.XInternAtom(self.display, b"_NET_WM_PID", 0)

    def close(self) -> None:
        if self.display:   # closing twice is harmless
            self.x11.XCloseDisplay(self.display)
            self.display = None

    def _children(self, window: int) -> list[int]:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children, count = ctypes.POINTER(ctypes.c_ulong)(), ctypes.c_uint()
        if not self.x11.XQueryTree(self.display, window, ctypes.byref(root), ctypes.byref(parent),
                                   ctypes.byref(children), ctypes.byref(count)):
            return []
        found = [children[i] for i in range(count.value)]
        if children:
            self.x11.XFree(children)
        return found

    def _pid_of(self, window: int) -> int | None:
        kind, size = ctypes.c_ulong(), ctypes.c_int()
        items, left, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = self.x11.XGetWindowProperty(self.display, window, self.pid_atom, 0, 1, 0, _XA_CARDINAL,
                                             ctypes.byref(kind), ctypes.byref(size), ctypes.byref(items),
                                             ctypes.byref(left), ctypes.byref(data))
        if status != 0 or not data.value:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_long))[0] if items.value else None
        self.x11.XFree(data)
        return pid

    def attributes(self, window: int) -> _WindowAttributes | None:
        attributes = _WindowAttributes()
        if not self.x11.XGetWindowAttributes(self.display, window, ctypes.byref(attributes)):
            return None
        return attributes

    def visible_window(self, pid: int) -> int | None:
        """A viewable window of process ``pid`` (by its _NET_WM_PID), among the top-level
        windows and their children, as ``xdotool search --onlyvisible --pid`` finds it."""
        for top in self._children(self.root):
            for window in (top, *self._children(top)):
                if self._pid_of(window) == pid:
                    attributes = self.attributes(window)
                    if attributes is not None and attributes.map_state == _IS_VIEWABLE:
                        return window
        return None

    def picture(self, window: int) -> Image.Image | None:
        """What the window shows now (24-bit colour), or None if it cannot be read."""
        attributes = self.attributes(window)
        if attributes is None or attributes.width < 1 or attributes.height < 1:
            return None
        image = self.x11.XGetImage(self.display, window, 0, 0, attributes.width, attributes.height,
                                   _ALL_PLANES, _Z_PIXMAP)
        if not image:
            return None
        try:
            got = image.contents
            if got.bits_per_pixel != 32:
                return None
            raw = ctypes.string_at(got.data, got.bytes_per_line * got.height)
            return Image.frombuffer("RGB", (got.width, got.height), raw, "raw", "BGRX", got.bytes_per_line, 1)
        finally:
            self.x11.XDestroyImage(image)
