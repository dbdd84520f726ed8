import { PutObjectCommand } from "@aws-sdk/client-s3";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Principal } from "../auth/principal";
import { config } from "../config";
import { newId } from "../crypto/secrets";
import { db, tableName } from "../db/client";
import { bucketName, s3 } from "../storage/client";
import { analysisObjects } from "./model";

// Archives too large for a request body are PUT straight to S3 with a short-lived presigned URL,
// then named by their upload_id at create. The upload item (pk=UPLOAD#<id>) records whose upload it
// is; create marks it used in its transaction, so one upload makes at most one analysis.

export const uploadKey = (uploadId: string) => ({ pk: `UPLOAD#${uploadId}`, sk: "UPLOAD" });

export async function createUpload(caller: Principal, filename?: string) {
  const settings = config();
  const uploadId = newId("upload");
  const key = analysisObjects.upload(caller.userId, uploadId);
  const expiresAt = new Date(Date.now() + settings.UPLOAD_URL_TTL_SECONDS * 1000);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...uploadKey(uploadId),
        // Found by account deletion with the user's other items.
        gsi1pk: `USER#${caller.userId}`,
        gsi1sk: `UPLOAD#${uploadId}`,
        upload_id: uploadId,
        user_id: caller.userId,
        key,
        ...(filename ? { filename } : {}),
        expires_at: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000) + 7 * 24 * 3600,
      },
    }),
  );
  const uploadUrl = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: bucketName(), Key: key }), {
    expiresIn: settings.UPLOAD_URL_TTL_SECONDS,
  });
  return {
    upload_id: uploadId,
    upload_url: uploadUrl,
    method: "PUT" as const,
    expires_at: expiresAt.toISOString(),
    max_bytes: settings.ARCHIVE_MAX_BYTES,
  };
}
