import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedForClient } from './compression';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/** A page-like text of about `size` characters, Japanese and Latin mixed, different for each `seed`. */
const pageText = (seed: number, size: number) => {
  let text = '';
  for (let i = 0; text.length < size; i++) text += `<p data-n="${seed}-${i}">古民家ステイ ${seed * 7919 + i} 泊まる</p>`;
  return text;
};

describe('compressedForClient', () => {
  it('sends the text as the client accepts, and the client reads back the same text', async () => {
    const text = pageText(1, 90_000);
    const br = await compressedForClient(text, 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect((await brotliDecompress(br!.body)).toString('utf8')).toBe(text);
    const gz = await compressedForClient(text, 'gzip');
    expect(gz?.encoding).toBe('gzip');
    expect((await gunzip(gz!.body)).toString('utf8')).toBe(text);
  });

  it('writes a text given in pieces as the text they make, in order', async () => {
    const pieces = [pageText(3, 30_000), '<main>古民家</main>', pageText(4, 50_000), ''];
    const br = await compressedForClient(pieces, 'br');
    expect((await brotliDecompress(br!.body)).toString('utf8')).toBe(pieces.join(''));
  });

  it('leaves a short text, or a client that accepts no compression, to the plain answer', async () => {
    expect(await compressedForClient('<p>短い</p>', 'br')).toBeNull();
    expect(await compressedForClient(pageText(2, 5_000), undefined)).toBeNull();
    expect(await compressedForClient(pageText(2, 5_000), 'identity')).toBeNull();
  });

  it('gives each of many pages compressed at once its own text, small and larger than a kept buffer alike', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => pageText(i, i === 5 ? 400_000 : 20_000 + i * 7_000));
    const compressed = await Promise.all(texts.map((text, i) => compressedForClient(text, i % 2 ? 'gzip' : 'br')));
    const read = await Promise.all(compressed.map((c) => (c!.encoding === 'br' ? brotliDecompress(c!.body) : gunzip(c!.body))));
    expect(read.map((bytes) => bytes.toString('utf8'))).toEqual(texts);
  });
});
