"""Phones as private hands: the table server, its tokens and the phone page (ARCHITECTURE.md)."""
