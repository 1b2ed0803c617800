"""buraco-tui: the Brazilian card game Buraco in the terminal, against bots."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    """``__version__``, read from the installed metadata when first asked for.

    ``importlib.metadata`` is slow to import; the app only needs the version when it
    writes a save, so the start-up does not pay for it.
    """
    if name != "__version__":
        raise AttributeError(f"module 'buraco_tui' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("buraco-tui")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
