"""What the shell builds ahead of need (`scenes.engine.prewarm`), in the order a guest meets it.

The title's art is built at start, before the first frame. While the title plays (a guest always
sees it first), the app then builds, a few small jobs per frame, the menu's art, and for each game
its setup screen, rules screen and table art. Each job fills a cache the screen reads anyway
(backdrops, previews, texts, card faces); a rehearsal draws a screen once into a scratch surface
(not shown) when the pieces it needs are already warm, so that what is left (its texts, buttons
and panels) lands in the caches too. Nothing here changes what a screen shows.
"""
from __future__ import annotations

import gc
import importlib
from typing import Generator, Iterator

import pygame

from scenes.tables.art_ahead import backdrop_job
from sprites import surface_pool

#: The modules the screens after the title need, imported one per prewarm job while the title plays
#: (the start imports only what the title needs). Leaf first, in the order `python -X importtime`
#: lists them, so that each job runs one module's own body; a name missing here is only imported
#: with the module that needs it (a larger job), a stale one costs nothing.
SHELL_MODULES = (
    "scenes.kit", "sprites.widgets", "scenes.kit.ui_scene", "scenes.kit.dialogs",
    "scenes.services.rules_book", "game", "game.core", "scenes.tables", "scenes.tables.entry",
    "scenes.tables.catalog", "scenes.shell.resume", "sprites.previews", "scenes.shell.menu",
    "scenes.kit.keyboard", "scenes.services.seat_names", "scenes.shell.setup", "scenes.shell.rules",
    "scenes.services.formats", "scenes.services.pin_vault", "scenes.kit.pin_pad",
    "scenes.shell.settings_scene", "scenes.shell.scores", "scenes.shell.audio_output", "scenes.shell.kiosk",
    "scenes.shell.crash", "sprites.banner", "scenes.shell.attract",
)
#: what every table needs, before any game's own modules (same order); each game's modules come from its
#: catalog entry (`scenes.shell.warmup_modules`)
TABLE_MODULES = (
    "queue", "pickle", "socket", "multiprocessing.context", "multiprocessing.connection",
    "multiprocessing.queues", "concurrent.futures.process", "multiprocessing.popen_spawn_posix", "game.worker",
    "scenes.tables.animations", "scenes.tables.lesson", "sprites.topbar", "scenes.tables.coach",
    "scenes.tables.lesson_end", "scenes.tables.phone_join", "sprites.particles", "scenes.tables.overlays",
    "scenes.tables.presenter", "scenes.tables.shown_view", "scenes.tables.referee", "scenes.tables.table",
    "game.records", "sprites.backgrounds_cache", "sprites.dice", "sprites.card",
)
#: modules whose own import takes more than about 3 ms here (their rules build many data classes,
#: or they load a library): each is imported first in a frame's spare time (`Prewarm.add(heavy=)`)
HEAVY_MODULES = frozenset((
    "game.core", "scenes.tables.catalog", "scenes.services.pin_vault", "scenes.shell.kiosk",
    "scenes.tables.castile.history", "pickle", "socket",
))
#: a rules package's modules build data classes and tables (its ``rules``, its AI, a solver: 4-18 ms
#: here each): every game's are heavy, as are those named above


def heavy(name: str) -> bool:
    return name in HEAVY_MODULES or name.startswith("game.")

#: The fonts the screens use (kind, logical px), opened and their glyphs loaded ahead of need: a
#: font's first use costs about 1–3 ms here (opening it, then each new glyph). Taken from a walk
#: through every screen; a size missing here is opened in the frame that first needs it.
FONT_SIZES = (
    ("display", (9, 14, 16, 18, 20, 22, 23, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 40, 44, 48, 52, 56, 64)),
    ("text", (18, 20, 22, 24, 26)),
    ("bold", (18, 20, 22, 24, 26, 28)),
)
#: the letters, digits and signs the screens write (German and English)
GLYPHS = ("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜabcdefghijklmnopqrstuvwxyzäöüß0123456789 .,:;!?'\"-–—…%()/+×·→←↑↓"
          "„“”’«»€#&*=<>@")
#: what names and titles are mostly written with (the glyphs a stroke gets drawn ahead: all the signs
#: as well would cost 0.4 MB a stroke)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜabcdefghijklmnopqrstuvwxyzäöüß0123456789 .,!?'-"


def rehearse(app, scene) -> Iterator[None]:
    """Enter `scene` off the stack and draw it once into the scratch surface, then let it go.

    A generator: it pauses after the entry and after each piece it draws (each widget, the static
    layer, the moving part), so the prewarm spreads one screen over several frames."""
    scene.app = app
    scene.rehearsing = True
    scene.enter()
    yield
    surf = surface_pool.take()  # a scratch surface, never shown
    steps = getattr(scene, "rehearsal", None)
    if steps is None:
        scene.draw(surf)
    else:
        yield from steps(surf)
    scene.exit()
    scene.release()
    surface_pool.give(surf)


def rehearse_now(app, scene) -> None:
    for _ in rehearse(app, scene):
        pass


def queue_title(app) -> None:
    """The title's art, before the first frame."""
    from scenes.shell.title import TitleScene

    app.first_screen.add("title", lambda: rehearse_now(app, TitleScene()))
    # two screen-sized surfaces free after it (the title on show takes one), so that the first screen
    # after it never allocates one in its first frame (3-8 ms of page faults here; the warm-up stocks
    # the rest later)
    app.first_screen.add("screen:first", lambda: surface_pool.stock(2))
    # the dice physics library loads in one piece (about 10 ms here, too long for any frame)
    app.first_screen.add("import:pymunk", lambda: importlib.import_module("pymunk"))


def queue_all(app) -> None:
    """Everything after the title, in the order a guest meets it."""
    from scenes.tables.catalog import GAMES, ORDER
    from sprites import background

    jobs = app.prewarm
    _queue_imports(jobs, SHELL_MODULES)
    jobs.add("backdrop:plain", lambda: background.backdrop_steps(skyline=False))
    jobs.add("screen:0", lambda: surface_pool.stock(1))  # (the menu's layer)
    for key in ORDER:
        jobs.add(f"preview:{key}", _preview_job(key))
    for key in ORDER:
        jobs.add(f"tile:{key}", _tile_job(key))
    jobs.add("strokes:menu", lambda: stroke_steps("scenes.shell.menu", "MenuScene"))
    jobs.add("menu", lambda: _rehearse_menu(app))
    jobs.add("scores", lambda: _rehearse_scores(app))
    for n in range(1, surface_pool.STOCK):
        jobs.add(f"screen:{n}", lambda n=n: surface_pool.stock(n + 1))
    _queue_fonts(jobs)
    jobs.add("strokes:setup", lambda: stroke_steps("scenes.shell.setup", "SetupScene"))
    jobs.add("setup:panel", _setup_panel)  # (4 ms alone: before the first setup's rehearsal, not in it)
    for key in ORDER:
        jobs.add(f"setup:{key}", lambda key=key: _rehearse_setup(app, key))
        jobs.add(f"rules:{key}", lambda key=key: _rehearse_rules(app, key))
    _queue_imports(jobs, TABLE_MODULES)
    for key in ORDER:
        jobs.add(f"modules:{key}", _game_imports_job(jobs, GAMES[key]))
    jobs.add("strokes:names", lambda: stroke_steps("scenes.tables.overlays", "PrivacyScene", "ResultsScene"))
    for key in ORDER:
        jobs.add(f"{key}:background", backdrop_job(GAMES[key]))
        warm = getattr(GAMES[key], "warm", None)
        if warm is not None:
            for name, job in warm(app):
                jobs.add(f"{key}:{name}", job)
        jobs.add(f"{key}:table", lambda key=key: _rehearse_table(app, lambda: _default_table(key)))
        if GAMES[key].has_lesson:
            jobs.add(f"{key}:lesson", lambda key=key: _rehearse_lesson(app, key))
        jobs.add("overlays", lambda key=key: _rehearse_overlays(app, key))
    jobs.add("privacy", lambda: _rehearse_privacy(app))


def _queue_imports(jobs, names) -> None:
    for name in names:
        jobs.add(f"import:{name}", lambda name=name: _import(name), heavy=heavy(name))


def _game_imports_job(jobs, entry):
    """A job that finds the game's modules (a source file per step, `warmup_modules`), then queues their
    imports in front of the queue, in order: they run next, before the table's rehearsal."""
    def job() -> Iterator[None]:
        from scenes.shell.warmup_modules import game_module_steps

        names: list[str] = []
        yield from game_module_steps(entry, names)
        for name in reversed(names):
            jobs.add(f"import:{name}", lambda name=name: _import(name), heavy=heavy(name), soon=True)
        yield  # (this job ends at its next turn, once it is in front again: the queue takes it off then)
    return job


def _import(name: str) -> None:
    """Import `name`; what it made (its classes, functions, tables) lives as long as the app, so it
    is frozen at once: the collections while the warm-up goes on need not walk it again and again (a
    full collection over every module imported so far took 9 ms, a frame's whole budget)."""
    importlib.import_module(name)
    gc.freeze()


def _queue_fonts(jobs) -> None:
    from sprites.fonts import get_font

    for kind, sizes in FONT_SIZES:
        for px in sizes:
            jobs.add(f"font:{kind}:{px}", lambda kind=kind, px=px: _glyph_steps(get_font(kind, px).size, GLYPHS, 3))


def _glyph_steps(load, glyphs: str, parts: int) -> Iterator[None]:
    """`load` (a font's `size` or a drawing) `glyphs` in `parts` steps (0.4-1.3 ms each here); opening
    the font is the step before. A plain font's glyphs are measured (`Font.size` loads a glyph's
    metrics; its picture is made when a text first shows it), a stroke's are drawn (`stroke_steps`)."""
    part = len(glyphs) // parts + 1
    for i in range(0, len(glyphs), part):
        load(glyphs[i:i + part])
        yield


def stroke_steps(module: str, *names: str) -> Iterator[None]:
    """The outlined titles of the scenes `names` of `module` (their `STROKES`: px, outline width), made
    ready ahead of them: the plain font opened and measured, the stroke's `LETTERS` drawn. A glyph's
    first stroke costs about 0.2 ms at 60 px: the menu's first step, writing both its titles, took
    3.75 ms, a setup's 3.3 ms, the hand-over screen's title 6-8 ms. Other scenes' titles are fixed
    texts the warm-up's rehearsals write once (in a step with no other work), and `outlined` keeps
    them."""
    from sprites.fonts import get_font, get_outline_font

    scenes = [getattr(importlib.import_module(module), name) for name in names]
    yield
    for scene in scenes:
        for px, width in scene.STROKES:
            font = get_font("display", px)
            yield
            yield from _glyph_steps(font.size, GLYPHS, 3)
            stroke = get_outline_font("display", px, width)
            yield
            if stroke is not None:  # (a pygame that cannot stroke: `outlined` stamps the plain glyphs)
                yield from _glyph_steps(lambda text: stroke.render(text, True, (255, 255, 255)), LETTERS, 6)


def _preview_job(key: str):
    def job():
        from scenes.tables.catalog import GAMES

        preview = GAMES[key].make_preview()
        yield
        from sprites import previews

        yield from previews.felt_steps_for(preview)
        yield from preview.static_steps()
        yield
        preview.static()
        yield
        warm = getattr(preview, "warm_steps", None)
        if warm is not None:
            yield from warm()
    return job


def _tile_job(key: str):
    def job():
        from scenes.shell.menu import GameTile, TILE_H, TILE_W
        from sprites import fonts

        for kind, px in GameTile.FONTS:  # (the first tile opened them all in its one step)
            font = fonts.get_font(kind, px)
            yield
            yield from _glyph_steps(font.size, GLYPHS, 3)
        tile = GameTile(pygame.Rect(0, 150, TILE_W, TILE_H), key, lambda: None)
        tile.frame()
    return job


def _rehearse_menu(app) -> Iterator[None]:
    from scenes.shell.menu import MenuScene

    return rehearse(app, MenuScene())


def _rehearse_scores(app) -> Iterator[None]:
    from scenes.shell.scores import ScoresScene

    return rehearse(app, ScoresScene())


def _setup_panel() -> None:
    from scenes.shell.setup import panel_art

    panel_art()


def _rehearse_setup(app, key: str) -> Iterator[None]:
    from scenes.shell.setup import SetupScene

    return rehearse(app, SetupScene(key))


def _default_table(key: str):
    """The table as the setup proposes it (its default players), for a rehearsal."""
    from scenes.services.seat_names import default_seats
    from scenes.tables.catalog import GAMES

    info = GAMES[key]
    table = info.make_scene({"game": key, "seats": default_seats(info.default_players), "seed": 1, "options": {}})
    table.rehearsing = True
    return table


def _rehearse_table(app, make) -> Generator[None, None, object]:
    """A first entry into the table `make()` returns (a game as the setup proposes it, or its
    lesson with the coach's first words), drawn off screen: what it draws for any players (fonts,
    badges, panels, the top bar) is then ready. Returns the table."""
    table = make()
    table.rehearsing = True
    yield
    yield from rehearse(app, table)
    return table


def _rehearse_lesson(app, key: str) -> Iterator[None]:
    """The game's lesson as `_rehearse_table` enters it, then its two endings over it ("Geschafft!"
    and leaving early): their title, text and buttons were the first frame's work when the lesson
    ended (9–11 ms here)."""
    from scenes.tables.catalog import GAMES
    from scenes.tables.lesson_end import LessonEndScene

    table = yield from _rehearse_table(app, GAMES[key].make_lesson_scene)
    for done in (True, False):
        end = LessonEndScene(table, done)
        end.time = 1.0  # (drawn as it stands once it has opened)
        yield from rehearse(app, end)


def _rehearse_overlays(app, key: str) -> Iterator[None]:
    """The pause menu, a question over it and the results over a table (the same for every game):
    their panels, veil and buttons. The results are drawn as they stand once their rows have come in."""
    from scenes.kit.dialogs import ConfirmScene
    from scenes.tables.overlays import PauseScene, ResultsScene

    table = _default_table(key)
    table.app = app
    table.enter()
    yield
    yield from rehearse(app, PauseScene(table))
    question = ConfirmScene("?", lambda: None)
    question.time = 1.0  # (drawn as it stands once it has opened)
    yield from rehearse(app, question)
    results = ResultsScene(table)
    results.time = 3.0
    yield from rehearse(app, results)
    table.exit()


def _rehearse_privacy(app) -> Iterator[None]:
    """The hand-over screen between people at one screen, for the names the setup proposes."""
    from scenes.services.seat_names import player_name
    from scenes.tables.overlays import PrivacyScene

    for seat in range(2):  # (the names of the first two people; others build their title when shown)
        yield from rehearse(app, PrivacyScene(player_name(seat), seat))


def _rehearse_rules(app, key: str) -> Iterator[None]:
    from scenes.shell.rules import RulesScene

    yield from RulesScene(key, overlay=True, offer_lesson=True).layout_steps()  # its texts, a section a turn
    yield from rehearse(app, RulesScene(key, overlay=True, offer_lesson=True))
