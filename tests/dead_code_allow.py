"""The dead-code check's allow-list (vulture's whitelist format): names vulture reports as unused
that are used where it cannot see, each group with its reason.

Vulture only parses this file (it is one of the paths in pyproject.toml's [tool.vulture]); nothing
imports or runs it. Vulture matches by name alone, so ``_.name`` keeps every definition of that name.
`test_dead_code.test_every_allowed_name_is_still_needed` fails once an entry is no longer needed.
"""

# Looked up by name: the booted check's steps, run from the STEPS table of kiosk/vm/__main__.py
# (getattr(check, method)).
_.data_stick
_.no_display
_.security

# Made by name when a game starts (scenes/tables/<game>/__init__.py: entry.lazy(module, name)), so that
# listing the games imports no table, preview or lesson.
_.LESSON
_.CastroPreview
_.CatslePreview
_.CapricePreview
_.CastilePreview

# Set for a library that reads them.
_.midtop  # pygame.Rect's setters place a rect
_.midright
_.damping  # pymunk: the space's and the shapes' physics
_.iterations
_.elasticity
_.friction
_.uid  # tarfile.TarInfo: the archive's owners and times (kiosk/pack.py)
_.gid
_.uname
_.gname
_.mtime

# Called by Python or pygame, not by our code.
_.__repr__  # set on each record class (game/records.py)
_.blits  # the audit surface overrides pygame.Surface's methods (sprites/audit.py)
_.fblits

# A cache key: lru_cache keys the badge on it; the function reads the palette itself
# (scenes/tables/castile/painter.py, lost_badge).
palette_version

# Held, not read: the phone server keeps its listening asyncio server (scenes/services/phones/server.py).
_._server

# Read only by the tests: a screen's buttons they press, a tag they find a widget by, figures they check.
_.settings_btn  # scenes/shell/menu.py
_.scores_btn
_.lang_btn
_.lesson_btn  # scenes/shell/setup.py
_.start_btn
_.role  # setup widgets' roles ("kind", "where", an option's key), found with getattr(w, "role")
_.teaser_cut
_.cancel_btn  # scenes/kit/pin_pad.py
_.question_bottom  # scenes/kit/dialogs.py
_.more  # scenes/shell/scores.py: the next-sheet button
_.pause_btn  # scenes/tables/castro/dice_picker.py
_.clear_btn
_.virtual_time  # scenes/engine/app.py: the headless clock
_.GAME_SECONDS  # scenes/shell/attract.py
_.step_taps  # bench/lesson_player.py: LessonReport's figures
_.corrections

# Read only by the tests: the questions they ask to check what the program did.
_.chance_moves  # game/core.py, Match: the chance stream as drawn
_.matches  # scenes/services/pin_vault.py: whether a PIN is the stored one
_.set_aside_games  # scenes/services/storage.py: the games set aside (kept for the developers too)
_.has  # scenes/services/i18n.py: whether a text exists for a key
_.free_count  # sprites/surface_pool.py: the surfaces kept for reuse
_.unregister  # scenes/tables/catalog.py: the tests' toy fifth game comes and goes
_.expected_names  # scenes/tables/phone_pictures.py: every phone picture's name

# Called from a child process's code, written as a string (the bench measures a fresh interpreter).
_.cabinet_pss_mb  # bench/cabinet_memory.py: the PSS of the app and its workers, from inside the child
