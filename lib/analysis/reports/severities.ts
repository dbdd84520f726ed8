import type { Severity } from "../../engine/schema";

// How the human-readable reports show a severity; their order is the engine's (`SEVERITIES`).

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
