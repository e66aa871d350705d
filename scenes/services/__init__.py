"""Services the screens share: storage, settings, translation and its shared words, the PIN vault, seat names, the rules book, the log file, formats."""
