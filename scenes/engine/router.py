"""Routes: screens by name. A scene asks for "menu" or "setup" (with its arguments) and never imports
another screen; the shell's boot registers what each name makes (`scenes.shell.routes`).

`router.make(name, **kw)` builds the scene; `push`, `replace` and `reset` also put it on the stack.
A route's maker gets the app first, then the keyword arguments.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:  # pragma: no cover
    from scenes.engine.protocols import AppLike
    from scenes.engine.scene import Scene

Maker = Callable[..., "Scene"]


class UnknownRoute(KeyError):
    """A screen asked for a route nobody registered."""


class Router:
    def __init__(self, app: "AppLike") -> None:
        self.app = app
        self._routes: dict[str, Maker] = {}

    def add(self, name: str, make: Maker) -> None:
        self._routes[name] = make

    def __contains__(self, name: str) -> bool:
        return name in self._routes

    def make(self, name: str, **kw) -> "Scene":
        try:
            make = self._routes[name]
        except KeyError:
            raise UnknownRoute(f"no route {name!r} (known: {', '.join(sorted(self._routes))})") from None
        return make(self.app, **kw)

    def push(self, name: str, **kw) -> "Scene":
        scene = self.make(name, **kw)
        self.app.stack.push(scene)
        return scene

    def replace(self, name: str, **kw) -> "Scene":
        scene = self.make(name, **kw)
        self.app.stack.replace(scene)
        return scene

    def reset(self, name: str, **kw) -> "Scene":
        scene = self.make(name, **kw)
        self.app.stack.reset(scene)
        return scene
