"""`edu-domino presets [--json]`: every preset with its options and what each option means."""

from __future__ import annotations

import argparse
import json

from edu_domino.commands._errors import reports_user_errors
from edu_domino.engine.presets import PRESET_NAMES, PRESET_SOURCES, PRESETS
from edu_domino.engine.rules import OPTION_DOCS, option_doc
from edu_domino.i18n import N_, _, current_language, translate

HELP = N_("list the rule presets (one per seed text) with every option and its meaning")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=N_("print JSON instead of text"))


def presets_json(language: str = "en") -> dict:
    """Every preset's source and options, each with its meaning in `language` (the JSON is data:
    English unless asked)."""
    out = {}
    for name, rules in PRESETS.items():
        options = {}
        for key, value in rules.options().items():
            if key == "name":
                continue
            allowed = OPTION_DOCS[key][0]
            entry: dict[str, object] = {"value": value, "doc": option_doc(key, language)}
            if allowed is not None:
                entry["choices"] = list(allowed)
            options[key] = entry
        out[name] = {"source": translate(language, PRESET_SOURCES.get(name, "")), "options": options}
    return out


@reports_user_errors
def run(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(presets_json(), indent=2, ensure_ascii=False))
        return 0
    language = current_language()
    data = presets_json(language)
    width = max(len(k) for k in OPTION_DOCS)
    for name, preset in data.items():
        print(f"{name}  ({translate(language, PRESET_NAMES[name])}; {preset['source']})")
        for key, entry in preset["options"].items():
            value = json.dumps(entry["value"])
            choices = entry.get("choices")
            also = f" [{' | '.join(json.dumps(c) for c in choices)}]" if choices else ""
            print(f"  {key:<{width}} = {value:<22} {entry['doc']}{also}")
        print()
    print(_("Change any option with a preset plus overrides (see docs/rules.md)."))
    return 0
