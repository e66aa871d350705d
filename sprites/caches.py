"""One switch for every cache of fonts and surfaces, for when pygame restarts
(tests start and stop the app many times; a font made before `pygame.quit()` is dead).
"""
from __future__ import annotations


def clear_all() -> None:
    from sprites import background, card, draw, fonts, icons, text, widgets

    fonts.font_path.cache_clear()
    fonts.get_font.cache_clear()
    for fn in (text.render, text.outlined, text.wrap, text.fit, text.elide, draw.glow, draw.shade, draw.seat_badge, background._backdrop,
               icons.die, icons.roof, icons.disc, icons.rotations):
        fn.cache_clear()
    widgets._cache.clear()
    widgets._arrow_cache.clear()
    if hasattr(card, "clear_cache"):
        card.clear_cache()
    import sprites.particles
    import sprites.previews

    sprites.particles._dots.clear()
    sprites.previews._badges.clear()
    import sys

    for name, attr in (("scenes.dialogs", "_veils"), ("scenes.menu", "_soon")):
        module = sys.modules.get(name)
        if module is not None:
            getattr(module, attr).clear()
    # newer sprite and scene modules expose one `clear_caches()` each
    for name, module in list(sys.modules.items()):
        if name.startswith(("sprites.", "scenes.")) and callable(getattr(module, "clear_caches", None)):
            module.clear_caches()
