"""Tests of buraco_tui.engine.table."""
