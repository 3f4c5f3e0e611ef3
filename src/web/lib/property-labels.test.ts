import { describe, expect, it } from 'vitest';
import { bedsLabel, floorSpaceLabel } from './property-labels';

describe('the house facts', () => {
  it('counts beds and futons in 組, as the editor asks for them', () => {
    expect(bedsLabel(6)).toBe('ベッド・布団 6組');
  });

  it('shows the floor space as stored, not rounded', () => {
    expect(floorSpaceLabel(180.5)).toBe('180.5㎡');
    expect(floorSpaceLabel(1234.25)).toBe('1,234.25㎡');
    expect(floorSpaceLabel(120)).toBe('120㎡');
  });
});
