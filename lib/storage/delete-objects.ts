import { DeleteObjectsCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { bucketName, s3 } from "./client";
import { withStorageErrors } from "./errors";

/**
 * Deletes every object under `prefix`, a page of up to 1000 keys at a time, and answers how many
 * there were. `what` names them in a failure's reason ("an analysis's objects"), never the prefix,
 * which holds the owner's id.
 */
export async function deleteObjectsUnder(prefix: string, what: string): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await withStorageErrors(`list ${what}`, () =>
      s3().send(new ListObjectsV2Command({ Bucket: bucketName(), Prefix: prefix, ContinuationToken: token })),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length > 0) {
      await withStorageErrors(`delete ${what}`, () =>
        s3().send(new DeleteObjectsCommand({ Bucket: bucketName(), Delete: { Objects: keys, Quiet: true } })),
      );
      deleted += keys.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
