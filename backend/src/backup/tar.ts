import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * The smallest tar (POSIX ustar) the backups need: regular files with names up to 100 bytes,
 * gzip-compressed with Node's zlib. Readable by GNU tar (`tar -tzf penpal-….tar.gz`).
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function tarHeader(name: string, size: number, mtime: number): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`Archive entry name too long: ${name}`);
  if (size >= 8 ** 11) throw new Error(`Archive entry too large: ${name}`);
  const header = Buffer.alloc(BLOCK);
  nameBytes.copy(header, 0);
  header.write(octal(0o644, 8), 100, 'ascii'); // mode
  header.write(octal(0, 8), 108, 'ascii'); // uid
  header.write(octal(0, 8), 116, 'ascii'); // gid
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum counted as spaces
  header.write('0', 156, 'ascii'); // regular file
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest ? BLOCK - rest : 0);
}

export interface TarSource {
  /** The name inside the archive (forward slashes). */
  name: string;
  /** A file on disk, or the bytes themselves. */
  file?: string;
  data?: Buffer;
}

async function* tarStream(entries: TarSource[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    if (entry.data) {
      yield tarHeader(entry.name, entry.data.length, Date.now());
      yield entry.data;
      yield padding(entry.data.length);
      continue;
    }
    const stat = await fs.promises.stat(entry.file!);
    yield tarHeader(entry.name, stat.size, stat.mtimeMs);
    let written = 0;
    for await (const chunk of fs.createReadStream(entry.file!)) {
      const buffer = chunk as Buffer;
      // A file that grew since stat: the header's size is what counts.
      const part = buffer.subarray(0, Math.max(0, stat.size - written));
      written += part.length;
      yield part;
    }
    if (written !== stat.size) throw new Error(`${entry.file} changed while it was archived`);
    yield padding(stat.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries, in order, to a .tar.gz file. */
export async function writeTarGz(outFile: string, entries: TarSource[]): Promise<void> {
  await pipeline(Readable.from(tarStream(entries)), zlib.createGzip({ level: 6 }), fs.createWriteStream(outFile, { mode: 0o600 }));
}

export interface ExtractedEntry {
  name: string;
  size: number;
  sha256: string;
}

/** Names the archive may hold: relative, forward slashes, no `..`, nothing absolute. */
function safeName(name: string): boolean {
  return name.length > 0 && !name.startsWith('/') && !name.includes('\\') && name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function parseOctal(header: Buffer, offset: number, width: number): number {
  const text = header.toString('ascii', offset, offset + width).replace(/\0.*$/s, '').trim();
  if (!/^[0-7]+$/.test(text)) throw new Error('The archive is damaged (bad tar header).');
  return parseInt(text, 8);
}

/**
 * Unpacks a .tar.gz into `destDir` (which must exist), returning each file's size and SHA-256.
 * Refuses names that would leave the folder and anything but regular files.
 */
export async function extractTarGz(archive: string, destDir: string): Promise<ExtractedEntry[]> {
  const entries: ExtractedEntry[] = [];
  let buffered: Buffer = Buffer.alloc(0);
  let current: { entry: ExtractedEntry; remaining: number; pad: number; out: fs.WriteStream; hash: ReturnType<typeof createHash> } | undefined;
  let ended = false;

  const finish = async () => {
    if (!current) return;
    current.entry.sha256 = current.hash.digest('hex');
    current.out.end();
    await new Promise<void>((resolve, reject) => {
      current!.out.once('close', resolve);
      current!.out.once('error', reject);
    });
    entries.push(current.entry);
  };

  const gunzip = zlib.createGunzip();
  // pipe() does not pass a read error on (a missing file would leave the loop waiting): destroy with it.
  const source = fs.createReadStream(archive).once('error', (error) => gunzip.destroy(error));
  for await (const chunk of source.pipe(gunzip)) {
    buffered = buffered.length ? Buffer.concat([buffered, chunk as Buffer]) : (chunk as Buffer);
    for (;;) {
      if (ended) {
        buffered = Buffer.alloc(0);
        break;
      }
      if (current) {
        if (current.remaining > 0) {
          if (!buffered.length) break;
          const part = buffered.subarray(0, current.remaining);
          current.hash.update(part);
          if (!current.out.write(part)) await new Promise<void>((r) => current!.out.once('drain', () => r()));
          current.remaining -= part.length;
          buffered = buffered.subarray(part.length);
          continue;
        }
        if (buffered.length < current.pad) break;
        buffered = buffered.subarray(current.pad);
        await finish();
        current = undefined;
        continue;
      }
      if (buffered.length < BLOCK) break;
      const header = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (header.every((b) => b === 0)) {
        ended = true;
        continue;
      }
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
      if (sum !== parseOctal(header, 148, 8)) throw new Error('The archive is damaged (tar header checksum).');
      const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const type = String.fromCharCode(header[156] || 48);
      if (type !== '0' || !safeName(name)) throw new Error(`The archive holds an entry this tool does not write: ${name}`);
      const size = parseOctal(header, 124, 12);
      const target = path.join(destDir, ...name.split('/'));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      current = {
        entry: { name, size, sha256: '' },
        remaining: size,
        pad: padding(size).length,
        out: fs.createWriteStream(target),
        hash: createHash('sha256'),
      };
    }
  }
  if (current || !ended) {
    current?.out.destroy();
    throw new Error('The archive is cut short (incomplete tar).');
  }
  return entries;
}
