"""The booted check of the kiosk (`kiosk/test-in-vm.sh`): a Debian bookworm machine in QEMU with systemd as
PID 1, a display, a sound card and no network, in which Kastell is installed from the offline pack and
looked at as a café owner meets it. Host-side only: the standard library, QEMU, debootstrap, ImageMagick
and tesseract (installed by the shell script). Nothing here is imported by the app.
"""
