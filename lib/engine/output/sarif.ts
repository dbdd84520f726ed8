import {
  type Confidence,
  confidenceRank,
  type Finding,
  type Severity,
  type SourceKind,
  severityRank,
} from "../schema";

// The one SARIF 2.1.0 writer: the command line and the service's SARIF report both render through
// it, so a finding reads the same wherever it is uploaded from. One run, one rule per rule id,
// result URIs relative to the analysed root (`%SRCROOT%`).

/**
 * The schema as the OASIS standard publishes it (with its errata): the normative location,
 * which is what `$schema` names; the JSON Schema Store copy is a mirror of it.
 */
export const SARIF_SCHEMA =
  "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/**
 * Code scanning ranks an alert by `security-severity`, a number written as a string: above 9.0 is
 * critical, 7.0 to 8.9 high, 4.0 to 6.9 medium, 0.1 to 3.9 low. `info` is 1.0 so it still falls in
 * the lowest band: 0.0 is in none, and such a result is shown without a severity at all.
 */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: "1.0",
};

type SarifLevel = "error" | "warning" | "note";

const LEVEL: Record<Severity, SarifLevel> = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "note",
  info: "note",
};

const SRCROOT = "%SRCROOT%";

// Type aliases, not interfaces: a log is also a plain record to callers that read it as JSON.
type SarifRegion = {
  startLine: number;
  startColumn: number;
  endLine?: number;
  endColumn?: number;
};

type SarifArtifactLocation = {
  uri: string;
  uriBaseId: string;
};

type SarifPhysicalLocation = {
  artifactLocation: SarifArtifactLocation;
  region: SarifRegion;
  contextRegion?: { startLine: number; endLine: number; snippet: { text: string } };
};

type SarifRule = {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  help: { text: string };
  defaultConfiguration: { level: SarifLevel };
  properties: { tags: string[]; "security-severity": string; precision: Confidence };
};

type SarifResult = {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: [{ physicalLocation: SarifPhysicalLocation }];
  partialFingerprints: { primaryLocationLineHash: string };
  properties: {
    severity: Severity;
    confidence: Confidence;
    cwe: number[];
    owasp: string;
    sourceKind?: SourceKind;
  };
  codeFlows?: {
    threadFlows: {
      locations: { location: { physicalLocation: SarifPhysicalLocation; message: { text: string } } }[];
    }[];
  }[];
  fixes?: {
    description: { text: string };
    artifactChanges: {
      artifactLocation: SarifArtifactLocation;
      replacements: { deletedRegion: Required<SarifRegion>; insertedContent: { text: string } }[];
    }[];
  }[];
};

export interface SarifLog {
  $schema: string;
  version: "2.1.0";
  runs: [
    {
      tool: { driver: SarifTool & { rules: SarifRule[] } };
      originalUriBaseIds: { [SRCROOT]: { uri?: string; description: { text: string } } };
      automationDetails?: { id: string };
      /** The engine's columns count UTF-16 code units (JavaScript string offsets). */
      columnKind: "utf16CodeUnits";
      results: SarifResult[];
    },
  ];
}

export interface SarifTool {
  name: string;
  version: string;
  informationUri: string;
}

/** The lines around a finding shown with it. */
export interface SarifContext {
  startLine: number;
  endLine: number;
  text: string;
}

export interface SarifOptions {
  /** The scanned root, recorded as `originalUriBaseIds["%SRCROOT%"]`; result URIs are relative to it. */
  baseUri?: string;
  tool?: SarifTool;
  /** Names this run among others of the same tool (`automationDetails.id`). */
  automationId?: string;
  /** Offers a finding's replacement as a SARIF fix (default true). */
  includeFixes?: boolean;
  /** The code around the finding at this position of the list, when it is to be shown. */
  contextOf?(finding: Finding, index: number): SarifContext | undefined;
}

const ENGINE_TOOL: SarifTool = {
  name: "code-security-engine",
  version: "0.1.0",
  informationUri: "https://example.invalid/engine",
};

/** Renders findings as a SARIF 2.1.0 log with one run. */
export function toSarif(findings: readonly Finding[], options: SarifOptions = {}): SarifLog {
  const rules = sarifRules(findings);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const base = options.baseUri;
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { ...(options.tool ?? ENGINE_TOOL), rules } },
        originalUriBaseIds: {
          [SRCROOT]: {
            ...(base ? { uri: base.endsWith("/") ? base : `${base}/` } : {}),
            description: { text: "The root of the analysed source" },
          },
        },
        ...(options.automationId ? { automationDetails: { id: options.automationId } } : {}),
        columnKind: "utf16CodeUnits",
        results: findings.map((finding, index) =>
          sarifResult(
            finding,
            ruleIndex.get(finding.ruleId) ?? 0,
            options,
            options.contextOf?.(finding, index),
          ),
        ),
      },
    ],
  };
}

/**
 * A relative URI for a path: forward slashes, each segment percent-encoded, and no empty, `.` or
 * `..` segment, so the URI always stays inside the source root.
 */
export function artifactUri(path: string): string {
  return path
    .replaceAll("\\", "/")
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..")
    .map(encodeURIComponent)
    .join("/");
}

const cweUrl = (cwe: number) => `https://cwe.mitre.org/data/definitions/${cwe}.html`;

// Each rule is described from its findings, so a log of stored findings needs no rule catalogue;
// its severity is the highest any of them has (the operator's own input lowers some), its
// precision the highest confidence.
function sarifRules(findings: readonly Finding[]): SarifRule[] {
  const byRule = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = byRule.get(finding.ruleId);
    if (group) group.push(finding);
    else byRule.set(finding.ruleId, [finding]);
  }
  return [...byRule].map(([id, group]) => {
    const first = group[0] as Finding;
    const severity = group.reduce<Severity>(
      (worst, f) => (severityRank(f.severity) < severityRank(worst) ? f.severity : worst),
      first.severity,
    );
    const precision = group.reduce<Confidence>(
      (best, f) => (confidenceRank(f.confidence) < confidenceRank(best) ? f.confidence : best),
      first.confidence,
    );
    const cwes = [...new Set(group.flatMap((f) => f.cwe))].sort((a, b) => a - b);
    const classification = [...cwes.map((c) => `CWE-${c}`), first.owasp ? `OWASP ${first.owasp}` : ""].filter(
      Boolean,
    );
    const fix = group.find((f) => f.fix)?.fix?.description;
    const owaspId = first.owasp.split(":")[0]?.trim().toLowerCase();
    return {
      id,
      name: ruleName(id),
      shortDescription: { text: first.title },
      fullDescription: {
        text: classification.length ? `${first.title} (${classification.join(", ")}).` : `${first.title}.`,
      },
      help: {
        text: [fix ? `How to fix: ${fix}` : first.message, ...cwes.map((c) => `CWE-${c}: ${cweUrl(c)}`)].join(
          "\n",
        ),
      },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: {
        tags: [
          "security",
          ...cwes.map((c) => `external/cwe/cwe-${c}`),
          ...(owaspId ? [`owasp/${owaspId}`] : []),
        ],
        "security-severity": SECURITY_SEVERITY[severity],
        precision,
      },
    };
  });
}

/** `sql-injection` becomes `SqlInjection`: SARIF rule names are identifiers, not ids. */
function ruleName(ruleId: string): string {
  const words = ruleId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("") || "Rule";
}

function sarifResult(
  finding: Finding,
  ruleIndex: number,
  options: SarifOptions,
  context: SarifContext | undefined,
): SarifResult {
  const artifactLocation = { uri: artifactUri(finding.file), uriBaseId: SRCROOT };
  const region = findingRegion(finding);
  const physicalLocation: SarifPhysicalLocation = { artifactLocation, region };
  if (context)
    physicalLocation.contextRegion = {
      startLine: Math.max(1, context.startLine),
      endLine: Math.max(1, context.endLine),
      snippet: { text: context.text },
    };
  const result: SarifResult = {
    ruleId: finding.ruleId,
    ruleIndex,
    level: LEVEL[finding.severity],
    message: { text: finding.message || finding.title },
    locations: [{ physicalLocation }],
    partialFingerprints: { primaryLocationLineHash: finding.fingerprint },
    properties: {
      severity: finding.severity,
      confidence: finding.confidence,
      cwe: finding.cwe,
      owasp: finding.owasp,
      ...(finding.sourceKind ? { sourceKind: finding.sourceKind } : {}),
    },
  };
  if (finding.trace && finding.trace.length > 0)
    result.codeFlows = [
      {
        threadFlows: [
          {
            locations: finding.trace.map((step) => ({
              location: {
                physicalLocation: {
                  artifactLocation: { uri: artifactUri(step.file), uriBaseId: SRCROOT },
                  region: { startLine: Math.max(1, step.line), startColumn: Math.max(1, step.column) },
                },
                message: { text: step.message },
              },
            })),
          },
        ],
      },
    ];
  // SARIF fixes need a concrete edit; a fix given only as advice stays in the rule's help.
  if ((options.includeFixes ?? true) && finding.fix?.replacement !== undefined)
    result.fixes = [
      {
        description: { text: finding.fix.description },
        artifactChanges: [
          {
            artifactLocation,
            replacements: [{ deletedRegion: region, insertedContent: { text: finding.fix.replacement } }],
          },
        ],
      },
    ];
  return result;
}

// SARIF lines and columns start at 1 and a region never ends before it starts.
function findingRegion(finding: Finding): Required<SarifRegion> {
  const startLine = Math.max(1, finding.startLine);
  const startColumn = Math.max(1, finding.startColumn);
  const endLine = Math.max(startLine, finding.endLine);
  const endColumn =
    endLine === startLine ? Math.max(startColumn, finding.endColumn) : Math.max(1, finding.endColumn);
  return { startLine, startColumn, endLine, endColumn };
}
