import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { bucketName, s3 } from "../storage/client";
import { withStorageErrors } from "../storage/errors";
import { putObject } from "../storage/put-object";

// The analysis's objects in S3: JSON documents (gzipped where large) and raw bytes, all under the
// owner's prefix. A failure names the object by what it is (`what`, else the key's last part),
// never by its whole key, which holds the owner's id.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

function nameOf(key: string): string {
  return key.slice(key.lastIndexOf("/") + 1);
}

export async function getBytes(key: string, what = nameOf(key)): Promise<Buffer> {
  return withStorageErrors(`read ${what}`, async () => {
    const answer = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    if (!answer.Body) throw new Error(`Object ${key} has no body`);
    return Buffer.from(await answer.Body.transformToByteArray());
  });
}

export async function putJson(key: string, value: unknown, what = nameOf(key)): Promise<void> {
  const text = Buffer.from(JSON.stringify(value));
  if (key.endsWith(".gz")) {
    await putObject({ key, body: await gzipAsync(text), contentType: "application/gzip", what });
  } else await putObject({ key, body: text, contentType: "application/json", what });
}

export async function getJson<T>(key: string, what = nameOf(key)): Promise<T> {
  const bytes = await getBytes(key, what);
  return JSON.parse((key.endsWith(".gz") ? await gunzipAsync(bytes) : bytes).toString("utf8")) as T;
}
