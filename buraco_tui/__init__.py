"""buraco-tui: the Brazilian card game Buraco in the terminal, against bots."""

__version__ = "0.1.0"
