import { describe, expect, it } from 'vitest';
import { photoSelectionProblem } from './photo-rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('photoSelectionProblem (review photos: images only, 5 MB each, 5 at most)', () => {
  it('accepts images up to 5 MB each, up to five in all', () => {
    expect(photoSelectionProblem([file('a.png', 'image/png', 5 * MB), file('b.jpg', 'image/jpeg', 10)], 3)).toBeNull();
  });

  it('refuses a sixth photo and says how many may still be added', () => {
    expect(photoSelectionProblem([file('a.png', 'image/png', 10), file('b.png', 'image/png', 10)], 4)).toBe(
      '写真は5枚までです（あと1枚追加できます）',
    );
  });

  it('names the file that is not an image', () => {
    expect(photoSelectionProblem([file('a.png', 'image/png', 10), file('memo.pdf', 'application/pdf', 10)], 0)).toContain('「memo.pdf」は画像ではありません');
  });

  it('names the file over 5 MB', () => {
    expect(photoSelectionProblem([file('big.jpg', 'image/jpeg', 5 * MB + 1)], 0)).toBe(
      '「big.jpg」は5MBを超えています。1枚5MB以下の画像を選んでください',
    );
  });
});
