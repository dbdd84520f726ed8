"""Shared helpers of the holdout corpus generator."""

import re
from dataclasses import dataclass


@dataclass
class Case:
    language: str
    category: str
    file: str
    text: str


def indent(code: str, spaces: int) -> str:
    pad = " " * spaces
    return "\n".join(pad + line if line.strip() else "" for line in code.split("\n"))


def subst(code: str, names: dict[str, str]) -> str:
    """Replaces $NAME placeholders, longest names first so $V1 is not read as $V."""
    for key in sorted(names, key=len, reverse=True):
        code = re.sub(r"\$" + key + r"(?![A-Za-z0-9])", lambda _m, v=names[key]: v, code)
    return code
