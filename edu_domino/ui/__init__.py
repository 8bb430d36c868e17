"""The pygame front end: app loop, scenes, layout, theme, input mapping.

The only package that imports pygame. Nothing here opens a window at import time: `App` does,
when it is built.
"""
