import { describe, expect, it } from 'vitest';
import { cityReadingOf } from './city-readings';

describe('cityReadingOf', () => {
  it('reads a city, a ward and a district town from the postal code master', () => {
    expect(cityReadingOf('福岡県', '柳川市')).toBe('ﾔﾅｶﾞﾜｼ');
    expect(cityReadingOf('京都府', '京都市東山区')).toBe('ｷｮｳﾄｼﾋｶﾞｼﾔﾏｸ');
    expect(cityReadingOf('岐阜県', '白川村')).toBe('ｵｵﾉｸﾞﾝｼﾗｶﾜﾑﾗ');
    expect(cityReadingOf('岐阜県', '大野郡白川村')).toBe('ｵｵﾉｸﾞﾝｼﾗｶﾜﾑﾗ');
  });

  it('reads a designated city by what its wards share', () => {
    expect(cityReadingOf('京都府', '京都市')).toBe('ｷｮｳﾄｼ');
    expect(cityReadingOf('北海道', '札幌市')).toBe('ｻｯﾎﾟﾛｼ');
  });

  it('knows a city only in its own prefecture, and nothing of unknown names', () => {
    expect(cityReadingOf('東京都', '柳川市')).toBeUndefined();
    expect(cityReadingOf('福岡県', '')).toBeUndefined();
    expect(cityReadingOf('どこか', '柳川市')).toBeUndefined();
  });
});
