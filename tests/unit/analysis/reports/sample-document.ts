import type { ResultDocument, SeverityCounts } from "../../../../lib/analysis/result-document";
import { type Finding, SEVERITIES } from "../../../../lib/engine/schema";

// A result document that exercises every report path: all severities, traces, fixes with and
// without a replacement, hostile markup in code and messages, spreadsheet formulas in text, and
// file names with spaces and non-Latin characters.

export const HOSTILE_SNIPPET = `const name = req.query.name;
</pre><script>alert(1)</script>
res.send("<img src=x onerror=\\"document.title='pwned'\\">" + name);`;

export const FORMULA_MESSAGE = "=cmd|' /C calc'!A0 reads the uploaded file name";

export const UNICODE_FILE = "web/página de inicio/ñandú 設定.js";

const findings: Finding[] = [
  {
    fingerprint: "a1b2c3d4e5f60718",
    ruleId: "py-sql-injection",
    title: "SQL injection through string concatenation",
    severity: "critical",
    confidence: "high",
    cwe: [89],
    owasp: "A03:2021 Injection",
    file: "src/app/db.py",
    startLine: 14,
    startColumn: 5,
    endLine: 14,
    endColumn: 48,
    message: "User input from request.args reaches cursor.execute without parameterisation.",
    trace: [
      { file: "src/app/views.py", line: 8, column: 12, message: "request.args['id'] is read" },
      { file: "src/app/views.py", line: 9, column: 5, message: "passed to find_order(order_id)" },
      {
        file: "src/app/db.py",
        line: 14,
        column: 5,
        message: "concatenated into the query run by cursor.execute",
      },
    ],
    excerpt: {
      startLine: 12,
      code: 'def find_order(order_id):\n    cursor = connection.cursor()\n    cursor.execute("SELECT * FROM orders WHERE id = " + order_id)\n    return cursor.fetchone()',
    },
    fix: {
      description: "Pass the value as a query parameter instead of concatenating it.",
      replacement: 'cursor.execute("SELECT * FROM orders WHERE id = %s", (order_id,))',
    },
  },
  {
    fingerprint: "0f1e2d3c4b5a6978",
    ruleId: "js-reflected-xss",
    title: "Reflected cross-site scripting <script> in response",
    severity: "high",
    confidence: "medium",
    cwe: [79, 116],
    owasp: "A03:2021 Injection",
    file: UNICODE_FILE,
    startLine: 3,
    startColumn: 1,
    endLine: 3,
    endColumn: 70,
    message: "The query parameter is written into the page: <img src=x onerror=alert(1)>",
    trace: [
      { file: UNICODE_FILE, line: 1, column: 14, message: "req.query.name is read" },
      {
        file: UNICODE_FILE,
        line: 3,
        column: 1,
        message: "written by res.send </li><script>alert(2)</script>",
      },
    ],
    excerpt: { startLine: 1, code: HOSTILE_SNIPPET },
    fix: {
      description: "Encode the value for HTML before writing it, or use a template engine that escapes.",
      replacement: 'res.send("<p>" + escapeHtml(name) + "</p>");',
    },
  },
  {
    fingerprint: "5566778899aabbcc",
    ruleId: "py-path-traversal",
    title: "Path traversal in file download",
    severity: "medium",
    confidence: "high",
    cwe: [22],
    owasp: "A01:2021 Broken Access Control",
    file: "src/app/files.py",
    startLine: 21,
    startColumn: 12,
    endLine: 22,
    endColumn: 30,
    message: FORMULA_MESSAGE,
    trace: [],
    excerpt: {
      startLine: 20,
      code: "def download(name):\n    return open(os.path.join(BASE, name),\n                'rb').read()",
    },
    fix: { description: "-Resolve the path and check it stays inside BASE." },
  },
  {
    fingerprint: "ddeeff0011223344",
    ruleId: "py-weak-hash",
    title: "@SUM(1+1)*cmd|' /C calc'!A0",
    severity: "low",
    confidence: "low",
    cwe: [328],
    owasp: "A02:2021 Cryptographic Failures",
    file: "  +lib/crypto util.py",
    startLine: 5,
    startColumn: 10,
    endLine: 5,
    endColumn: 25,
    message: '\t=HYPERLINK("http://evil.example","click") MD5 is not collision resistant.',
    trace: [],
    fix: { description: "Use SHA-256 or a password hash such as bcrypt for passwords." },
  },
  {
    fingerprint: "9988776655443322",
    ruleId: "py-debug-enabled",
    title: "Debug mode enabled in production settings",
    severity: "info",
    confidence: "medium",
    cwe: [],
    owasp: "",
    file: "中文/设置.py",
    startLine: 2,
    startColumn: 1,
    endLine: 2,
    endColumn: 11,
    message: "调试模式已开启 (debug mode is on); Größe ≠ größer — ő and ﬁ ligature.",
    trace: [],
    excerpt: { startLine: 1, code: "# 设置\nDEBUG = True" },
  },
];

export function severityCounts(items: readonly Finding[]): SeverityCounts {
  const counts: SeverityCounts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const finding of items) counts[finding.severity] += 1;
  return counts;
}

export function sampleDocument(overrides: Partial<ResultDocument> = {}): ResultDocument {
  const items = overrides.findings ?? findings;
  return {
    schema_version: 2,
    analysis: {
      analysis_id: "an_01J9Z8Q7RS",
      title: 'Checkout service <main> & "payments"',
      analysis_type: "standard",
      source_type: "upload",
      language: "python",
      created_at: "2025-03-01T10:00:00.000Z",
      completed_at: "2025-03-01T10:02:30.000Z",
    },
    summary: {
      security_score: 42,
      total_vulnerabilities: items.length,
      counts: severityCounts(items),
      files_analyzed: 12,
      lines_of_code: 3456,
      languages: { python: 9, javascript: 3 },
      files_skipped: [{ path: "vendor/<big>.min.js", reason: "larger than max_file_size" }],
    },
    findings: items,
    ...overrides,
  };
}

/** A document large enough to need several PDF pages: `count` findings over a few files. */
export function largeDocument(count: number): ResultDocument {
  const items: Finding[] = Array.from({ length: count }, (_, index) => ({
    fingerprint: `large-${index}`,
    ruleId: `rule-${index % 7}`,
    title: `Finding number ${index + 1} of the large report`,
    severity: SEVERITIES[index % SEVERITIES.length] as Finding["severity"],
    confidence: "high",
    cwe: [20 + (index % 5)],
    owasp: "A03:2021 Injection",
    file: `src/module-${index % 4}/${"very-long-directory-name/".repeat(index % 3 === 0 ? 8 : 1)}handler.py`,
    startLine: 10 + index,
    startColumn: 1,
    endLine: 10 + index,
    endColumn: 20,
    message: `Untrusted input reaches a dangerous call. ${"This sentence makes the message wrap over several lines. ".repeat(3)}`,
    trace: [
      { file: "src/entry.py", line: 3, column: 5, message: "input read" },
      { file: "src/entry.py", line: 9, column: 5, message: "input used" },
    ],
    excerpt: {
      startLine: 9 + index,
      code: `value = request.args["q"]\nrun(value)  # ${"x".repeat(200)}\nreturn value`,
    },
    fix: { description: "Validate the input first.", replacement: "run(validate(value))" },
  }));
  return sampleDocument({ findings: items });
}
