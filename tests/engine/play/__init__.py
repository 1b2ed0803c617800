"""Tests of buraco_tui.engine.play."""
