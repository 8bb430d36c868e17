"""Rule sets the AI tests run over: every preset, each set size, player counts and team layouts."""

from __future__ import annotations

from edu_domino.engine import RuleSet, get_preset

# (label, rules): every preset as shipped, then the variants that change how a hand is played.
VARIANTS: list[tuple[str, RuleSet]] = [
    ("clasico", get_preset("clasico")),
    ("clasico-2p", get_preset("clasico", players=2)),
    ("clasico-3p", get_preset("clasico", players=3)),
    ("clasico-pairs", get_preset("clasico", teams=2)),
    ("faraes", get_preset("faraes")),
    ("faraes-bonuses", get_preset("faraes", bonuses=True)),
    ("sala", get_preset("sala")),
    ("sala-3p", get_preset("sala", players=3)),
    ("sala-d9-6p-3teams", get_preset("sala", set_max=9, players=6, teams=3)),
    ("sala-d12-8p-2teams", get_preset("sala", set_max=12, players=8, teams=2)),
    ("doble-doce", get_preset("doble-doce")),
    ("doble-doce-2p", get_preset("doble-doce", players=2)),
    ("doble-doce-6p-keep", get_preset("doble-doce", players=6, play_drawn="may")),
    ("musica", get_preset("musica")),
    ("musica-2p", get_preset("musica", players=2)),
    ("musica-3p-keep", get_preset("musica", players=3, play_drawn="may")),
    ("musica-pairs", get_preset("musica", teams=2)),
    ("musica-d9-until", get_preset("musica", set_max=9, boneyard="draw_until_playable")),
]

