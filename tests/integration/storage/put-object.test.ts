import { randomBytes, randomUUID } from "node:crypto";
import { HeadObjectCommand, ListMultipartUploadsCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { getBytes, getJson, putJson } from "../../../lib/analysis/objects";
import { bucketName, s3 } from "../../../lib/storage/client";
import { StorageError, storageError } from "../../../lib/storage/errors";
import { partBytes, putObject } from "../../../lib/storage/put-object";

// Against fauxqs, whose S3 refuses any single request over 11 MiB (as S3 refuses a single PUT over
// 5 GiB): large objects go up in parts and come back whole, and a store's refusal reads as what it
// is, not as the SDK's "XML parse error".

const twelveMiB = 12 * 1024 * 1024;
const key = (name: string) => `tests/storage/${randomUUID()}/${name}`;

describe("putObject", () => {
  it("stores a 12 MiB object in parts and reads it back byte for byte", async () => {
    const body = randomBytes(twelveMiB + 123);
    const target = key("large.bin");
    await putObject({
      key: target,
      body,
      contentType: "application/x-test",
      metadata: { filename: "x.bin" },
    });
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName(), Key: target }));
    // A multipart object's ETag ends in its number of parts.
    expect(head.ETag).toMatch(new RegExp(`-${Math.ceil(body.length / partBytes)}"$`));
    expect(head.ContentLength).toBe(body.length);
    expect(head.ContentType).toBe("application/x-test");
    expect(head.Metadata).toEqual({ filename: "x.bin" });
    expect((await getBytes(target)).equals(body)).toBe(true);
    // Nothing left half-uploaded.
    const open = await s3().send(new ListMultipartUploadsCommand({ Bucket: bucketName(), Prefix: target }));
    expect(open.Uploads ?? []).toHaveLength(0);
  });

  it("stores a small object in one request", async () => {
    const target = key("small.txt");
    await putObject({ key: target, body: Buffer.from("hello") });
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName(), Key: target }));
    expect(head.ETag).not.toContain("-");
    expect((await getBytes(target)).toString()).toBe("hello");
  });

  it("round-trips a JSON document of tens of megabytes, plain and gzipped", async () => {
    const findings = Array.from({ length: 20_000 }, (_, index) => ({
      index,
      message: `finding ${index} ${randomBytes(600).toString("base64")}`,
    }));
    const plain = key("result.json");
    await putJson(plain, { findings });
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucketName(), Key: plain }));
    expect(head.ContentLength).toBeGreaterThan(16 * 1024 * 1024);
    expect((await getJson<{ findings: typeof findings }>(plain)).findings).toEqual(findings);
    const zipped = key("result.json.gz");
    await putJson(zipped, { findings });
    expect((await getJson<{ findings: typeof findings }>(zipped)).findings[19_999]).toEqual(findings[19_999]);
  });
});

describe("storage errors", () => {
  it("names the store's refusal of a single large request instead of the SDK's parse error", async () => {
    const failure = await s3()
      .send(
        new PutObjectCommand({ Bucket: bucketName(), Key: key("single.bin"), Body: Buffer.alloc(twelveMiB) }),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    // What the SDK itself says: the reason this translation exists.
    expect(String((failure as Error).message)).toMatch(/XML|parse|deserializ/i);
    const translated = storageError("store the result document (12.0 MiB)", failure);
    expect(translated).toBeInstanceOf(StorageError);
    expect(translated.status).toBe(413);
    expect(translated.message).toBe(
      "Could not store the result document (12.0 MiB): the file store refused it as too large (HTTP 413)",
    );
  });

  it("says which object is missing, by what it is, not by its key", async () => {
    const missing = key("prepared.json.gz");
    const failure = await getJson(missing, "the prepared files").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StorageError);
    expect((failure as StorageError).message).toBe(
      "Could not read the prepared files: the object does not exist",
    );
    expect((failure as StorageError).message).not.toContain("tests/storage");
  });
});
