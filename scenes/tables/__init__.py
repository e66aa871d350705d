"""The game tables: the shared table base and overlays, the catalog of games, and one folder per game with its table, layout, words, rules text, preview and art."""
