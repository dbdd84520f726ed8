import { SEVERITIES } from "../../engine/schema";
import type { SeverityCounts } from "../result-document";
import { html, type SafeHtml } from "./html-template";
import { severityColour, severityLabel } from "./severities";

const WIDTH = 560;
const LABEL_WIDTH = 90;
const COUNT_WIDTH = 50;
const ROW_HEIGHT = 30;
const BAR_HEIGHT = 18;

/** Horizontal bars, one per severity, drawn inline so the page needs no image or script. */
export function severityChart(counts: SeverityCounts): SafeHtml {
  const largest = Math.max(1, ...SEVERITIES.map((severity) => counts[severity]));
  const barSpace = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  const height = SEVERITIES.length * ROW_HEIGHT;
  const summary = SEVERITIES.map((severity) => `${severityLabel[severity]} ${counts[severity]}`).join(", ");
  const rows = SEVERITIES.map((severity, index) => {
    const y = index * ROW_HEIGHT;
    const count = counts[severity];
    const width = count === 0 ? 0 : Math.max(2, Math.round((count / largest) * barSpace));
    return html`<g>
<text x="0" y="${y + 19}" class="chart-label">${severityLabel[severity]}</text>
<rect x="${LABEL_WIDTH}" y="${y + 6}" width="${barSpace}" height="${BAR_HEIGHT}" rx="3" fill="#eef0f3"/>
<rect x="${LABEL_WIDTH}" y="${y + 6}" width="${width}" height="${BAR_HEIGHT}" rx="3" fill="${severityColour[severity]}"/>
<text x="${LABEL_WIDTH + barSpace + 8}" y="${y + 19}" class="chart-count">${count}</text>
</g>`;
  });
  return html`<svg class="chart" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="Findings by severity: ${summary}">
<title>Findings by severity: ${summary}</title>
${rows}
</svg>`;
}
