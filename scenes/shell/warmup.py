"""What the shell builds ahead of need (`scenes.engine.prewarm`), in the order a guest meets it.

The title's art is built at start, before the first frame. While the title plays (a guest always
sees it first), the app then builds, a few small jobs per frame, the menu's art, and for each game
its setup screen, rules screen and table art. Each job fills a cache the screen reads anyway
(backdrops, previews, texts, card faces); a rehearsal draws a screen once into a scratch surface
(not shown) when the pieces it needs are already warm, so that what is left (its texts, buttons
and panels) lands in the caches too. Nothing here changes what a screen shows.
"""
from __future__ import annotations

import pygame

from scenes.engine.input import LOGICAL

_scratch: list[pygame.Surface] = []


def scratch() -> pygame.Surface:
    """One off-screen surface for rehearsals (never shown)."""
    if not _scratch:
        surf = pygame.Surface(LOGICAL)
        if pygame.display.get_surface() is not None:
            surf = surf.convert()
        _scratch.append(surf)
    return _scratch[0]


def clear_caches() -> None:
    _scratch.clear()


def rehearse(app, scene):
    """Enter `scene` off the stack and draw it once into the scratch surface, then let it go.

    A generator: it pauses after the entry and after each piece it draws (each widget, the static
    layer, the moving part), so the prewarm spreads one screen over several frames."""
    scene.app = app
    scene.enter()
    yield
    surf = scratch()
    widgets = getattr(scene, "widgets", None)
    if widgets is None:
        scene.draw(surf)
    else:
        for widget in list(widgets):
            if widget.visible:
                widget.draw(surf)
                yield
        scene.draw_static(surf)
        yield
        scene.draw_dynamic(surf)
    scene.exit()


def rehearse_now(app, scene) -> None:
    for _ in rehearse(app, scene):
        pass


def queue_title(app) -> None:
    """The title's art, before the first frame."""
    from scenes.shell.title import TitleScene

    app.first_screen.add("title", lambda: rehearse_now(app, TitleScene()))


def queue_all(app) -> None:
    """Everything after the title, in the order a guest meets it."""
    from scenes.tables.catalog import GAMES, ORDER
    from sprites import background

    jobs = app.prewarm
    jobs.add("backdrop:plain", lambda: background.backdrop(skyline=False))
    for key in ORDER:
        jobs.add(f"preview:{key}", _preview_job(key))
    for key in ORDER:
        jobs.add(f"tile:{key}", _tile_job(app, key))
    jobs.add("menu", lambda: _rehearse_menu(app))
    for key in ORDER:
        jobs.add(f"setup:{key}", lambda key=key: _rehearse_setup(app, key))
        jobs.add(f"rules:{key}", lambda key=key: _rehearse_rules(app, key))
        warm = getattr(GAMES[key], "warm", None)
        if warm is not None:
            for name, job in warm(app):
                jobs.add(f"{key}:{name}", job)


def _preview_job(key: str):
    def job():
        from scenes.tables.catalog import GAMES

        preview = GAMES[key].make_preview()
        yield
        from sprites import previews

        yield from previews.felt_steps_for(preview)
        preview.static()
        yield
        warm = getattr(preview, "warm_steps", None)
        if warm is not None:
            yield from warm()
    return job


def _tile_job(app, key: str):
    def job():
        from scenes.shell.menu import GameTile, TILE_H, TILE_W

        tile = GameTile(pygame.Rect(0, 150, TILE_W, TILE_H), key, lambda: None)
        tile.frame()
    return job


def _rehearse_menu(app) -> None:
    from scenes.shell.menu import MenuScene

    return rehearse(app, MenuScene())


def _rehearse_setup(app, key: str) -> None:
    from scenes.shell.setup import SetupScene

    return rehearse(app, SetupScene(key))


def _rehearse_rules(app, key: str) -> None:
    from scenes.shell.rules import RulesScene

    return rehearse(app, RulesScene(key, overlay=True, offer_lesson=True))
