"""A teacher in a Spanish or Portuguese session reads a bad replay's message in that language:
the place in the file (keys, indices) and the values stay as written, the words are translated."""

from __future__ import annotations

from pathlib import Path

import pytest

from edu_domino import i18n
from edu_domino.engine import IllegalAction, Match, Play, get_preset, parse_tile
from edu_domino.engine.replay import ReplayError, load_replays, run_replay

BAD = Path(__file__).parent / "bad_replays"

# (file, language, the message after "path: "), written by hand from the English corpus in
# test_replay.py: the place and values must survive translation exactly.
TRANSLATED = [
    ("wrong_end.json", "es",
     "actions[3]: puesto 0 (Ana): 5-0 L: 5-0 no encaja en el extremo izquierdo (3); aquí se puede: 4-0 R, 5-0 R"),
    ("wrong_end.json", "pt",
     "actions[3]: lugar 0 (Ana): 5-0 L: 5-0 não encaixa na ponta esquerda (3); aqui pode: 4-0 R, 5-0 R"),
    ("tile_twice.json", "es",
     "deal.deals[0].boneyard[0]: 0-0 se reparte dos veces (también en deal.deals[0].hands[1][0]); "
     "cada ficha se reparte una vez"),
    ("tile_twice.json", "pt",
     "deal.deals[0].boneyard[0]: 0-0 é distribuída duas vezes (também em deal.deals[0].hands[1][0]); "
     "cada peça é distribuída uma vez"),
    ("seed_type.json", "es", 'deal.seed: debe ser un número entero, no el texto "11"'),
    ("seed_type.json", "pt", 'deal.seed: deve ser um número inteiro, não o texto "11"'),
    ("unknown_key.json", "es", "actoins: clave desconocida; ¿querías decir 'actions'?"),
    ("empty.json", "pt", "o arquivo está vazio; uma partida gravada é um objeto JSON (veja docs/replay-format.md)"),
    ("pass_while_playable.json", "es",
     "actions[1]: puesto 0 (Ana): pass: puedes jugar (6-0, 6-2, 6-5), así que no puedes pasar; "
     "aquí se puede: 6-0 L, 6-2 L, 6-5 L, 6-0 R, 6-2 R, 6-5 R"),
    ("hand_size.json", "es",
     "deal.deals[0]: hands[0] tiene 6 fichas; las reglas reparten 7; cada reparto debe ajustarse a "
     "rules.options (players, hand_size, set_max)"),
    ("top_level_list.json", "pt", "o documento: deve ser um objeto JSON {...}, não uma lista"),
]


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language(None)


@pytest.mark.parametrize(("name", "lang", "message"), TRANSLATED)
def test_a_bad_replay_speaks_the_session_language(language, name, lang, message):
    language(lang)
    path = BAD / name
    with pytest.raises(ReplayError) as info:
        for replay in load_replays(path):
            run_replay(replay)
    assert str(info.value) == f"{path}: {message}"


def test_an_illegal_move_says_why_in_the_session_language(language):
    match = Match(get_preset("clasico"), seed=3)
    opener = match.round.turn
    not_held = next(t for t in match.round.ts.tiles if t not in match.view(opener).hand)
    language("es")
    with pytest.raises(IllegalAction, match=f"el puesto {opener} no tiene {not_held}"):
        match.apply(Play(not_held, "L"))
    language("en")
    with pytest.raises(IllegalAction, match=f"seat {opener} does not hold {not_held}"):
        match.apply(Play(parse_tile(str(not_held)), "L"))
