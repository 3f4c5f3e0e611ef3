import { describe, expect, it } from 'vitest';
import { sortChosenFiles } from './photo-files';

describe('sortChosenFiles', () => {
  it('gives every refused file its own reason, by name, and keeps the good ones in order', () => {
    const files = [
      { name: 'notes.txt', type: 'text/plain', size: 10 },
      { name: 'garden.jpg', type: 'image/jpeg', size: 1000 },
      { name: 'huge.png', type: 'image/png', size: 6 * 1024 * 1024 },
      { name: 'scan.pdf', type: 'application/pdf', size: 10 },
    ];
    const { accepted, refused } = sortChosenFiles(files);
    expect(accepted.map((f) => f.name)).toEqual(['garden.jpg']);
    expect(refused).toEqual([
      { name: 'notes.txt', error: 'JPEG・PNG・WebPの画像を選んでください' },
      { name: 'huge.png', error: '写真は1枚5MBまでです' },
      { name: 'scan.pdf', error: 'JPEG・PNG・WebPの画像を選んでください' },
    ]);
  });
});
