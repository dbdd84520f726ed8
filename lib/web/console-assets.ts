import { GetObjectCommand, NoSuchKey } from "@aws-sdk/client-s3";
import { AppError } from "../http/errors";
import { TextResult } from "../http/response";
import { bucketName, s3 } from "../storage/client";

/** Where `npm run build`'s console files live in the bucket (published by scripts/web/publish.ts). */
export const CONSOLE_PREFIX = "web/";

const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
};

/**
 * A file of the single-page console: `/assets/<name>-<hash>.<ext>` as stored (cached for good, the
 * hash changes with the content), any other extension-less path the page itself (`index.html`,
 * never cached) so that the console's own router shows it.
 */
export async function consoleFile(path: string): Promise<TextResult> {
  const name = fileName(path);
  const contentType = consoleContentType(name);
  if (!contentType) throw notFound(path);
  const body = await readObject(`${CONSOLE_PREFIX}${name}`);
  if (body === undefined) throw notFound(path);
  const cacheControl = name.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  return new TextResult(200, body, { "Content-Type": contentType, "Cache-Control": cacheControl });
}

export function consoleContentType(name: string): string | undefined {
  return contentTypes[name.slice(name.lastIndexOf(".") + 1)];
}

function fileName(path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw notFound(path);
  }
  const parts = decoded.split("/").filter(Boolean);
  if (parts.some((part) => part === ".." || part === "." || /[\\\0]/.test(part))) throw notFound(path);
  const last = parts.at(-1) ?? "";
  return last.includes(".") ? parts.join("/") : "index.html";
}

async function readObject(key: string): Promise<string | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    return await object.Body?.transformToString("utf-8");
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
}

function notFound(path: string): AppError {
  return new AppError("NOT_FOUND", `No route for GET ${path}`);
}
