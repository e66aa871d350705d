"""The screenshot gallery: every screen state a person can meet, photographed and audited.

`python -m bench.gallery OUT [--lang de|en|both] [--size WxH] [--only TEXT]` drives the app headless
through the states of `bench.gallery.states` with the layout audit on (`sprites.audit`), and writes one
PNG per state (`OUT/<lang>/<state>.png`), a contact sheet `OUT/index.html` and `OUT/audit.json`:
`{"states": [...], "texts": N, "violations": [{"state", "kind", "detail"}, ...], "excepted": [...]}`.
Violations listed in `bench.gallery.exceptions` (each with its reason) are reported apart, not as
violations. The tests run it and fail on any violation.
"""
