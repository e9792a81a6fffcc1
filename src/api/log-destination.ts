/**
 * Where the API's log lines go: standard output, written once per event-loop turn from a buffer outside the JS heap.
 * Each line pino hands over is encoded into the buffer at once, so its string dies young; at the end of the turn the
 * buffer's bytes go out in one synchronous write (pino's default is a synchronous write per line). A turn that logs
 * more than the buffer holds writes it when it is full; a line larger than the buffer is written on its own.
 *
 * Against pino's asynchronous writer (sonic-boom), which keeps every line as a string until a write on the thread pool
 * has taken it, this costs 0.905–0.944 of the CPU of an EMI request (docs/decisions.md, "Log lines written once per
 * turn from a buffer").
 *
 * Lines are never lost at exit: the process's `exit` writes what the turn has logged. A write the pipe cannot take yet
 * (EAGAIN) is retried after a millisecond; a closed standard output (EPIPE) ends logging, as it does in pino.
 */
import { writeSync } from 'node:fs';

/** Bytes buffered before a write within the turn: about 700 access lines. */
const CAPACITY = 256 * 1024;
/** The most bytes a UTF-16 code unit takes in UTF-8. */
const MAX_BYTES_PER_UNIT = 3;

const pause = new Int32Array(new SharedArrayBuffer(4));

export class TurnLines {
  private readonly buffer = Buffer.allocUnsafe(CAPACITY);
  private used = 0;
  private scheduled = false;
  private closed = false;

  /** @param fd where lines are written: standard output unless a test says otherwise */
  constructor(private readonly fd = 1) {
    process.once('exit', () => this.flushSync());
  }

  /** Bytes waiting for the end of the turn. */
  get pending(): number {
    return this.used;
  }

  /** One line from pino (it ends in a newline). */
  write(line: string): void {
    if (this.closed) return;
    const most = line.length * MAX_BYTES_PER_UNIT;
    if (this.used + most > CAPACITY) {
      this.flushSync();
      if (most > CAPACITY) return this.writeAll(Buffer.from(line, 'utf8'));
    }
    this.used += this.buffer.write(line, this.used, 'utf8');
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flushSync();
    });
  }

  /** Writes what is buffered now (pino's `logger.flush` calls this). */
  flush(cb?: (err?: Error) => void): void {
    this.flushSync();
    cb?.();
  }

  flushSync(): void {
    if (this.used === 0) return;
    const bytes = this.buffer.subarray(0, this.used);
    this.used = 0;
    this.writeAll(bytes);
  }

  private writeAll(bytes: Buffer): void {
    let offset = 0;
    while (offset < bytes.length && !this.closed) {
      try {
        offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' || code === 'EBUSY') Atomics.wait(pause, 0, 0, 1);
        else if (code === 'EPIPE') this.closed = true;
        else throw e;
      }
    }
  }
}
