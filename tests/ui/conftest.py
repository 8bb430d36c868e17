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


@pytest.fixture(scope="module")
def postgres_server():
    """A real PostgreSQL for the school-record tests (started once per module; stop/start it freely)."""
    from edu_domino.bench.pg_server import PostgresServer

    server = PostgresServer()
    yield server
    server.close()
