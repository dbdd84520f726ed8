import { S3Client } from "@aws-sdk/client-s3";
import { config } from "../config";

let client: S3Client | undefined;

export function s3(): S3Client {
  if (client) return client;
  const settings = config();
  client = new S3Client({
    region: settings.AWS_REGION,
    endpoint: settings.AWS_ENDPOINT_URL_S3,
    // A custom endpoint (the local stand-in) serves buckets by path, not by host name.
    forcePathStyle: settings.AWS_ENDPOINT_URL_S3 !== undefined,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  return client;
}

export function bucketName(): string {
  return config().BUCKET_NAME;
}
