"""The words: the message catalogue in Portuguese, English and Spanish (``lang``) and the
names of levels, tables and seats (``names``).

The bottom layer: the engine's refusals speak through it, so it imports nothing else of
:mod:`buraco_tui` (checked by ``lint-imports``).
"""
