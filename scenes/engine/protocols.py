"""What a scene may use of the app, as Protocols: scenes type-hint the app through `AppLike` and never
import the app itself (which would pull the whole engine into every screen's imports).

This module is the leaf of the engine: it imports no other module of the project (only pygame, for
type checkers), so a type hint never closes an import cycle.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pygame


class StackLike(Protocol):
    """The scene stack as scenes use it (`scenes.engine.scene.SceneStack`)."""

    scenes: list
    top: Any

    def push(self, scene: Any) -> None: ...

    def pop(self, scene: Any = None) -> None: ...

    def replace(self, scene: Any) -> None: ...

    def reset(self, scene: Any) -> None: ...


class RouterLike(Protocol):
    """Screens by route name (`scenes.engine.router.Router`)."""

    def make(self, name: str, **kw: Any) -> Any: ...

    def push(self, name: str, **kw: Any) -> Any: ...

    def replace(self, name: str, **kw: Any) -> Any: ...

    def reset(self, name: str, **kw: Any) -> Any: ...


class AppLike(Protocol):
    config: Any
    stack: StackLike
    router: RouterLike
    input: Any
    settings: Any
    storage: Any
    sound: Any
    kiosk: Any
    toasts: Any
    coach: Any                  # a lesson's coach over every scene, or None
    screen: "pygame.Surface | None"
    log_path: str | None
    window_fullscreen: bool

    def toast(self, text: str, kind: str = "info") -> None: ...

    def set_language(self, lang: str) -> None: ...

    def set_high_contrast(self, on: bool) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def quit(self, code: int = 0) -> None: ...
