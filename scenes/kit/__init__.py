"""Reusable UI scenes: the widget scene base, dialogs, the on-screen keyboard and the PIN pad."""
