"""Regenerates the holdout corpus: python3 tests/engine/holdout/gen/build.py

Each file is one case; its first line says whether it is vulnerable and for which CWE. The
harness blanks that line before the engine sees the file.
"""

import shutil
import sys
from pathlib import Path

sys.dont_write_bytecode = True  # keeps the corpus folder free of caches

import build_java  # noqa: E402
import build_javascript  # noqa: E402
import build_python  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

for language in ["java", "python", "javascript"]:
    shutil.rmtree(ROOT / language, ignore_errors=True)
cases = build_java.build() + build_python.build() + build_javascript.build()
for case in cases:
    target = ROOT / case.language / case.category / case.file
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(case.text)
print(f"{len(cases)} cases")
