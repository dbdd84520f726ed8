import { analysisObjects } from "./model";
import { getJson } from "./objects";
import { currentResultDocument, type LegacyResultDocument, type ResultDocument } from "./result-document";

// Reading the result document from S3 lives apart from its schema, so the report renderers (which
// need the schema only) bundle without the AWS SDK.

/** The stored result document of a completed analysis, whichever version wrote it. */
export async function readResultDocument(record: {
  user_id: string;
  analysis_id: string;
}): Promise<ResultDocument> {
  return currentResultDocument(
    await getJson<ResultDocument | LegacyResultDocument>(
      analysisObjects.result(record.user_id, record.analysis_id),
    ),
  );
}
