import { describe, expect, it } from 'vitest';
import { htmlFromText } from './email-text';
import { hasBrokenPlaceholder, htmlProblems, placeholdersIn, unknownPlaceholders } from './email-template-check';

describe('placeholders', () => {
  it('lists the names once, in order, spaces inside the braces allowed', () => {
    expect(placeholdersIn('{{guestName}} 様 {{ bookingId }}', '{{guestName}}{{siteUrl}}')).toEqual(['guestName', 'bookingId', 'siteUrl']);
  });

  it('names the placeholders a kind does not get', () => {
    expect(unknownPlaceholders(['guestName', 'siteUrl'], '{{guestName}} {{couponCode}}', '<p>{{password}}</p>')).toEqual(['couponCode', 'password']);
    expect(unknownPlaceholders(['guestName'], 'こんにちは {{guestName}}')).toEqual([]);
  });

  it('finds braces that are not a whole placeholder', () => {
    expect(hasBrokenPlaceholder('{{guestName}')).toBe(true);
    expect(hasBrokenPlaceholder('{{ お名前 }}')).toBe(true);
    expect(hasBrokenPlaceholder('{{guestName}} 様 {単独の括弧}')).toBe(false);
  });
});

describe('htmlProblems', () => {
  it('accepts the built-in HTML, tables, links to the site and inline styles', () => {
    expect(htmlProblems(htmlFromText('{{guestName}} 様\n\nご予約ありがとうございます。\n予約番号: {{bookingId}}'))).toEqual([]);
    expect(
      htmlProblems(
        '<table width="100%" cellpadding="8"><tr><td style="color:#4a3426"><a href="{{bookingUrl}}" target="_blank">ご予約の詳細</a></td></tr></table><img src="https://example.jp/logo.png" alt="ロゴ"><a href="mailto:info@example.jp">メール</a>',
      ),
    ).toEqual([]);
  });

  it('refuses scripts, frames, forms and styles sheets', () => {
    expect(htmlProblems('<p>こんにちは</p><script>alert(1)</script>')).toEqual(['<script>']);
    expect(htmlProblems('<iframe src="https://evil.example"></iframe><form><style>p{}</style>')).toEqual(['<iframe>', '<form>', '<style>']);
    expect(htmlProblems('<svg onload="alert(1)">')).toEqual(['<svg>']);
  });

  it('refuses event handlers and javascript: addresses, however they are written', () => {
    expect(htmlProblems('<img src="https://example.jp/a.png" onerror="alert(1)">')).toEqual(['onerror 属性']);
    expect(htmlProblems('<a href="javascript:alert(1)">x</a>')).toEqual(['href="javascript:alert(1)"']);
    expect(htmlProblems('<a href="&#106;avascript:alert(1)">x</a>')).toHaveLength(1);
    expect(htmlProblems('<a href=" java\tscript:alert(1)">x</a>')).toHaveLength(1);
    expect(htmlProblems('<a href="{{reason}}">x</a>')).toEqual(['href="{{reason}}"']);
    expect(htmlProblems('<div style="background:url(https://tracker.example/p.gif)">')).toEqual(['style 属性の url()・expression() など']);
  });

  it('refuses comments and unclosed tags that a browser could still read', () => {
    expect(htmlProblems('<!--[if IE]><script>x</script><![endif]-->')).toContain('コメント・宣言（<!-- -->、<!DOCTYPE> など）');
    expect(htmlProblems('<p>本文</p><img src=x onerror=alert(1)')).toEqual(['閉じられていないタグ']);
    expect(htmlProblems('<p>1 < 2 かつ 3 > 2</p>')).toEqual([]);
  });
});
