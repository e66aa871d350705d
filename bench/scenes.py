"""The scenes the bench measures, by name, each built fresh on a started app."""
from __future__ import annotations


def scene_factories() -> dict:
    from scenes.keyboard import KeyboardScene
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.title import TitleScene

    return {
        "title": lambda: [TitleScene()],
        "menu": lambda: [MenuScene()],
        "settings": lambda: [SettingsScene()],
        "rules": lambda: [MenuScene(), RulesScene("castro")],
        "setup": lambda: [MenuScene(), SetupScene("catsle")],
        "keyboard": lambda: [MenuScene(), SetupScene("castro"), KeyboardScene("Name", "Anna", lambda t: None)],
    }
