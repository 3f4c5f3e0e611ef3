import { describe, expect, it } from 'vitest';
import { isBilingualPath, languageOfPath, localizedPath, pathWithoutLanguage } from './localized-path';

describe('the URL scheme of the two languages', () => {
  it('reads English from /en and Japanese everywhere else', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/search')).toBe('en');
    expect(languageOfPath('/')).toBe('ja');
    expect(languageOfPath('/entrance')).toBe('ja');
  });

  it('leads to the same page in the other language, query kept', () => {
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/search?guests=2', 'en')).toBe('/en/search?guests=2');
    expect(localizedPath('/?x=1', 'en')).toBe('/en?x=1');
    expect(localizedPath('/en/search', 'en')).toBe('/en/search');
    expect(localizedPath('/en/search', 'ja')).toBe('/search');
    expect(localizedPath('/en', 'ja')).toBe('/');
    expect(pathWithoutLanguage('/en/property/1')).toBe('/property/1');
  });

  it('keeps the host area, the back office and outside addresses as they are', () => {
    expect(localizedPath('/host/dashboard', 'en')).toBe('/host/dashboard');
    expect(localizedPath('/admin/login', 'en')).toBe('/admin/login');
    expect(localizedPath('https://example.com/x', 'en')).toBe('https://example.com/x');
    expect(isBilingualPath('/host')).toBe(false);
    expect(isBilingualPath('/hosting-guide')).toBe(true);
  });
});
