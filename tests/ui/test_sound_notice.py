"""No MIDI port (or no sound device): the fallback notice is shown on screen once, in the app's
language. Before, the app read it before the sound thread had set it, so it never appeared, and
only an English line went to stderr."""

from __future__ import annotations

import pytest

from edu_domino.ui.app import BANNER_S, App
from edu_domino.ui.scenes.title import TitleScene
from edu_domino.ui.settings import Settings
from edu_domino.ui.sound import SoundPlayer

# Oracle: the catalogs' wording, per language, for each way the fallback can end.
SAID = {
    "es": {("midi", "synth"): "No hay ninguna salida MIDI disponible: el sonido sale por el sintetizador integrado.",
           ("midi", "silent"): "No hay salida MIDI ni dispositivo de sonido disponibles: se juega sin sonido.",
           ("synth", "silent"): "No hay ningún dispositivo de sonido disponible: se juega sin sonido."},
    "pt": {("midi", "synth"): "Nenhuma saída MIDI está disponível: o som sai pelo sintetizador integrado.",
           ("midi", "silent"): "Não há saída MIDI nem dispositivo de som disponíveis: o jogo continua sem som.",
           ("synth", "silent"): "Nenhum dispositivo de som está disponível: o jogo continua sem som."},
    "en": {("midi", "synth"): "No MIDI output is available: playing through the built-in synthesizer instead.",
           ("midi", "silent"): "No MIDI output and no sound device are available: playing without sound.",
           ("synth", "silent"): "No sound device is available: playing without sound."},
}


@pytest.mark.parametrize("language", ["es", "pt", "en"])
def test_no_midi_port_is_said_on_screen_once_in_the_app_language(language):
    # Here (and in CI) there is no ALSA sequencer: "midi" always falls back.
    app = App(size=(1280, 720), settings=Settings(sound_output="midi"), language=language)
    try:
        app.push(TitleScene(app))
        app.sound.wait()  # the sound thread has opened what it could
        app.frame()
        assert app.banner in SAID[language].values()
        assert app.frame() is None  # the whole window is redrawn: the banner is on it
        shown = app.banner
        for _ in range(3):
            app.frame(dt=BANNER_S / 2)
        assert app.banner is None  # gone after a while ...
        app.frame()
        assert app.banner is None and app.sound.take_notice() is None  # ... and never again
        assert shown
    finally:
        app.close()


@pytest.mark.parametrize(("wanted", "got"), [("midi", "synth"), ("midi", "silent"), ("synth", "silent")])
def test_each_fallback_is_worded_for_people(wanted, got, monkeypatch):
    import edu_domino.audio
    from edu_domino.audio.outputs import Fallback, Opened
    from edu_domino.audio.outputs.silent import SilentOutput
    from edu_domino.i18n import set_language

    def fell_back(name, **options):  # what the audio package returns when `wanted` is missing
        return Opened(SilentOutput(), Fallback(wanted, got, ((wanted, "not found"),)))

    monkeypatch.setattr(edu_domino.audio, "open_output", fell_back)
    for language in ("es", "pt", "en"):
        set_language(language)
        sound = SoundPlayer(wanted, 0.5)
        sound.wait()
        assert sound.take_notice() == SAID[language][wanted, got]
        assert sound.take_notice() is None  # said once
        sound.close()
