import { config } from "../../config";
import type { ResultDocument, ResultFinding, Severity } from "../result-document";
import { codeLines } from "./code-lines";
import { reportFileExtension } from "./report-file-name";
import { cweLabel, cweUrl } from "./report-labels";
import type { RenderedReport, ReportOptions } from "./report-options";
import { severityRank } from "./severities";

// SARIF 2.1.0 as code-scanning uploads accept it: one run, one rule per rule id, results pointing
// at paths relative to the repository root.

const SARIF_SCHEMA =
  "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

// Code scanning ranks alerts by `security-severity`: above 9.0 is critical, 7.0 high, 4.0 medium.
const securitySeverity: Record<Severity, string> = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: "1.0",
};

type SarifLevel = "error" | "warning" | "note";

const sarifLevel: Record<Severity, SarifLevel> = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "note",
  info: "note",
};

interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine?: number;
  endColumn?: number;
}

interface SarifPhysicalLocation {
  artifactLocation: { uri: string; uriBaseId: string };
  region: SarifRegion;
  contextRegion?: { startLine: number; endLine: number; snippet: { text: string } };
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; "security-severity": string; precision: string };
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: [{ physicalLocation: SarifPhysicalLocation }];
  partialFingerprints: { primaryLocationLineHash: string };
  codeFlows?: {
    threadFlows: {
      locations: { location: { physicalLocation: SarifPhysicalLocation; message: { text: string } } }[];
    }[];
  }[];
  fixes?: {
    description: { text: string };
    artifactChanges: {
      artifactLocation: { uri: string; uriBaseId: string };
      replacements: { deletedRegion: Required<SarifRegion>; insertedContent: { text: string } }[];
    }[];
  }[];
}

export interface SarifLog {
  $schema: string;
  version: "2.1.0";
  runs: [
    {
      tool: {
        driver: { name: string; version: string; informationUri: string; rules: SarifRule[] };
      };
      originalUriBaseIds: { "%SRCROOT%": { description: { text: string } } };
      automationDetails: { id: string };
      columnKind: "unicodeCodePoints";
      results: SarifResult[];
    },
  ];
}

function sarifLog(document: ResultDocument, options: ReportOptions): SarifLog {
  const rules = sarifRules(document.findings);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const { APP_VERSION, PUBLIC_BASE_URL } = config();
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "Code Security Analysis",
            version: APP_VERSION,
            informationUri: PUBLIC_BASE_URL,
            rules,
          },
        },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The root of the analysed source" } } },
        automationDetails: { id: `code-security-analysis/${document.analysis.analysis_id}` },
        columnKind: "unicodeCodePoints",
        results: document.findings.map((finding) =>
          sarifResult(finding, ruleIndex.get(finding.rule_id) ?? 0, options),
        ),
      },
    ],
  };
}

export function renderSarifReport(document: ResultDocument, options: ReportOptions): RenderedReport {
  return {
    body: Buffer.from(`${JSON.stringify(sarifLog(document, options), null, 2)}\n`, "utf8"),
    contentType: "application/sarif+json",
    fileExtension: reportFileExtension.sarif,
  };
}

/**
 * A relative URI for a submitted path: forward slashes, each segment percent-encoded, and no
 * empty, `.` or `..` segment, so the URI always stays inside the source root.
 */
export function artifactUri(path: string): string {
  return path
    .replaceAll("\\", "/")
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .map(encodeURIComponent)
    .join("/");
}

// The document carries no rule catalogue, so each rule is described from its findings; its severity
// is the highest any of them has.
function sarifRules(findings: readonly ResultFinding[]): SarifRule[] {
  const byRule = new Map<string, ResultFinding[]>();
  for (const finding of findings) {
    const group = byRule.get(finding.rule_id);
    if (group) group.push(finding);
    else byRule.set(finding.rule_id, [finding]);
  }
  return [...byRule].map(([id, group]) => {
    const first = group[0] as ResultFinding;
    const severity = group.reduce<Severity>(
      (worst, f) => (severityRank(f.severity) < severityRank(worst) ? f.severity : worst),
      first.severity,
    );
    const cwes = [...new Set(group.flatMap((f) => f.cwe))].sort((a, b) => a - b);
    const classification = [...cwes.map(cweLabel), first.owasp ? `OWASP ${first.owasp}` : ""].filter(Boolean);
    const fix = group.find((f) => f.fix)?.fix?.description;
    return {
      id,
      name: ruleName(id),
      shortDescription: { text: first.title },
      fullDescription: {
        text: classification.length ? `${first.title} (${classification.join(", ")}).` : `${first.title}.`,
      },
      help: {
        text: [
          fix ? `How to fix: ${fix}` : first.message,
          ...cwes.map((cwe) => `${cweLabel(cwe)}: ${cweUrl(cwe)}`),
        ].join("\n"),
      },
      defaultConfiguration: { level: sarifLevel[severity] },
      properties: {
        tags: ["security", ...cwes.map((cwe) => `external/cwe/cwe-${cwe}`)],
        "security-severity": securitySeverity[severity],
        precision: first.confidence,
      },
    };
  });
}

/** `sql-injection` becomes `SqlInjection`: SARIF rule names are identifiers, not ids. */
function ruleName(ruleId: string): string {
  const words = ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("") || "Rule";
}

function sarifResult(finding: ResultFinding, ruleIndex: number, options: ReportOptions): SarifResult {
  const uri = artifactUri(finding.file);
  const region = findingRegion(finding);
  const physicalLocation: SarifPhysicalLocation = {
    artifactLocation: { uri, uriBaseId: "%SRCROOT%" },
    region,
  };
  if (options.includeCode && finding.snippet) {
    const lineCount = codeLines(finding.snippet.code).length;
    physicalLocation.contextRegion = {
      startLine: Math.max(1, finding.snippet.start_line),
      endLine: Math.max(1, finding.snippet.start_line + lineCount - 1),
      snippet: { text: finding.snippet.code },
    };
  }
  const result: SarifResult = {
    ruleId: finding.rule_id,
    ruleIndex,
    level: sarifLevel[finding.severity],
    message: { text: finding.message || finding.title },
    locations: [{ physicalLocation }],
    partialFingerprints: { primaryLocationLineHash: finding.fingerprint },
  };
  if (finding.trace.length > 0) {
    result.codeFlows = [
      {
        threadFlows: [
          {
            locations: finding.trace.map((step) => ({
              location: {
                physicalLocation: {
                  artifactLocation: { uri: artifactUri(step.file), uriBaseId: "%SRCROOT%" },
                  region: { startLine: Math.max(1, step.line), startColumn: Math.max(1, step.column) },
                },
                message: { text: step.message },
              },
            })),
          },
        ],
      },
    ];
  }
  if (options.includeFixes && finding.fix?.replacement !== undefined) {
    result.fixes = [
      {
        description: { text: finding.fix.description },
        artifactChanges: [
          {
            artifactLocation: { uri, uriBaseId: "%SRCROOT%" },
            replacements: [{ deletedRegion: region, insertedContent: { text: finding.fix.replacement } }],
          },
        ],
      },
    ];
  }
  return result;
}

// SARIF lines and columns start at 1 and a region never ends before it starts.
function findingRegion(finding: ResultFinding): Required<SarifRegion> {
  const startLine = Math.max(1, finding.start_line);
  const startColumn = Math.max(1, finding.start_column);
  const endLine = Math.max(startLine, finding.end_line);
  const endColumn =
    endLine === startLine ? Math.max(startColumn, finding.end_column) : Math.max(1, finding.end_column);
  return { startLine, startColumn, endLine, endColumn };
}
