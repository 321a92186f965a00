import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Client } from 'pg';

/**
 * COPY through the `pg` driver without another package: a "submittable" the client runs like a query
 * (the same hooks the pg-copy-streams package uses). The driver routes CopyData, CommandComplete,
 * ErrorResponse and ReadyForQuery to it.
 */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.ReadableStream & NodeJS.WritableStream;
}

abstract class CopySubmittable {
  protected error?: Error;
  private settle!: { resolve: () => void; reject: (error: Error) => void };
  readonly done = new Promise<void>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(private readonly text: string) {}

  submit(connection: PgConnection): void {
    connection.query(this.text);
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('not a COPY FROM');
  }
  handleCopyData(_msg: { chunk: Buffer }, _connection: PgConnection): void {}

  handleError(error: Error): void {
    this.error ??= error;
    this.settle.reject(this.error);
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve();
  }
}

/** `COPY … TO STDOUT` into a file: resolves with the byte count, the rows and the SHA-256 of what was written. */
export async function copyToFile(client: Client, sql: string, file: string): Promise<{ bytes: number; rows: number; sha256: string }> {
  const out = fs.createWriteStream(file, { highWaterMark: 1024 * 1024 });
  const hash = createHash('sha256');
  let bytes = 0;
  let rows = 0;
  // The socket is paused while the file catches up, and always resumed: the next query needs it.
  let paused: PgConnection | undefined;
  let writeError: Error | undefined;
  const resume = () => {
    paused?.stream.resume();
    paused = undefined;
  };
  class CopyOut extends CopySubmittable {
    override handleCopyData(msg: { chunk: Buffer }, connection: PgConnection): void {
      hash.update(msg.chunk);
      bytes += msg.chunk.length;
      // Text format: one line per row (newlines inside values are written as \n).
      for (let i = msg.chunk.indexOf(10); i !== -1; i = msg.chunk.indexOf(10, i + 1)) rows += 1;
      if (writeError) return;
      // The driver's parser reuses its buffer: copy the bytes before they wait in the file's queue.
      if (!out.write(Buffer.from(msg.chunk)) && !paused) {
        paused = connection;
        connection.stream.pause();
        out.once('drain', resume);
      }
    }
  }
  out.once('error', (error) => {
    writeError = error; // a full disk: the COPY still runs to its end, then this is thrown
    resume();
  });
  const copy = new CopyOut(sql);
  void client.query(copy as never);
  try {
    await copy.done;
  } finally {
    out.off('drain', resume);
    resume();
    if (!writeError) {
      out.end();
      await once(out, 'close').catch(() => undefined);
    }
  }
  if (writeError) throw new Error(`Could not write ${file}: ${writeError.message}`);
  return { bytes, rows, sha256: hash.digest('hex') };
}

/** `COPY … TO STDOUT` hashed without keeping the bytes (the restore's check). */
export async function copyToHash(client: Client, sql: string): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  class CopyOut extends CopySubmittable {
    override handleCopyData(msg: { chunk: Buffer }): void {
      hash.update(msg.chunk);
      for (let i = msg.chunk.indexOf(10); i !== -1; i = msg.chunk.indexOf(10, i + 1)) rows += 1;
    }
  }
  const copy = new CopyOut(sql);
  void client.query(copy as never);
  await copy.done;
  return { rows, sha256: hash.digest('hex') };
}

/** `COPY … FROM STDIN` fed from a file, with back-pressure on the socket. */
export async function copyFromFile(client: Client, sql: string, file: string): Promise<void> {
  class CopyIn extends CopySubmittable {
    override handleCopyInResponse(connection: PgConnection): void {
      const input = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
      input.on('data', (chunk: Buffer | string) => {
        if (this.error) return void input.destroy();
        connection.sendCopyFromChunk(Buffer.from(chunk));
        if ((connection.stream as unknown as { writableNeedDrain: boolean }).writableNeedDrain) {
          input.pause();
          connection.stream.once('drain', () => input.resume());
        }
      });
      input.once('end', () => connection.endCopyFrom());
      input.once('error', (error) => connection.sendCopyFail(`could not read ${file}: ${error.message}`));
    }
  }
  const copy = new CopyIn(sql);
  void client.query(copy as never);
  await copy.done;
}
