"""Tests of buraco_tui.engine.jogos."""
