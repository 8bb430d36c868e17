"""Tapping a rhythm back: the session (times, phases, the verdict), the timelines, the widget."""
