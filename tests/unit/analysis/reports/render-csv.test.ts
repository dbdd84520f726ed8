import { describe, expect, it } from "vitest";
import { csvCell, renderCsvReport } from "../../../../lib/analysis/reports/render-csv";
import { FORMULA_MESSAGE, sampleDocument, UNICODE_FILE } from "./sample-document";

// RFC 4180, strictly: fields separated by commas, records by CRLF, quoted fields may hold commas,
// line breaks and doubled quotes. Anything else is a format error.
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const character = text[index] as string;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
      } else if (character === '"') {
        quoted = false;
        index += 1;
        if (![",", "\r", undefined].includes(text[index]))
          throw new Error(`text after a closing quote at ${index}`);
      } else {
        field += character;
        index += 1;
      }
    } else if (character === '"') {
      if (field !== "") throw new Error(`quote inside an unquoted field at ${index}`);
      quoted = true;
      index += 1;
    } else if (character === ",") {
      record.push(field);
      field = "";
      index += 1;
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 2;
    } else if (character === "\r" || character === "\n") {
      throw new Error(`bare line break at ${index}`);
    } else {
      field += character;
      index += 1;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || record.length > 0) throw new Error("last record not terminated by CRLF");
  return records;
}

const document = sampleDocument();
const DANGEROUS = /^[=+\-@\t\r]|^\s+[=+\-@]/;

function rows(includeFixes: boolean) {
  const report = renderCsvReport(document, { format: "csv", includeCode: true, includeFixes });
  expect(report.contentType).toBe("text/csv; charset=utf-8");
  expect(report.fileExtension).toBe("csv");
  const text = report.body.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...body] = parseCsv(text.slice(1));
  return { header: header ?? [], body };
}

describe("the CSV report", () => {
  it("has the documented header and one row per finding, most severe first", () => {
    const { header, body } = rows(true);
    expect(header).toEqual([
      "severity",
      "rule_id",
      "title",
      "cwe",
      "owasp",
      "file",
      "start_line",
      "end_line",
      "message",
      "confidence",
      "fix",
      "fingerprint",
      "source_kind",
    ]);
    expect(body).toHaveLength(document.findings.length);
    for (const row of body) expect(row).toHaveLength(header.length);
    expect(body.map((row) => row[0])).toEqual(["critical", "high", "medium", "low", "info"]);
    const sql = body[0] ?? [];
    expect(sql.slice(1, 8)).toEqual([
      "py-sql-injection",
      "SQL injection through string concatenation",
      "CWE-89",
      "A03:2021 Injection",
      "src/app/db.py",
      "14",
      "14",
    ]);
    expect(sql[10]).toContain("Replacement:\ncursor.execute(");
    expect(body[1]?.[3]).toBe("CWE-79; CWE-116");
    expect(body[1]?.[5]).toBe(UNICODE_FILE);
    expect(body[4]?.[5]).toBe("中文/设置.py");
  });

  it("has no fix column without include_fixes", () => {
    const { header, body } = rows(false);
    expect(header).not.toContain("fix");
    expect(body.every((row) => row.length === header.length)).toBe(true);
    expect(body.flat().join("\n")).not.toContain("Use SHA-256");
    expect(body.flat().join("\n")).not.toContain("Replacement:");
  });

  it("neutralises every cell a spreadsheet would read as a formula", () => {
    const { body } = rows(true);
    const cells = body.flat();
    expect(cells.filter((cell) => DANGEROUS.test(cell))).toEqual([]);
    expect(cells).toContain(`'${FORMULA_MESSAGE}`);
    expect(cells).toContain("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(cells).toContain("'  +lib/crypto util.py");
    expect(cells).toContain('\'\t=HYPERLINK("http://evil.example","click") MD5 is not collision resistant.');
    expect(cells).toContain("'-Resolve the path and check it stays inside BASE.");
  });

  it("quotes and neutralises single cells as RFC 4180 and OWASP ask", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(12)).toBe("12");
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    for (const lead of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${lead}1+1`).replace(/^"/, "")).toBe(`'${lead}1+1${lead === "\r" ? '"' : ""}`);
    }
    expect(csvCell(" \t =1+1")).toBe("' \t =1+1");
    expect(csvCell("=A1,B1")).toBe(`"'=A1,B1"`);
    expect(csvCell("a=b")).toBe("a=b");
  });
});
