"""The sources of the fifth game of `tests/test_fifth_game.py`, Quarry, as a game's author would bring
them: its pure rules package (``fifth_game/game/quarry``) and its table folder
(``fifth_game/tables/quarry``, with its phone page: its script, words and pictures). They are not
imported from here: the test places them as the package ``quarry`` of ``game`` and the folder
``quarry`` of ``scenes.tables`` in a test-only package path (extra folders of those two packages), so
nothing outside them changes.
"""
