import pytest

from edu_domino.ui.app import App
from edu_domino.ui.settings import Settings


@pytest.fixture
def make_app():
    """Build headless apps (SDL dummy driver, set in tests/conftest.py); closes them afterwards."""
    apps = []

    def make(size=(1280, 720), language="en", **settings):
        app = App(size=size, settings=Settings(**settings), language=language, sound=False)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.close()
