"""Tests of buraco_tui.engine.state."""
