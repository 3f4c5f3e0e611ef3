import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { WEB_ASSETS_ROUTE } from './web-assets';

/** Below this many bytes an answer goes as it is: it fits in one packet, compressing it saves nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers made for one request (the API's JSON, a page rendered for a signed-in visitor): compressed
 * with the cheapest settings, Brotli quality 1 or gzip level 1. On the house and search answers they cost
 * a third to a quarter of Brotli quality 4 (the plugin's default) for 3–4 % more bytes. Buffered answers
 * up to 256 KB are compressed in one call instead of through a stream, which costs more than the
 * compression itself for a small answer.
 */
const DYNAMIC = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
  threshold: COMPRESSION_THRESHOLD,
  syncThreshold: 256 * 1024,
};

/**
 * The built web app's files (scripts, styles) are the same for every visitor and cached by browsers
 * for a year: they keep the stronger settings (Brotli quality 4, gzip level 6). Kept pages come
 * already compressed (src/server/page-cache.ts) and are not compressed again.
 */
const FILES = {
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  threshold: COMPRESSION_THRESHOLD,
};

/** The routes of the web app's files: its hashed files (web-assets.ts) and the others (@fastify/static's wildcard, src/server/app.ts). */
const isWebAppFilesRoute = (route: RouteOptions) => route.url === WEB_ASSETS_ROUTE || route.url === '/*';

/** Compression of every answer the client accepts compressed, with the settings above. */
export async function registerCompression(app: FastifyInstance) {
  // Added before the plugin, so it runs before the plugin's own onRoute hook reads the route's options.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isWebAppFilesRoute(route)) route.compress = FILES;
  });
  await app.register(compress, { global: true, ...DYNAMIC });
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A text made for one request (or its pieces, in order), compressed as the client accepts with the settings of DYNAMIC, on libuv's
 * threads instead of the main thread (a rendered page: 100–200 KB, whose compression in the request
 * took a tenth of the server's thread). The text is written as UTF-8 into a buffer kept for the next
 * text (`Buffer.from` allocates a new one for each page, and that cost ten times the writing:
 * docs/performance/2026-12-03-kept-parts.md); the compressor reads it, and it is given back when the
 * compressed copy is made. Null when the client accepts neither or the text is too short.
 */
export async function compressedForClient(text: string | readonly string[], acceptEncoding: string | undefined): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | null> {
  const encoding = negotiate(acceptEncoding ?? '', ['br', 'gzip', 'identity']);
  if (encoding !== 'br' && encoding !== 'gzip') return null;
  // A page in pieces is written piece by piece, never joined (src/web/lib/large-strings.ts).
  const pieces = typeof text === 'string' ? [text] : text;
  const buffer = takeBuffer(pieces.reduce((units, piece) => units + piece.length, 0) * MAX_UTF8_BYTES_PER_UNIT);
  try {
    let length = 0;
    for (const piece of pieces) length += buffer.write(piece, length, 'utf8');
    const bytes = buffer.subarray(0, length);
    if (bytes.length < COMPRESSION_THRESHOLD) return null;
    if (encoding === 'br') return { encoding, body: await brotliCompress(bytes, DYNAMIC.brotliOptions) };
    return { encoding, body: await gzip(bytes, DYNAMIC.zlibOptions) };
  } finally {
    giveBack(buffer);
  }
}

/** A UTF-16 code unit is at most three bytes of UTF-8 (a pair of them, four). */
const MAX_UTF8_BYTES_PER_UNIT = 3;
/** The size of a kept buffer: a rendered page of up to about 170,000 characters fits in one. */
const BUFFER_BYTES = 512 * 1024;
/** How many buffers are kept for the pages being compressed at once; more are made and let go. */
const KEPT_BUFFERS = 4;
const spareBuffers: Buffer[] = [];

function takeBuffer(bytes: number): Buffer {
  if (bytes > BUFFER_BYTES) return Buffer.allocUnsafeSlow(bytes);
  return spareBuffers.pop() ?? Buffer.allocUnsafeSlow(BUFFER_BYTES);
}

function giveBack(buffer: Buffer) {
  if (buffer.length === BUFFER_BYTES && spareBuffers.length < KEPT_BUFFERS) spareBuffers.push(buffer);
}
