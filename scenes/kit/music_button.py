"""The music's mute as buttons: in the pause menu a row that says what a tap does ("Musik aus"
while music plays, "Musik an" while it is muted); on the menu a square with the note's sign, crossed
out while muted. Both call `App.toggle_music`.
"""
from __future__ import annotations

from scenes.services.i18n import tr
from sprites import icons, theme
from sprites.widgets import Button


def music_label(app) -> str:
    return tr("music.unmute") if app.music.muted else tr("music.mute")


def music_button(app, rect, **kw) -> Button:
    """A row that mutes the music, or unmutes it, in words."""
    return Button(rect, lambda: music_label(app), app.toggle_music, **kw)


class MusicButton(Button):
    """The note's sign (crossed out while the music is muted): a tap mutes or unmutes."""

    def __init__(self, app, rect) -> None:
        super().__init__(rect, "", app.toggle_music, style="ghost")
        self.app = app

    def face(self):
        self.icon = icons.note(34, theme.palette()["text"], crossed=self.app.music.muted)
        return super().face()
