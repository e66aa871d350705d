"""What the cabinet knows of a game's table folder: its description (the rules package's `GAME`), the
rules package itself, its colour on the menu, how to make its table scene and its preview, and its
phone page (`PhonePage`: its script, words and look, when it plays on phones).

Each `scenes/tables/<game>/__init__.py` exports one `TableEntry` as `TABLE`; the catalog lists them.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Callable

from game.core import GameSpec
from scenes.services import i18n, rules_book
from scenes.services.i18n import tr

ATTRACT_SECONDS = 45.0  # a game of the attract loop plays this long (or to its end)
#: in the attract loop these inputs leave for the menu
ATTRACT_LEAVE_KINDS = ("point_down", "select", "back", "menu", "key", "hint", "nav", "text")


def lazy(module: str, name: str) -> Callable:
    """A maker that imports `module` when it is first called and calls its `name` with the arguments:
    a table folder's table, preview and lesson load when a game starts, not when the games are listed."""
    def make(*args):
        return getattr(importlib.import_module(module), name)(*args)
    make.__qualname__ = make.__name__ = f"lazy:{module}.{name}"
    make.module, make.attr = module, name  # (the table folder is its table's package: `TableEntry.packages`)
    return make


def folder_entry(folder: str, rules_package: ModuleType, *, table: str, preview: str, words: tuple = (),
                 rules_text: str | None = None, lesson: str | None = "LESSON", **fields) -> "TableEntry":
    """A table folder's line in the catalog, made by its ``__init__``: its words (`words`, tables of
    `scenes.services.i18n`) and rules text made known, its table class (`table`, in ``<folder>.table``),
    preview (in ``<folder>.preview``) and lesson (in ``<folder>.lesson``) loaded when first needed;
    `fields` are the entry's own (accent, phone page, table options, warm-up, ...)."""
    for table_words in words:
        i18n.add_strings(table_words)
    if rules_text is not None:
        rules_book.add(rules_package.GAME.key, rules_text)
    return TableEntry(spec=rules_package.GAME, module=rules_package, scene=lazy(f"{folder}.table", table),
                      preview=lazy(f"{folder}.preview", preview),
                      lesson=lazy(f"{folder}.lesson", lesson) if lesson else None, **fields)


@dataclass(frozen=True)
class TableOption:
    """A choice about how a table is played, not about the rules (those are the rules package's
    ``GameSpec.options``): e.g. Castro's real dice, rolled in a cup and typed in.

    It lives in the setup dict under ``key`` (so the autosave keeps it and a resumed game still uses
    it), the setup screen offers it as a switch labelled ``label_key``, and the command line as
    ``--<flag>`` with ``help`` (English, like every flag's help).
    """

    key: str
    label_key: str
    flag: str
    help: str


@dataclass(frozen=True)
class PhonePage:
    """A game's part of the phone page, from its table folder: its script (``phone.js``, which
    registers the game with ``Kastell.register(key, …)``; the table server serves it as
    ``assets/game.js``), its own words (``phone.<key>.*``, German first), sent with the page's
    shared words (``scenes/services/strings_phone.py``), and its own look (``phone.css``, served as
    ``assets/game.css`` after the shared style; None: the shared style alone)."""

    script: Path
    words: dict[str, dict[str, str]] = field(default_factory=dict, compare=False)
    style: Path | None = None


@dataclass(frozen=True)
class TableEntry:
    spec: GameSpec
    module: ModuleType                      # the pure rules package (game.<key>)
    accent: tuple[int, int, int]            # the game's colour on its menu tile
    scene: Callable[[dict], object]         # makes the table scene for a setup dict
    preview: Callable[[], object]           # makes the live preview for the menu tile and teaser
    #: draws the game's own block on its setup screen (surface, storage, rect), e.g. a patience's statistics
    setup_panel: Callable | None = None
    #: the game's own two high-score columns (storage -> [(heading, [(name, figure), ...]), ...]);
    #: None: wins by name, today and of all time
    score_columns: Callable | None = None
    #: the game's own statistics rows (storage -> [(label, figure), ...]); None: played and won by people
    stats_rows: Callable | None = None
    #: the table's own switches on the setup screen (stored in the setup dict, see `TableOption`)
    table_options: tuple[TableOption, ...] = ()
    #: the game's lesson ("Lernpartie"): () -> scenes.tables.lesson.Lesson; None: the game has none
    lesson: Callable | None = None
    #: the table's art built ahead of need (app -> [(name, job), ...], see `scenes.engine.prewarm`);
    #: None: the table builds it on entry
    warm: Callable | None = None
    #: the game's phone page (its script, words and look); None: the game is played at the big screen only
    phone: PhonePage | None = None

    @property
    def key(self) -> str:
        return self.spec.key

    @property
    def name(self) -> str:
        """The game's name as the code knows it (logs, command line)."""
        return self.spec.name

    @property
    def title(self) -> str:
        """The game's name as screens show it, in the current language."""
        return tr(self.spec.title_key)

    @property
    def min_players(self) -> int:
        return self.spec.min_players

    @property
    def max_players(self) -> int:
        return self.spec.max_players

    @property
    def default_players(self) -> int:
        return self.spec.default_players

    @property
    def hidden_info(self) -> bool:
        return self.spec.hidden_info

    @property
    def packages(self) -> tuple[str, ...]:
        """The game's two packages: its rules package and its table folder (the package of the module
        its table scene comes from); the warm-up imports their modules ahead of need."""
        module = getattr(self.scene, "module", None) or getattr(self.scene, "__module__", "")
        folder = module.rpartition(".")[0] if module.count(".") >= 2 else ""
        return tuple(name for name in (self.module.__name__, folder) if name)

    @property
    def roots(self) -> tuple[str, ...]:
        """The modules the game's makers load (its table, lesson and preview): where its imports begin."""
        makers = (self.scene, self.lesson, self.preview)
        return tuple(m for m in (getattr(maker, "module", None) or getattr(maker, "__module__", None)
                                 for maker in makers if maker is not None) if m)

    def table_class(self) -> type:
        """The table scene's class, imported now (the warm-up builds its background ahead of need)."""
        maker = self.scene
        if hasattr(maker, "attr"):
            return getattr(importlib.import_module(maker.module), maker.attr)
        return maker

    def make_scene(self, setup: dict):
        """The game's table scene for a setup dict (seats, seed, options)."""
        scene = self.scene(setup)
        scene.entry = self  # (its phone seats serve this line's phone page)
        return scene

    @property
    def has_lesson(self) -> bool:
        return self.lesson is not None

    def make_lesson_scene(self):
        """The game's table playing its lesson: the fixed seats and seed, the coach on."""
        from scenes.tables.lesson import LessonRun

        lesson = self.lesson()
        table = self.make_scene(lesson.setup(you=tr("lesson.you")))
        table.lesson.run = LessonRun(lesson)
        return table

    def make_preview(self):
        return self.preview()

    def load_module(self) -> ModuleType:
        """The game's pure rules package."""
        return self.module
