import { Upload } from "@aws-sdk/lib-storage";
import { bucketName, s3 } from "./client";
import { formatBytes, withStorageErrors } from "./errors";

// Every object the service writes goes through here. The SDK's managed upload sends a body up to
// one part in a single PutObject and anything larger in parts, several at a time, so no size of
// result or report meets a store's limit on a single request (S3's 5 GiB, the local stand-in's
// 11 MiB), and a lost part is retried alone. A failed upload aborts its parts.

/** S3's smallest part (5 MiB): well below the local stand-in's request limit. */
export const partBytes = 5 * 1024 * 1024;
const partsAtOnce = 4;

export interface ObjectToPut {
  key: string;
  body: Buffer;
  contentType?: string;
  metadata?: Record<string, string>;
  contentDisposition?: string;
  /** What the object is, for a failure's reason: "the result document". */
  what?: string;
}

export async function putObject(object: ObjectToPut): Promise<void> {
  const action = `store ${object.what ?? "an object"} (${formatBytes(object.body.length)})`;
  await withStorageErrors(action, () =>
    new Upload({
      client: s3(),
      params: {
        Bucket: bucketName(),
        Key: object.key,
        Body: object.body,
        ContentType: object.contentType ?? "application/octet-stream",
        Metadata: object.metadata,
        ContentDisposition: object.contentDisposition,
      },
      partSize: partBytes,
      queueSize: partsAtOnce,
      leavePartsOnError: false,
    }).done(),
  );
}
