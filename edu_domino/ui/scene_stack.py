"""The app's stack of scenes: the top one gets the input; scenes open, replace and leave others
by name (edu_domino.ui.scenes.SCENES). A part of `App`, apart from its frame loop."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from edu_domino.ui.scene import Scene

if TYPE_CHECKING:
    from edu_domino.ui.scene import Services

SceneT = TypeVar("SceneT", bound=Scene)


class SceneStack:
    scenes: list[Scene]
    running: bool  # False once the last scene has left: the frame loop ends

    @property
    def services(self) -> Services:
        """What every scene made here receives (`App` provides them itself)."""
        raise NotImplementedError

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def top_as(self, kind: type[SceneT]) -> SceneT:
        """The top scene where the caller knows its kind (staging a screenshot, a benchmark): a
        TypeError, not a wrong picture, when it is not."""
        scene = self.top
        if not isinstance(scene, kind):
            raise TypeError(f"the top scene is {type(scene).__name__}, not {kind.__name__}")
        return scene

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def make_scene(self, name: str, /, **kwargs: Any) -> Scene:
        """A new scene of the kind registered as `name` (edu_domino.ui.scenes.SCENES)."""
        from edu_domino.ui.scenes import scene_class

        return scene_class(name)(self.services, **kwargs)

    def open(self, name: str, /, **kwargs: Any) -> Scene:
        """Push a new scene found by name; returns it."""
        scene = self.make_scene(name, **kwargs)
        self.push(scene)
        return scene

    def pop_to(self, kind: type[Scene] | str) -> None:
        """Pop down to the nearest scene of this kind or name (e.g. back to "title")."""
        if isinstance(kind, str):
            from edu_domino.ui.scenes import scene_class

            kind = scene_class(kind)
        while self.scenes and not isinstance(self.scenes[-1], kind):
            self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].enter()
        else:
            self.running = False

    def quit(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.running = False
