/**
 * The API's log destination (src/api/log-destination.ts): the lines of one event-loop turn are written after the
 * turn, whole and in order (UTF-8 included); a turn larger than the buffer and a line larger than the buffer are
 * written whole; the lines of the last turn are written when the process exits in it.
 */
import { execFile } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { TurnLines } from '../../src/api/log-destination';

const ROOT = path.resolve(__dirname, '../..');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnLines', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'log-lines-'));
    file = path.join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });
  const lines = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);

  it("writes a turn's lines after the turn, whole and in order", async () => {
    const sink = new TurnLines(fd);
    const logger = pino({ base: null, timestamp: false }, sink);
    for (let i = 0; i < 500; i++) logger.info({ i, who: 'Zoë €' }, 'line');
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(sink.pending).toBeGreaterThan(500 * 40);
    await nextTurn();
    expect(sink.pending).toBe(0);
    logger.info({ i: 500 }, 'next turn');
    await nextTurn();

    const written = lines();
    expect(written.map((l) => l.i)).toEqual([...Array(501).keys()]);
    expect(written[7]).toEqual({ level: 30, i: 7, who: 'Zoë €', msg: 'line' });
  });

  it('writes a turn larger than its buffer, and a line larger than the buffer, whole and in order', async () => {
    const sink = new TurnLines(fd);
    const logger = pino({ base: null, timestamp: false }, sink);
    const long = 'é'.repeat(200_000); // 400 kB of UTF-8, past the 256 kB buffer
    for (let i = 0; i < 5000; i++) logger.info({ i, pad: 'x'.repeat(100) }, 'many');
    logger.info({ i: 5000, long }, 'long');
    logger.info({ i: 5001 }, 'after');
    await nextTurn();
    const written = lines();
    expect(written.map((l) => l.i)).toEqual([...Array(5002).keys()]);
    expect(written[5000]!.long).toBe(long);
  });

  it('flush writes the pending lines at once', () => {
    const sink = new TurnLines(fd);
    const logger = pino({ base: null, timestamp: false }, sink);
    logger.info('before the turn ends');
    logger.flush();
    expect(sink.pending).toBe(0);
    expect(lines()).toEqual([{ level: 30, msg: 'before the turn ends' }]);
  });

  it('writes the lines of the last turn when the process exits in that turn', async () => {
    // A process that logs 2,000 lines to standard output, as the API does, and exits in the same turn.
    const script = [
      "const pino = require('pino');",
      "const { TurnLines } = require('./src/api/log-destination');",
      'const logger = pino({ base: null, timestamp: false }, new TurnLines());',
      "for (let i = 0; i < 2000; i++) logger.info({ i }, 'bye');",
      'process.exit(0);',
    ].join('\n');
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['-r', '@swc-node/register', '-e', script],
        { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
        (err, out) => (err ? reject(err) : resolve(out)),
      ),
    );
    const written = stdout.trimEnd().split('\n');
    expect(written).toHaveLength(2000);
    expect(JSON.parse(written[1999]!)).toEqual({ level: 30, i: 1999, msg: 'bye' });
  }, 30_000);
});
