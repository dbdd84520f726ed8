import { Readable } from "node:stream";
import { crc32, deflateRawSync, gzipSync } from "node:zlib";
import * as tar from "tar-stream";

// Archives built byte by byte, so tests can make the hostile ones real tools refuse to write:
// names with `..`, links, lying size fields.

export interface ZipEntry {
  name: string;
  content?: Buffer | string;
  /** Unix mode bits stored in the external attributes, e.g. 0o120777 for a symlink. */
  mode?: number;
  /** Overrides the uncompressed size written in the headers (a lying archive). */
  declaredSize?: number;
  store?: boolean;
}

export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.from(entry.content ?? "");
    const stored = entry.store || data.length === 0;
    const packed = stored ? data : deflateRawSync(data);
    const method = stored ? 0 : 8;
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.mode ?? (entry.name.endsWith("/") ? 0o040755 : 0o100644)) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface TarEntry {
  name: string;
  content?: Buffer | string;
  type?: "file" | "directory" | "symlink" | "link";
  linkname?: string;
}

export async function tarGzArchive(entries: TarEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const collected = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.from(pack)) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  })();
  for (const entry of entries) {
    const content = entry.content === undefined ? undefined : Buffer.from(entry.content);
    const header = {
      name: entry.name,
      type: entry.type ?? "file",
      linkname: entry.linkname,
      size: content?.length,
    };
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (content) pack.entry(header, content, done);
      else pack.entry(header, done);
    });
  }
  pack.finalize();
  return gzipSync(await collected);
}
