import { RULES } from "../rules";
import type { Severity } from "../rules/types";
import type { Finding } from "./finding";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "note",
  info: "note",
};

/** GitHub code scanning reads `security-severity` as a CVSS-like number. */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: "0.0",
};

export interface SarifOptions {
  /** The scanned root, recorded as `originalUriBaseIds.SRCROOT`; result URIs are relative to it. */
  baseUri?: string;
  toolVersion?: string;
}

function uri(file: string): string {
  return file.split(/[\\/]/).map(encodeURIComponent).join("/");
}

/** Renders findings as a SARIF 2.1.0 log with one run. */
export function toSarif(findings: readonly Finding[], options: SarifOptions = {}): Record<string, unknown> {
  const used = new Set(findings.map((f) => f.ruleId));
  const rules = RULES.filter((r) => used.has(r.id));
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const location = (file: string, line: number, column: number, endLine?: number, endColumn?: number) => ({
    physicalLocation: {
      artifactLocation: { uri: uri(file), ...(options.baseUri ? { uriBaseId: "SRCROOT" } : {}) },
      region: {
        startLine: line,
        startColumn: column,
        ...(endLine ? { endLine } : {}),
        ...(endColumn ? { endColumn } : {}),
      },
    },
  });
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "code-security-engine",
            version: options.toolVersion ?? "0.1.0",
            informationUri: "https://example.invalid/engine",
            rules: rules.map((r) => ({
              id: r.id,
              name: r.title.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) =>
                c ? c.toUpperCase() : "",
              ),
              shortDescription: { text: r.title },
              fullDescription: { text: r.message },
              help: { text: r.fix.description },
              defaultConfiguration: { level: LEVEL[r.severity] },
              properties: {
                tags: [
                  "security",
                  ...r.cwe.map((c) => `external/cwe/cwe-${c}`),
                  `owasp/${r.owasp.split(":")[0]?.toLowerCase()}`,
                ],
                "security-severity": SECURITY_SEVERITY[r.severity],
                precision: r.confidence === "high" ? "high" : r.confidence === "medium" ? "medium" : "low",
              },
            })),
          },
        },
        ...(options.baseUri
          ? {
              originalUriBaseIds: {
                SRCROOT: { uri: options.baseUri.endsWith("/") ? options.baseUri : `${options.baseUri}/` },
              },
            }
          : {}),
        results: findings.map((f) => ({
          ruleId: f.ruleId,
          ruleIndex: ruleIndex.get(f.ruleId),
          level: LEVEL[f.severity],
          message: { text: f.message },
          locations: [location(f.file, f.startLine, f.startColumn, f.endLine, f.endColumn)],
          partialFingerprints: { primaryLocationLineHash: f.fingerprint },
          properties: {
            severity: f.severity,
            confidence: f.confidence,
            cwe: f.cwe,
            owasp: f.owasp,
            fix: f.fix?.description,
          },
          ...(f.trace && f.trace.length > 0
            ? {
                codeFlows: [
                  {
                    threadFlows: [
                      {
                        locations: f.trace.map((s) => ({
                          location: { ...location(s.file, s.line, s.column), message: { text: s.message } },
                        })),
                      },
                    ],
                  },
                ],
              }
            : {}),
          // SARIF fixes need a concrete edit; a fix given only as advice stays in the properties.
          ...(f.fix?.replacement
            ? {
                fixes: [
                  {
                    description: { text: f.fix.description },
                    artifactChanges: [
                      {
                        artifactLocation: { uri: uri(f.file) },
                        replacements: [
                          {
                            deletedRegion: {
                              startLine: f.startLine,
                              startColumn: f.startColumn,
                              endLine: f.endLine,
                              endColumn: f.endColumn,
                            },
                            insertedContent: { text: f.fix.replacement },
                          },
                        ],
                      },
                    ],
                  },
                ],
              }
            : {}),
        })),
      },
    ],
  };
}
