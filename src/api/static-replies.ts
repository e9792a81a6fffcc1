/**
 * `/mcp` replies that differ only by their request's `id`: a `resources/read` of a document fixed for the deploy (an
 * MCP App document, a methodology, the tax tables). The reply is `{"jsonrpc":"2.0","id":<id>,"result":<tail>`, and the
 * tail is the same bytes for every reader of that resource and revision: it is encoded as UTF-8 and deflated once,
 * kept (the last `maxEntries` tails), and each reply writes its own few bytes of head around the shared tail.
 *
 * gzip (RFC 1952) is stitched, not compressed per reply: the head deflated alone and flushed to a byte boundary
 * (`Z_SYNC_FLUSH`: blocks that end the stream nowhere), then the tail's deflate stream, which never refers back
 * past its own start, then the CRC-32 and length of the whole text. Brotli streams cannot be joined that way, so a
 * client that accepts gzip gets gzip (RFC 9110 §12.5.3 lets the server choose among the codings a client accepts);
 * one that accepts only brotli gets the reply compressed per request, as every other large answer.
 */
import zlib from 'node:zlib';

export interface EncodedReply {
  /** The pieces to write in order (the tail's a shared buffer). */
  chunks: Buffer[];
  length: number;
  coding: 'gzip' | undefined;
}

interface Tail {
  identity: Buffer;
  /** A raw deflate stream of `identity`, ended (its last block final). */
  deflated: Buffer;
}

/** A gzip member's header: deflate, no name or flags, no time, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

export class StaticReplies {
  private readonly tails = new Map<string, Tail>();

  constructor(private readonly maxEntries = 64) {}

  /**
   * The reply `json` to request `id` from a kept tail (kept now if it is new), in gzip or none; undefined when the
   * reply is not `{"jsonrpc":"2.0","id":…,"result":…}` (an error, a batch).
   */
  encode(json: string, id: unknown, coding: 'gzip' | false): EncodedReply | undefined {
    const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":`;
    if (!json.startsWith(head) || (typeof id !== 'string' && typeof id !== 'number')) return undefined;
    const key = json.slice(head.length);
    let tail = this.tails.get(key);
    if (tail === undefined) {
      const identity = Buffer.from(key, 'utf8');
      tail = { identity, deflated: zlib.deflateRawSync(identity, { level: 6 }) };
      if (this.tails.size >= this.maxEntries) this.tails.delete(this.tails.keys().next().value!);
      this.tails.set(key, tail);
    }
    const headBytes = Buffer.from(head, 'utf8');
    if (!coding) {
      return {
        chunks: [headBytes, tail.identity],
        length: headBytes.length + tail.identity.length,
        coding: undefined,
      };
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(tail.identity, zlib.crc32(headBytes)), 0);
    trailer.writeUInt32LE((headBytes.length + tail.identity.length) % 2 ** 32, 4);
    const chunks = [
      GZIP_HEADER,
      zlib.deflateRawSync(headBytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
      tail.deflated,
      trailer,
    ];
    return { chunks, length: chunks.reduce((n, c) => n + c.length, 0), coding: 'gzip' };
  }
}
