import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { CONSOLE_PREFIX, consoleContentType } from "../../lib/web/console-assets";
import { buildConsole, DIST_DIR } from "./build";

/**
 * Builds the console and puts its files in the bucket under `web/`, where the API's catch-all
 * route serves them. The local stack does this on every start; a deployment runs the same.
 */
export async function publishConsole(client: S3Client, bucket: string): Promise<number> {
  const files = await buildConsole();
  for (const file of files) {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: `${CONSOLE_PREFIX}${file.path}`,
        Body: readFileSync(join(DIST_DIR, file.path)),
        ContentType: consoleContentType(file.path) ?? "application/octet-stream",
      }),
    );
  }
  return files.length;
}

async function main() {
  const bucket = process.env.BUCKET_NAME;
  if (!bucket) throw new Error("Set BUCKET_NAME to the stage's bucket");
  const count = await publishConsole(new S3Client({}), bucket);
  console.log(`Published ${count} console files to s3://${bucket}/${CONSOLE_PREFIX}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
