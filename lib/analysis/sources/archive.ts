import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import * as tar from "tar-stream";
import * as yauzl from "yauzl";

// Unpacks a submitted .zip or .tar.gz in memory, refusing what could escape or exhaust the worker:
// entry names with `..`, absolute or drive paths and backslashes, links and special files,
// encrypted entries, more entries than allowed, and more unpacked bytes than allowed. Sizes an
// archive declares are never trusted: every byte inflated is counted as it arrives and reading
// stops at the first byte over a limit, so a zip bomb costs at most the limit.

export interface ArchiveLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
  /** Larger files are skipped (not read), with a reason. */
  maxFileBytes: number;
}

export interface UnpackedFile {
  path: string;
  content: Buffer;
}

export interface SkippedFile {
  path: string;
  reason: string;
}

export interface Unpacked {
  files: UnpackedFile[];
  skipped: SkippedFile[];
}

/** The submitted source cannot be analysed: retrying will not help, the analysis fails with this reason. */
export class SourceRejected extends Error {
  override readonly name = "SourceRejected";
}

export type ArchiveFormat = "zip" | "tar.gz";

export function archiveFormat(data: Uint8Array): ArchiveFormat | undefined {
  if (data[0] === 0x50 && data[1] === 0x4b && (data[2] === 0x03 || data[2] === 0x05)) return "zip";
  if (data[0] === 0x1f && data[1] === 0x8b) return "tar.gz";
  return undefined;
}

export async function unpackArchive(data: Buffer, limits: ArchiveLimits): Promise<Unpacked> {
  const format = archiveFormat(data);
  if (format === "zip") return unpackZip(data, limits);
  if (format === "tar.gz") return unpackTarGz(data, limits);
  throw new SourceRejected("The archive is neither a .zip nor a .tar.gz file");
}

/** The entry's path, normalised, or a SourceRejected naming why it is unsafe. */
export function safeEntryPath(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f]/.test(name))
    throw new SourceRejected("An archive entry name contains control characters");
  if (name.includes("\\")) throw new SourceRejected(`Archive entry "${name}" uses a backslash in its path`);
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) {
    throw new SourceRejected(`Archive entry "${name}" has an absolute path`);
  }
  const segments = name.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) {
    throw new SourceRejected(`Archive entry "${name}" points outside the archive (..)`);
  }
  return segments.join("/");
}

class Budget {
  entries = 0;
  bytes = 0;
  private readonly seen = new Set<string>();
  readonly files: UnpackedFile[] = [];
  readonly skipped: SkippedFile[] = [];

  constructor(private readonly limits: ArchiveLimits) {}

  countEntry(): void {
    this.entries += 1;
    if (this.entries > this.limits.maxEntries) {
      throw new SourceRejected(`The archive has more than ${this.limits.maxEntries} entries`);
    }
  }

  countBytes(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.maxUnpackedBytes) {
      throw new SourceRejected(`The archive unpacks to more than ${this.limits.maxUnpackedBytes} bytes`);
    }
  }

  /** Whether to read this file: false (and noted) when it is too large or a repeated path. */
  admit(path: string, declaredBytes: number): boolean {
    if (this.seen.has(path)) {
      this.skipped.push({ path, reason: "appears more than once in the archive" });
      return false;
    }
    this.seen.add(path);
    if (declaredBytes > this.limits.maxFileBytes) {
      this.skipped.push({ path, reason: `larger than max_file_size (${this.limits.maxFileBytes} bytes)` });
      return false;
    }
    return true;
  }

  /** Reads an entry's bytes, never more than the file limit and the archive's remaining budget. */
  async read(path: string, stream: AsyncIterable<Buffer>): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    for await (const chunk of stream) {
      this.countBytes(chunk.length);
      size += chunk.length;
      if (size > this.limits.maxFileBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    }
    if (tooLarge) {
      this.skipped.push({ path, reason: `larger than max_file_size (${this.limits.maxFileBytes} bytes)` });
    } else {
      this.files.push({ path, content: Buffer.concat(chunks, size) });
    }
  }
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

async function unpackZip(data: Buffer, limits: ArchiveLimits): Promise<Unpacked> {
  const budget = new Budget(limits);
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(data, {
      lazyEntries: true,
      // Names are checked here, with reasons a user understands.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new SourceRejected(`The .zip archive cannot be read: ${(error as Error).message}`);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new SourceRejected(`The archive has more than ${limits.maxEntries} entries`);
  }
  try {
    for (;;) {
      const entry = await nextZipEntry(zip);
      if (!entry) break;
      budget.countEntry();
      const name = entry.fileNameRaw.toString("utf8");
      const path = safeEntryPath(name);
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (name.endsWith("/") || mode === S_IFDIR) continue;
      if (mode !== 0 && mode !== S_IFREG) {
        throw new SourceRejected(
          `Archive entry "${name}" is a link or special file; only regular files are accepted`,
        );
      }
      if (entry.isEncrypted()) throw new SourceRejected(`Archive entry "${name}" is encrypted`);
      if (!entry.canDecodeFileData()) {
        throw new SourceRejected(`Archive entry "${name}" uses an unsupported compression method`);
      }
      // A bomb that admits its size is refused before a byte is inflated.
      if (entry.uncompressedSize > limits.maxUnpackedBytes - budget.bytes) {
        throw new SourceRejected(`The archive unpacks to more than ${limits.maxUnpackedBytes} bytes`);
      }
      if (!budget.admit(path, entry.uncompressedSize)) continue;
      const stream = await zip.openReadStreamPromise(entry);
      try {
        await budget.read(path, stream);
      } catch (error) {
        stream.destroy();
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof SourceRejected) throw error;
    throw new SourceRejected(`The .zip archive is damaged: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  return { files: budget.files, skipped: budget.skipped };
}

function nextZipEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | undefined> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => settle(() => resolve(entry));
    const onEnd = () => settle(() => resolve(undefined));
    const onError = (error: Error) => settle(() => reject(error));
    const settle = (done: () => void) => {
      zip.off("entry", onEntry);
      zip.off("end", onEnd);
      zip.off("error", onError);
      done();
    };
    zip.on("entry", onEntry);
    zip.on("end", onEnd);
    zip.on("error", onError);
    zip.readEntry();
  });
}

async function unpackTarGz(data: Buffer, limits: ArchiveLimits): Promise<Unpacked> {
  const budget = new Budget(limits);
  // The tar stream itself is capped too: headers and padding add at most ~1.5 KB per entry.
  const streamCap = limits.maxUnpackedBytes + limits.maxEntries * 1536 + 10_240;
  let inflated = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      if (inflated > streamCap) {
        callback(new SourceRejected(`The archive unpacks to more than ${limits.maxUnpackedBytes} bytes`));
      } else {
        callback(null, chunk);
      }
    },
  });
  const extract = tar.extract();
  const feeding = pipeline(Readable.from([data]), createGunzip(), counter, extract);
  try {
    for await (const entry of extract) {
      const header = entry.header;
      budget.countEntry();
      const path = safeEntryPath(header.name);
      if (header.type === "directory") {
        entry.resume();
        continue;
      }
      if (header.type !== "file" && header.type !== "contiguous-file") {
        throw new SourceRejected(
          `Archive entry "${header.name}" is a ${header.type}; only regular files are accepted`,
        );
      }
      const declared = header.size ?? 0;
      if (declared > limits.maxUnpackedBytes - budget.bytes) {
        throw new SourceRejected(`The archive unpacks to more than ${limits.maxUnpackedBytes} bytes`);
      }
      if (!budget.admit(path, declared)) {
        entry.resume();
        continue;
      }
      await budget.read(path, entry as unknown as AsyncIterable<Buffer>);
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    const fed = await feeding.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const cause = fed instanceof SourceRejected ? fed : error;
    if (cause instanceof SourceRejected) throw cause;
    throw new SourceRejected(`The .tar.gz archive is damaged: ${(cause as Error).message}`);
  }
  return { files: budget.files, skipped: budget.skipped };
}

/** Repository archives wrap everything in one top folder (`org-repo-sha/`); paths read better without it. */
export function stripCommonRoot(unpacked: Unpacked): Unpacked {
  const roots = new Set(unpacked.files.map((file) => file.path.split("/")[0]));
  const [root] = roots;
  if (roots.size !== 1 || unpacked.files.some((file) => !file.path.includes("/"))) return unpacked;
  const strip = (path: string) => (path.startsWith(`${root}/`) ? path.slice(String(root).length + 1) : path);
  return {
    files: unpacked.files.map((file) => ({ ...file, path: strip(file.path) })),
    skipped: unpacked.skipped.map((file) => ({ ...file, path: strip(file.path) })),
  };
}
