import type { Finding } from "../engine/schema";
import { type AnalysisRecord, analysisObjects } from "./model";
import { getJson, putJson } from "./objects";
import { readResultDocument } from "./stored-result";

// A completed analysis's findings, stored a second time in small objects so a page of them is read
// without the whole result document. Post-processing writes them in the document's order
// (severity, file, line), `findingsPerObject` to an object; a read of up to 100 findings touches
// at most two objects however many findings there are, where the document holds about 0.7 KB per
// finding (7 MiB for 10,000) to fetch and parse on every request.

export const findingsPerObject = 200;

/** Objects written at once: enough to hide each request's latency, few enough not to be throttled. */
const writesAtOnce = 8;

/** Writes `findings` as page objects; returns how many findings each object holds. */
export async function writeFindingPages(
  userId: string,
  analysisId: string,
  findings: readonly Finding[],
): Promise<number> {
  const objects = Math.ceil(findings.length / findingsPerObject);
  let next = 0;
  const writer = async () => {
    for (let index = next++; index < objects; index = next++) {
      const slice = findings.slice(index * findingsPerObject, (index + 1) * findingsPerObject);
      await putJson(analysisObjects.findingsPage(userId, analysisId, index), slice, "a page of findings");
    }
  };
  await Promise.all(Array.from({ length: Math.min(writesAtOnce, objects) }, writer));
  return findingsPerObject;
}

/**
 * The findings at positions `start` (inclusive) to `end` (exclusive) of a completed analysis. An
 * analysis completed before pages existed is read from its result document.
 */
export async function readFindings(record: AnalysisRecord, start: number, end: number): Promise<Finding[]> {
  if (end <= start) return [];
  const perObject = record.findings_per_object;
  if (!perObject) {
    return (await readResultDocument(record)).findings.slice(start, end);
  }
  const first = Math.floor(start / perObject);
  const last = Math.floor((end - 1) / perObject);
  const objects = await Promise.all(
    Array.from({ length: last - first + 1 }, (_, offset) =>
      getJson<Finding[]>(
        analysisObjects.findingsPage(record.user_id, record.analysis_id, first + offset),
        "a page of findings",
      ),
    ),
  );
  return objects.flat().slice(start - first * perObject, end - first * perObject);
}
