"""The tests, in folders that mirror the packages of ``buraco_tui``; shared helpers in ``helpers``."""
