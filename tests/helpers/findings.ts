// Code with a known number of findings, for tests of how findings are stored and paged.

/**
 * A Python file whose `mini` analysis reports 3 findings per group: TLS checks turned off (high),
 * an MD5 digest and a predictable session key (medium). 90 groups give 270 findings, which fill
 * more than one stored page object and several API pages.
 */
export function pythonWithFindings(groups: number): string {
  return [
    "import hashlib",
    "import random",
    "import ssl",
    "",
    ...Array.from({ length: groups }, (_, index) => [
      `def digest${index}(data):`,
      "    return hashlib.md5(data).hexdigest()",
      "",
      `def context${index}():`,
      "    return ssl._create_unverified_context()",
      "",
      `def session_key${index}():`,
      "    return random.getrandbits(64)",
      "",
    ]).flat(),
  ].join("\n");
}
