"""Kastell's background music: the scores as data, the MIDI they make and the OGG files rendered from them.

``notation`` spells notes and patterns, ``score`` holds a piece's tracks, ``midi`` turns a piece into
MIDI bytes, ``pieces`` composes the seven pieces, and ``render`` (run by hand, needs FluidSynth) writes
the OGG files and ``manifest.json`` that the game plays. Nothing here runs at import.
"""
