"""buraco-tui: the Brazilian card game Buraco in the terminal, against bots."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("buraco-tui")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+unknown"
