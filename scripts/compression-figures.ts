/**
 * Cost and gain of compressing a JSON answer: CPU per call and bytes out for no compression,
 * gzip level 1 and 6, and brotli quality 1 to 4 (in process, synchronous zlib). Used by
 * `npm run bench` for the 360-row mortgage answer, the large response the compression decision is about.
 */
import zlib from 'node:zlib';

export interface CompressionFigure {
  coding: string;
  bytes: number;
  /** CPU microseconds per call. */
  cpuUs: number;
}

const CODINGS: Array<[string, (b: Buffer) => Buffer]> = [
  ['none (JSON.stringify only)', (b) => b],
  ['gzip level 1', (b) => zlib.gzipSync(b, { level: 1 })],
  ['gzip level 6 (default)', (b) => zlib.gzipSync(b, { level: 6 })],
  ...[1, 2, 3, 4].map((q): [string, (b: Buffer) => Buffer] => [
    `brotli quality ${q}`,
    (b) =>
      zlib.brotliCompressSync(b, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: q, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length },
      }),
  ]),
];

/** Serialize `value` and compress it each way, `n` times after a warm-up; the serialization is counted in every row. */
export function compressionFigures(value: unknown, n = 300): CompressionFigure[] {
  return CODINGS.map(([coding, f]) => {
    const once = () => f(Buffer.from(JSON.stringify(value)));
    for (let i = 0; i < 50; i++) once();
    const start = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < n; i++) bytes = once().length;
    const used = process.cpuUsage(start);
    return { coding, bytes, cpuUs: (used.user + used.system) / n };
  });
}
