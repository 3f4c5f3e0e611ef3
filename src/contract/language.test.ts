import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './language';

describe('languageOfAcceptLanguage', () => {
  it('is English when English comes before Japanese', () => {
    expect(languageOfAcceptLanguage('en')).toBe('en');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,ja;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR,en;q=0.5')).toBe('en');
  });

  it('is Japanese otherwise, and without the header', () => {
    expect(languageOfAcceptLanguage('ja')).toBe('ja');
    expect(languageOfAcceptLanguage('ja,en-US;q=0.9')).toBe('ja');
    expect(languageOfAcceptLanguage('en;q=0.4,ja;q=0.8')).toBe('ja');
    expect(languageOfAcceptLanguage('fr')).toBe('ja');
    expect(languageOfAcceptLanguage(undefined)).toBe('ja');
  });
});
