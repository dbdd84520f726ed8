import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { AppError } from "../http/errors";
import { type HttpResult, redirect, TextResult } from "../http/response";
import { bucketName, s3 } from "../storage/client";
import { putObject } from "../storage/put-object";
import { analysisObjects } from "./model";
import { readableAnalysis } from "./records";
import { renderReport } from "./reports/render-report";
import { reportFileName } from "./reports/report-file-name";
import type { ReportOptions } from "./reports/report-options";
import { readResultDocument } from "./stored-result";

// GET /api/analysis/{id}/report: after the access check, the report is rendered once per format
// and options from the canonical result document, kept under the analysis's prefix, and answered
// with a redirect to a presigned GET that lives a few minutes and names the file's type and name.
// A caller that cannot follow a redirect to another origin (the console, whose policy allows
// fetches to its own origin only) asks with `Accept: text/uri-list` and gets the URL as the body.
// Object keys come from the record, never from the request.

export async function reportDownload(
  caller: Principal,
  analysisId: string,
  options: ReportOptions,
  asLink = false,
): Promise<HttpResult> {
  const record = await readableAnalysis(caller, analysisId);
  if (record.status !== "completed") {
    throw new AppError(
      "ANALYSIS_NOT_FINISHED",
      `The analysis is ${record.status}; its report exists once it completes`,
      {
        details: { status: record.status },
      },
    );
  }
  const variant = `${options.format}-code${options.includeCode ? 1 : 0}-fixes${options.includeFixes ? 1 : 0}`;
  const key = analysisObjects.report(record.user_id, analysisId, variant);
  let cached = await s3()
    .send(new HeadObjectCommand({ Bucket: bucketName(), Key: key }))
    .then(
      (head) =>
        head.ContentType && head.Metadata?.filename
          ? { contentType: head.ContentType, filename: head.Metadata.filename }
          : undefined,
      () => undefined,
    );
  if (!cached) {
    const document = await readResultDocument(record);
    const rendered = await renderReport(document, options);
    cached = { contentType: rendered.contentType, filename: reportFileName(document, options.format) };
    // The object names itself an attachment too, for stores that ignore the URL's override.
    await putObject({
      key,
      body: rendered.body,
      contentType: rendered.contentType,
      metadata: { filename: cached.filename },
      contentDisposition: attachment(cached.filename),
      what: `the ${options.format} report`,
    });
  }
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucketName(),
      Key: key,
      ResponseContentType: cached.contentType,
      ResponseContentDisposition: attachment(cached.filename),
    }),
    { expiresIn: config().REPORT_URL_TTL_SECONDS },
  );
  if (asLink) return new TextResult(200, `${url}\r\n`, { "Content-Type": "text/uri-list" });
  return redirect(url);
}

function attachment(filename: string): string {
  return `attachment; filename="${filename}"`;
}
