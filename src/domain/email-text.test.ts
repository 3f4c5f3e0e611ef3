import { describe, expect, it } from 'vitest';
import { fillPlaceholders, htmlFromText, htmlValue } from './email-text';

describe('fillPlaceholders', () => {
  it('puts each value in its place and empties unknown names', () => {
    expect(fillPlaceholders('{{guestName}} 様 {{ bookingId }} {{unknown}}!', { guestName: '山田 太郎', bookingId: 'b-1' })).toBe('山田 太郎 様 b-1 !');
  });

  it('escapes values for an HTML body, template markup untouched', () => {
    const html = fillPlaceholders(htmlFromText('{{guestName}} 様\n\n{{accessInfo}}'), { guestName: '<b>悪</b>', accessInfo: '駅から徒歩5分\n鍵は"玄関"に' }, htmlValue);
    expect(html).toContain('<p>&lt;b&gt;悪&lt;/b&gt; 様</p>');
    expect(html).toContain('<p>駅から徒歩5分<br>鍵は&quot;玄関&quot;に</p>');
  });
});
