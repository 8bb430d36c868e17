"""The scenes of the app, one module each."""
