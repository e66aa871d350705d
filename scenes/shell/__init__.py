"""The cabinet's own screens: title, menu, setup, rules, settings, high scores, the attract loop, the kiosk's operator screens, the crash screen, resuming, and the boot that wires them up."""
