"""The Raspberry Pi kiosk: the installer, the service and its session scripts, the owner's guide
(README.md), and `python -m kiosk.pack`, which makes the release archive for a USB stick."""
