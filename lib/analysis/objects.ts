import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import { bucketName, s3 } from "../storage/client";

// The analysis's objects in S3: JSON documents (gzipped where large) and raw bytes, all under the
// owner's prefix.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export async function putBytes(
  key: string,
  body: Buffer,
  contentType = "application/octet-stream",
  metadata?: Record<string, string>,
  contentDisposition?: string,
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucketName(),
      Key: key,
      Body: body,
      ContentType: contentType,
      Metadata: metadata,
      ContentDisposition: contentDisposition,
    }),
  );
}

export async function getBytes(key: string): Promise<Buffer> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
  if (!answer.Body) throw new Error(`Object ${key} has no body`);
  return Buffer.from(await answer.Body.transformToByteArray());
}

export async function putJson(key: string, value: unknown): Promise<void> {
  const text = Buffer.from(JSON.stringify(value));
  if (key.endsWith(".gz")) await putBytes(key, await gzipAsync(text), "application/gzip");
  else await putBytes(key, text, "application/json");
}

export async function getJson<T>(key: string): Promise<T> {
  const bytes = await getBytes(key);
  return JSON.parse((key.endsWith(".gz") ? await gunzipAsync(bytes) : bytes).toString("utf8")) as T;
}

/** Deletes every object under `prefix` (a page of up to 1000 at a time). */
export async function deletePrefix(prefix: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: bucketName(), Prefix: prefix, ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length > 0) {
      await s3().send(
        new DeleteObjectsCommand({ Bucket: bucketName(), Delete: { Objects: keys, Quiet: true } }),
      );
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
