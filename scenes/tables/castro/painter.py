"""Castro's table as drawn: the board as one cached layer (tiles and towers, brought up to date a row
of fields per step), the panels beside it (players, prompt or hint, fields and Trainer), the glowing
fields a roof may go on, and over them each frame the falling roofs, the dice tray, the winning line,
the hint's rings, the focus ring and the particles.

The board and the players' panels show the table's shown state (`table.shown_state`: it lags the
match while a roof falls, so a player's supply and turn change when the roof lands, with the tower);
the dice, the prompt and the legal fields follow the match (the dice tray animates it itself).
"""
from __future__ import annotations

import math
from typing import Iterator

import pygame

import game.castro as castro
from scenes.tables.castro import art as castro_art
from scenes.tables.castro import layout as L
from scenes.tables.castro import panels
from scenes.tables.castro import prompt
from scenes.tables.castro.hint import hint_lines
from sprites import surface_pool, theme
from sprites.draw import glow
from sprites.draw import shade as draw_shade
from sprites.widgets import Hotspot


class CastroPainter:
    def __init__(self, table) -> None:
        self.table = table
        self.board_layer: pygame.Surface | None = None
        self.board_dirty = True
        self._board_key = None          # the palette and background the board layer was drawn with
        self._drawn: dict = {}          # field -> the stack drawn there

    def release(self) -> None:
        surface_pool.give(self.board_layer)
        self.board_layer = None

    def board_surface(self) -> pygame.Surface:
        """The board as one cached layer (tiles and towers), opaque: drawn over its part of the
        background, so that the layer is copied, not blended, when the table's picture is drawn
        again (after each throw; blending it took about 0.5 ms of those frames). When the shown
        stacks change only the fields that changed are drawn again, over the background; a new
        language, palette or background draws it all."""
        for _ in self.board_steps():
            pass
        return self.board_layer

    def board_steps(self) -> Iterator[None]:
        """`board_surface` brought up to date a row of fields per step (a first entry draws all 36
        fields: 3-9 ms in one step of the staged entry). A build left unfinished stays due."""
        if self.board_layer is not None and not self.board_dirty:
            return
        background = self.table.background
        key = (theme.version(), theme.high_contrast(), background)
        if self.board_layer is None or key != self._board_key:
            surface_pool.give(self.board_layer)
            self.board_layer = surface_pool.take(L.FRAME.size)
            self.board_layer.blit(background, (0, 0), L.FRAME)
            self._board_key = key
            self._drawn = {}
        layer = self.board_layer
        off = (-L.FRAME.x, -L.FRAME.y)
        colors = [theme.seat_color(i) for i in range(4)]
        self.board_dirty = False  # (a change while the steps run marks it again)
        try:
            drew = False
            for f in castro.FIELDS:
                if drew and f[1] == 0:  # a new row, after a row that drew something
                    drew = False
                    yield
                owners = castro.stack(self.table.shown_state, f)
                if self._drawn.get(f) == owners:
                    continue
                cell = L.cell_rect(f).move(off)
                layer.blit(background, cell, L.cell_rect(f))  # what lies beneath the field
                tile = castro_art.field_tile(castro.field_category(f), L.CELL, key[1], bool(owners))
                layer.blit(tile, cell)
                castro_art.draw_stack(layer, cell, owners, colors)
                self._drawn[f] = owners
                drew = True
        except GeneratorExit:
            self.board_dirty = True
            raise

    def static_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The table's still picture, pausing between its panels (the warm-up's rehearsal spreads them
        over frames)."""
        t = self.table
        surface.blit(t.background, (0, 0))
        yield from self.board_steps()
        surface.blit(self.board_surface(), L.FRAME)
        yield
        shown = t.shown_state  # (the roofs left and whose turn, as the board shows them: after the roof lands)
        panels.draw_players(surface, shown, t.names, None if castro.is_over(shown) else castro.current_player(shown))
        advice = t.advisor.advice()
        told = prompt.told(t)
        if advice is not None:
            panels.draw_hint(surface, hint_lines(advice, t.names))
        else:
            panels.draw_prompt(surface, prompt.prompt_text(t), (told[0], prompt.told_text(t, told)) if told else None)
        yield
        panels.draw_fields_panel(surface, t.advisor.chances(), t.advisor.coach and not t.match.is_over())
        self.draw_legal(surface)
        if told is not None and told[1] is not None:  # where the last roof of another player went
            pygame.draw.rect(surface, theme.seat_color(told[0]), L.cell_rect(told[1]).inflate(8, 8), 4,
                             border_radius=12)
        if advice is not None and advice.field is not None:
            cell = L.cell_rect(advice.field)
            ring = castro_art.hint_ring(cell.size)
            surface.blit(ring, ring.get_rect(center=cell.center))

    def draw_legal(self, surface: pygame.Surface) -> None:
        """Glowing fields the roof may go on (each with a pale roof and the height it would stand at);
        the others dimmed."""
        t = self.table
        legal = t.legal_fields()
        if not legal:
            return
        s = t.state
        accent = theme.seat_color(t.match.actor())
        ring = glow((L.CELL, L.CELL), (255, 236, 140), 12, 9)
        shade = draw_shade((L.CELL, L.CELL), (10, 8, 6, 120), 10)
        legal_set = set(legal)
        for f in castro.FIELDS:
            if f not in legal_set:
                surface.blit(shade, L.cell_rect(f))
        for f in legal:
            cell = L.cell_rect(f)
            surface.blit(ring, (cell.x - 9, cell.y - 9))
            castro_art.would_be(surface, cell, len(castro.stack(s, f)) + 1, accent)

    def has_dynamic(self) -> bool:
        t = self.table
        return bool(t.tray is not None and t.tray.moving or t.animations or t.particles.animating
                    or (t.match.is_over() and castro.winning_line(t.state)))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        t = self.table
        self.draw_winning_line(surface)
        for d in t.animations:
            cell = L.cell_rect(d.field)
            target = castro_art.stack_top_y(cell, d.level)
            y = target - 180 + 180 * d.tween.value
            img = castro_art.roof(theme.seat_color(d.seat))
            surface.blit(img, (cell.centerx - img.get_width() // 2, int(y)))
        t.tray.draw(surface)
        self.draw_hint_rings(surface)
        focused = t.focused()
        if t.show_focus() and focused is not None and focused.visible and focused.focusable:
            rect = focused.rect
            ring = castro_art.focus_ring(rect.size, 18 if not isinstance(focused, Hotspot) else 12)
            surface.blit(ring, ring.get_rect(center=rect.center))
        t.particles.draw(surface)

    def draw_winning_line(self, surface: pygame.Surface) -> None:
        """The winning fields pulse in the winner's colour once the last roof has landed."""
        t = self.table
        line = castro.winning_line(t.state) if t.match.is_over() else ()
        if not line or t.animations:
            return
        pulse = 0.5 + 0.5 * math.sin(t.time * 6)
        winner = t.state.winner if t.state.winner is not None else 0
        color = theme.seat_color(winner)
        halo = glow((L.CELL + 8, L.CELL + 8), color, 14, 10)
        halo.set_alpha(int(120 + 135 * pulse))
        mark = castro_art.mark_ring((L.CELL, L.CELL), color)
        for f in line:
            cell = L.cell_rect(f)
            surface.blit(halo, halo.get_rect(center=cell.center))
            surface.blit(mark, mark.get_rect(center=cell.center))
        halo.set_alpha(None)

    def draw_hint_rings(self, surface: pygame.Surface) -> None:
        """The hint's rings round the dice to keep and round the button to press."""
        t = self.table
        advice = t.advisor.advice()
        if advice is None:
            return
        for i in t.advisor.hint_dice(advice):
            r = t.tray.die_rect(i)
            ring = castro_art.hint_ring(r.size)
            surface.blit(ring, ring.get_rect(center=r.center))
        button = t.roll_btn if isinstance(advice.move, castro.Roll) else (
            t.discard_btn if isinstance(advice.move, castro.Discard) else None)
        if button is not None and button.visible:
            ring = castro_art.hint_ring(button.rect.size, 18)
            surface.blit(ring, ring.get_rect(center=button.rect.center))
