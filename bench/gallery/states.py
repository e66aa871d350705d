"""Every screen state of the gallery, by name, in the order of the contact sheet.

Each game's states live beside the others in `states_<game>.py`; the cabinet's own screens in
`states_shell.py`. A builder gets the `Gallery` (bench.gallery.run) and leaves the app on its screen.
"""
from __future__ import annotations

from bench.gallery import (states_caprice, states_castile, states_castro, states_catsle, states_lessons,
                           states_phones, states_shell)

STATES = {**states_shell.STATES, **states_castro.STATES, **states_catsle.STATES, **states_caprice.STATES,
          **states_castile.STATES, **states_phones.STATES, **states_lessons.STATES}
