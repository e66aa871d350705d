"""The operator PIN of the café kiosk: a salted scrypt hash, a lockout after wrong entries, a reset.

- The PIN is never stored in clear: ``kiosk_pin_hash`` in the settings table
  holds ``{"kdf": "scrypt", "n", "r", "p", "salt", "hash"}`` (``hashlib.scrypt``,
  a fresh 16-byte salt per PIN). Until the owner chooses one, the default PIN
  ``0000`` opens the way to choosing a PIN, and nothing else.
- After ``ATTEMPTS`` wrong entries in a row the PIN pad locks for 60 s; each
  further round of wrong entries doubles the lock (capped at a day). The lock
  is stored with wall-clock times, so a restart does not lift it; a clock that
  jumps back never lengthens it. Every wrong entry is logged.
- A forgotten PIN: ``python main.py --reset-pin`` from a shell (physical access)
  goes back to the default PIN and lifts the lock; never through the screen.
- New PINs: 4–8 digits, not the default and not a run anyone tries first
  (one digit repeated, 1234…, 9876…).

The key derivation takes about 50 ms here (a few hundred on a Raspberry Pi);
``hashlib.scrypt`` releases the GIL, so the PIN pad runs it in a thread and no
frame waits for it. No pygame here.
"""
from __future__ import annotations

import hashlib
import hmac
import logging
import os
import time
from typing import Callable

DEFAULT_PIN = "0000"
ATTEMPTS = 5
FIRST_LOCK = 60.0
MAX_LOCK = 24 * 3600.0
MIN_DIGITS, MAX_DIGITS = 4, 8
SCRYPT = {"n": 2**14, "r": 8, "p": 1}

HASH_KEY = "kiosk_pin_hash"
FAILS_KEY = "kiosk_pin_failures"
ROUND_KEY = "kiosk_pin_lock_round"
UNTIL_KEY = "kiosk_pin_locked_until"
_LEGACY_KEY = "kiosk_pin"  # a PIN in clear, as versions before the hash stored it

_log = logging.getLogger("kastell.kiosk")


def derive(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=32, maxmem=64 * 1024 * 1024)


def make_record(pin: str) -> dict:
    """The stored form of ``pin``: parameters, salt and key (hex)."""
    salt = os.urandom(16)
    key = derive(pin, salt, **SCRYPT)
    return {"kdf": "scrypt", **SCRYPT, "salt": salt.hex(), "hash": key.hex()}


def record_matches(record: dict, pin: str) -> bool:
    try:
        salt = bytes.fromhex(record["salt"])
        want = bytes.fromhex(record["hash"])
        n, r, p = int(record["n"]), int(record["r"]), int(record["p"])
    except (KeyError, TypeError, ValueError):
        return False
    if record.get("kdf") != "scrypt" or not (2 <= n <= 2**20 and 1 <= r <= 32 and 1 <= p <= 4):
        return False
    return hmac.compare_digest(derive(pin, salt, n, r, p), want)


def new_pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be the new PIN (a translation key), or None."""
    if not (pin.isdigit() and pin.isascii() and MIN_DIGITS <= len(pin) <= MAX_DIGITS):
        return "pin.rule_digits"
    if pin == DEFAULT_PIN:
        return "pin.rule_default"
    steps = {int(b) - int(a) for a, b in zip(pin, pin[1:])}
    if steps in ({0}, {1}, {-1}):
        return "pin.rule_simple"
    return None


class PinVault:
    """The PIN and its lockout, read from and written to storage on every call (so a reset from a
    shell takes effect in a running cabinet). ``clock`` is wall time (tests pass their own)."""

    def __init__(self, storage, clock: Callable[[], float] = time.time) -> None:
        self.storage = storage
        self.clock = clock
        self._migrate()

    # -- the stored record
    def _get(self, key: str, default=None):
        return self.storage.get_setting(key, default) if self.storage is not None else default

    def _set(self, key: str, value) -> None:
        if self.storage is not None:
            self.storage.set_setting(key, value)

    def _migrate(self) -> None:
        """A PIN stored in clear by an older version is hashed and the clear value removed."""
        legacy = self._get(_LEGACY_KEY)
        if legacy is None:
            return
        if isinstance(legacy, str) and legacy != DEFAULT_PIN and new_pin_problem(legacy) != "pin.rule_digits":
            if self._get(HASH_KEY) is None:
                self._set(HASH_KEY, make_record(legacy))
        self.storage.delete_setting(_LEGACY_KEY)
        _log.info("the operator PIN stored in clear was replaced by its hash")

    def is_default(self) -> bool:
        """True while the owner has not chosen a PIN (the default opens only the choice of one)."""
        record = self._get(HASH_KEY)
        return not isinstance(record, dict)

    def checker(self, pin: str) -> Callable[[], bool]:
        """A job that tells whether ``pin`` is the PIN. The stored record is read now (storage stays
        in its thread); the slow key derivation runs when the job is called (in a worker thread)."""
        record = self._get(HASH_KEY)
        if not isinstance(record, dict):
            return lambda: hmac.compare_digest(pin.encode(), DEFAULT_PIN.encode())
        return lambda: record_matches(record, pin)

    def matches(self, pin: str) -> bool:
        """Whether ``pin`` is the PIN (slow: the key derivation)."""
        return self.checker(pin)()

    @staticmethod
    def prepare(pin: str) -> dict:
        """The record of a new PIN (slow: the key derivation; no storage, so any thread may call it).
        ``ValueError`` (its message a translation key) if the PIN breaks the rules."""
        problem = new_pin_problem(pin)
        if problem is not None:
            raise ValueError(problem)
        return make_record(pin)

    def store(self, record: dict) -> None:
        """Make ``record`` (from ``prepare``) the PIN."""
        self._set(HASH_KEY, record)
        _log.info("the operator PIN was changed")

    def set_pin(self, pin: str) -> None:
        """Store a new PIN (slow: the key derivation). ``ValueError`` if it breaks the rules."""
        self.store(self.prepare(pin))

    # -- the lockout
    def _lock_length(self, rounds: int) -> float:
        return min(MAX_LOCK, FIRST_LOCK * 2 ** max(0, rounds - 1))

    def locked_for(self) -> float:
        """Seconds the PIN pad stays locked (0 when open)."""
        until = self._get(UNTIL_KEY, 0)
        if not isinstance(until, (int, float)) or isinstance(until, bool):
            return 0.0
        left = float(until) - self.clock()
        if left <= 0:
            return 0.0
        longest = self._lock_length(int(self._get(ROUND_KEY, 1) or 1))
        if left > longest:  # the clock went back: never lock longer than the lock itself
            left = longest
            self._set(UNTIL_KEY, self.clock() + left)
        return left

    def failures(self) -> int:
        value = self._get(FAILS_KEY, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0

    def attempts_left(self) -> int:
        return max(0, ATTEMPTS - self.failures())

    def record_failure(self) -> float:
        """A wrong entry; returns the lock that starts now (0 while attempts are left)."""
        fails = self.failures() + 1
        if fails < ATTEMPTS:
            self._set(FAILS_KEY, fails)
            _log.warning("wrong operator PIN (%d of %d before the lock)", fails, ATTEMPTS)
            return 0.0
        rounds = int(self._get(ROUND_KEY, 0) or 0) + 1
        length = self._lock_length(rounds)
        self._set(FAILS_KEY, 0)
        self._set(ROUND_KEY, rounds)
        self._set(UNTIL_KEY, self.clock() + length)
        _log.warning("wrong operator PIN %d times: the PIN pad is locked for %d s (round %d)",
                     ATTEMPTS, int(length), rounds)
        return length

    def record_success(self) -> None:
        for key in (FAILS_KEY, ROUND_KEY, UNTIL_KEY):
            if self._get(key) not in (None, 0):
                self._set(key, 0)

    def reset(self) -> None:
        """Back to the default PIN, lock lifted (``main.py --reset-pin``)."""
        for key in (HASH_KEY, FAILS_KEY, ROUND_KEY, UNTIL_KEY, _LEGACY_KEY):
            self.storage.delete_setting(key)
        _log.warning("the operator PIN was reset to the default from the command line")
