"""The class-play server as the app holds it: started when a class game or lesson opens,
stopped when the teacher leaves it, so nothing listens outside class play."""

from __future__ import annotations

import os

from edu_domino.classplay.network import LOOPBACK
from edu_domino.classplay.server import ClassServer

DEFAULT_PORT = 8765


class ClassSession:
    def __init__(self, table=None, lesson=None, images: dict[str, bytes] | None = None,
                 host: str | None = None, port: int = DEFAULT_PORT, lang: str = "en") -> None:
        from edu_domino.classplay import lan_address

        self.table = table
        self.lesson = lesson
        self.images = images or {}
        # EDU_DOMINO_CLASS_HOST picks the address on a machine with several networks (the tests
        # set it to loopback, so no test ever listens on a real network).
        chosen = host or os.environ.get("EDU_DOMINO_CLASS_HOST")
        self.host = chosen or lan_address()
        # No address was chosen and this machine found no network: only this machine could join.
        self.no_network = not chosen and self.host == LOOPBACK
        self.port = port
        self.lang = lang
        self.server: ClassServer | None = None
        self.problem: str | None = None

    def start(self) -> bool:
        """Listen on the wanted port, or any free one when it is taken; False (and `problem`)
        when the address cannot be used at all."""
        try:
            server = self._server()
            server.start_in_thread()
        except OSError as exc:
            self.problem = f"{self.host}: {exc.strerror or exc}"
            return False
        self.server, self.problem = server, None
        return True

    def _server(self) -> ClassServer:
        """The class-play server, or its own-pace kind for a lesson each pupil does at their pace."""
        if getattr(self.lesson, "mode", "") == "ownpace":
            from edu_domino.classplay.ownpace_server import OwnPaceServer

            return OwnPaceServer(ownpace=self.lesson, images=self.images, host=self.host, port=self.port,
                                 lang=self.lang, any_port_if_taken=True)
        return ClassServer(table=self.table, lesson=self.lesson, images=self.images, host=self.host,
                           port=self.port, lang=self.lang, any_port_if_taken=True)

    @property
    def room_page(self) -> str:
        return self.server.url if self.server else ""

    def stop(self) -> None:
        """Stop listening and let the game or lesson go (its answers saved); twice is harmless."""
        if self.server is not None:
            self.server.stop_thread()
            self.server = None
        (self.table or self.lesson).close()
