import type { Severity } from "../result-document";

// Most severe first: the order every report lists severities and sorts findings in.
export const severityOrder: readonly Severity[] = ["critical", "high", "medium", "low", "info"];

export const severityLabel: Record<Severity, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
  info: "Info",
};

/** One colour per severity, shared by the HTML and PDF reports so both read the same way. */
export const severityColour: Record<Severity, string> = {
  critical: "#8e1b1b",
  high: "#d9480f",
  medium: "#e0a100",
  low: "#1c6fb8",
  info: "#6b7785",
};

export function severityRank(severity: Severity): number {
  return severityOrder.indexOf(severity);
}
