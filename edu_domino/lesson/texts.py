"""Text in several languages: a pack's own texts, and the runner's default prompts and hints.

Fallback order for a language: the one asked for, then en, es, pt, then the first one present.
The runner's own strings live here rather than in gettext catalogs so the lesson package stays
pure and a pack can be checked without the UI.

>>> Text.of({"es": "Hola", "pt": "Olá"}).get("en")
'Hola'
>>> say("yes", "pt")
'sim'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

LANGUAGES: tuple[str, ...] = ("es", "pt", "en")
FALLBACK: tuple[str, ...] = ("en", "es", "pt")


@dataclass(frozen=True)
class Text:
    """One text in one or more languages, as (language, text) pairs in the order written."""

    items: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, mapping: Mapping[str, str]) -> Text:
        return cls(tuple((k, v) for k, v in mapping.items()))

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.items)

    def language_for(self, lang: str) -> str:
        """The language actually shown to a pupil who asks for `lang` ("" when there is no text)."""
        table = dict(self.items)
        for code in (lang, *FALLBACK):
            if code in table:
                return code
        return self.items[0][0] if self.items else ""

    def get(self, lang: str) -> str:
        return dict(self.items).get(self.language_for(lang), "")


# The runner's own strings: key -> {language: template}. Templates use str.format fields.
STRINGS: dict[str, dict[str, str]] = {
    "prompt.match": {
        "es": "¿Qué fichas encajan con esta mitad? Elige todas las que encajen.",
        "pt": "Quais peças combinam com esta metade? Escolha todas as que combinam.",
        "en": "Which tiles match this half? Choose every one that does.",
    },
    "prompt.sum.notes": {
        "es": "¿Cuántas corcheas vale?",
        "pt": "Quantas colcheias vale?",
        "en": "How many eighth notes is this worth?",
    },
    "prompt.sum.value": {
        "es": "¿Cuánto vale?",
        "pt": "Quanto vale?",
        "en": "What is this worth?",
    },
    "prompt.sum.number": {
        "es": "¿Qué número es?",
        "pt": "Que número é?",
        "en": "What number is this?",
    },
    "prompt.sum.yesno": {
        "es": "¿Suman {target}?",
        "pt": "Somam {target}?",
        "en": "Do these add up to {target}?",
    },
    "prompt.build.notes": {
        "es": "Elige figuras que sumen {target} corcheas.",
        "pt": "Escolha figuras que somem {target} colcheias.",
        "en": "Choose notes that add up to {target} eighth notes.",
    },
    "prompt.build": {
        "es": "Elige mitades que sumen {target}.",
        "pt": "Escolha metades que somem {target}.",
        "en": "Choose halves that add up to {target}.",
    },
    "prompt.listen": {
        "es": "Escucha. ¿Cuál has oído?",
        "pt": "Escute. Qual você ouviu?",
        "en": "Listen. Which one did you hear?",
    },
    "prompt.chain": {
        "es": "Juega una ficha de tu mano que encaje en la línea.",
        "pt": "Jogue uma peça da sua mão que encaixe na linha.",
        "en": "Play a tile from your hand that fits the line.",
    },
    "prompt.game": {
        "es": "Juega la partida: une cada ficha a un extremo libre que valga lo mismo.",
        "pt": "Jogue a partida: encaixe cada peça numa ponta livre que valha o mesmo.",
        "en": "Play the game: join each tile to an open end worth the same.",
    },
    "hint.match": {
        "es": "Esta mitad vale {value}. Busca las fichas que tengan una mitad que valga {value}.",
        "pt": "Esta metade vale {value}. Procure as peças que tenham uma metade que valha {value}.",
        "en": "This half is worth {value}. Look for the tiles with a half worth {value}.",
    },
    "hint.face.notes": {
        "es": "Recuerda: la corchea vale 1, la negra 2, la blanca 4 y la redonda 8; el puntillo añade la mitad de la figura y la ligadura une dos figuras en un solo sonido.",
        "pt": "Lembre: a colcheia vale 1, a semínima 2, a mínima 4 e a semibreve 8; o ponto de aumento acrescenta metade da figura e a ligadura une duas figuras num só som.",
        "en": "Remember: an eighth note counts 1, a quarter 2, a half 4 and a whole 8; a dot adds half the note again, and a tie joins two notes into one sound.",
    },
    "hint.face.powers": {
        "es": "2^k cuenta k: las veces que se multiplica el 2. Por ejemplo, 8 = 2 × 2 × 2 = 2^3 cuenta 3.",
        "pt": "2^k conta k: as vezes que o 2 é multiplicado. Por exemplo, 8 = 2 × 2 × 2 = 2^3 conta 3.",
        "en": "2^k counts k: how many times 2 is multiplied. For example 8 = 2 × 2 × 2 = 2^3 counts 3.",
    },
    "hint.face.powers_number": {
        "es": "Multiplica el 2 tantas veces como dice el exponente: 2^3 = 2 × 2 × 2 = 8.",
        "pt": "Multiplique o 2 tantas vezes quanto diz o expoente: 2^3 = 2 × 2 × 2 = 8.",
        "en": "Multiply 2 by itself as many times as the exponent says: 2^3 = 2 × 2 × 2 = 8.",
    },
    "hint.face.pips": {
        "es": "Cuenta los puntos de cada mitad y súmalos.",
        "pt": "Conte os pontos de cada metade e some-os.",
        "en": "Count the dots on each half and add them up.",
    },
    "hint.face.numerals": {
        "es": "Suma los números de cada mitad.",
        "pt": "Some os números de cada metade.",
        "en": "Add up the numbers on each half.",
    },
    "hint.build.too_many": {
        "es": "Usa como mucho {most}.",
        "pt": "Use no máximo {most}.",
        "en": "Use at most {most}.",
    },
    "hint.listen.pitch": {
        "es": "Escucha otra vez: cuanto más agudo el sonido, mayor la potencia.",
        "pt": "Escute de novo: quanto mais agudo o som, maior a potência.",
        "en": "Listen again: the higher the sound, the bigger the power.",
    },
    "hint.build": {
        "es": "Tus figuras suman {got}; necesitas {target}.",
        "pt": "Suas figuras somam {got}; você precisa de {target}.",
        "en": "Yours add up to {got}; you need {target}.",
    },
    "hint.listen": {
        "es": "Escucha otra vez y cuenta los sonidos: has oído {count}.",
        "pt": "Escute de novo e conte os sons: você ouviu {count}.",
        "en": "Listen again and count the sounds: you heard {count}.",
    },
    "hint.chain": {
        "es": "Los extremos libres valen {left} y {right}: una ficha encaja si una de sus mitades vale lo mismo.",
        "pt": "As pontas livres valem {left} e {right}: uma peça encaixa se uma de suas metades vale o mesmo.",
        "en": "The open ends are worth {left} and {right}: a tile fits when one of its halves is worth the same.",
    },
    "hint.both_ends": {
        "es": "Encaja en los dos extremos: di cuál, izquierda (L) o derecha (R).",
        "pt": "Encaixa nas duas pontas: diga qual, esquerda (L) ou direita (R).",
        "en": "It fits both ends: say which one, left (L) or right (R).",
    },
    "hint.not_in_hand": {
        "es": "Esa ficha no está en tu mano.",
        "pt": "Essa peça não está na sua mão.",
        "en": "That tile is not in your hand.",
    },
    "hint.must_play": {
        "es": "Tienes una ficha que encaja: juégala.",
        "pt": "Você tem uma peça que encaixa: jogue-a.",
        "en": "You have a tile that fits: play it.",
    },
    "hint.draw": {
        "es": "Ninguna ficha encaja: roba una del pozo.",
        "pt": "Nenhuma peça encaixa: compre uma do monte.",
        "en": "No tile fits: draw one from the boneyard.",
    },
    "hint.pass": {
        "es": "Ninguna ficha encaja y no puedes robar: pasa.",
        "pt": "Nenhuma peça encaixa e não pode comprar: passe.",
        "en": "No tile fits and you cannot draw: pass.",
    },
    "hint.wait": {
        "es": "Espera tu turno.",
        "pt": "Espere a sua vez.",
        "en": "Wait for your turn.",
    },
    "hint.unreadable": {
        "es": "No entiendo esa respuesta.",
        "pt": "Não entendi essa resposta.",
        "en": "That answer could not be read.",
    },
    "yes": {"es": "sí", "pt": "sim", "en": "yes"},
    "no": {"es": "no", "pt": "não", "en": "no"},
}


def say(key: str, lang: str, **fields: object) -> str:
    """A runner string in `lang` (with the usual fallback), its fields filled in."""
    table = STRINGS[key]
    for code in (lang, *FALLBACK):
        if code in table:
            return table[code].format(**fields)
    return next(iter(table.values())).format(**fields)
