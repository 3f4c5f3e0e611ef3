import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishTranslator } from '@/web/app/english-catalogue';
import { loadEnglish, setEnglishCatalogueLoader } from '@/web/lib/i18n/translate';
import { JAPANESE_WORDS } from '../japanese-words';
import { messages } from '../messages.en';
import { Glossed } from './glossed';

const HERO = '茅葺き屋根、囲炉裏、土間、縁側。長い年月を人とともに過ごしてきた家には、その土地の気候と暮らしの知恵が詰まっています。古民家の成り立ちと見どころ、泊まるときの心得をご紹介します。';
const DEFINITION = '古民家とは、一般に{definition}のことをいいます。農家、町家、商家、武家屋敷など、かつて人々が暮らし、働いてきた住まいです。';

const render = (path: string, element: ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);

beforeAll(async () => {
  setEnglishCatalogueLoader(() => Promise.resolve(englishTranslator()));
  await loadEnglish();
});

describe('a text of the about page', () => {
  it('shows its Japanese source as written on the Japanese page', () => {
    expect(render('/about-kominka', <Glossed source={HERO} />)).toBe(HERO);
    expect(render('/about-kominka', <Glossed source={DEFINITION} parts={{ definition: <strong>伝統構法の民家</strong> }} />)).toBe(
      '古民家とは、一般に<strong>伝統構法の民家</strong>のことをいいます。農家、町家、商家、武家屋敷など、かつて人々が暮らし、働いてきた住まいです。',
    );
  });

  it('writes a Japanese word in romaji on the English page, with the word beside it marked lang="ja"', () => {
    const html = render('/en/about-kominka', <Glossed source={HERO} />);
    expect(html).toContain('Thatched kayabuki <span lang="ja" class="whitespace-nowrap">茅葺き</span> roofs, the irori <span lang="ja" class="whitespace-nowrap">囲炉裏</span> hearth');
    expect(render('/en/about-kominka', <Glossed source={DEFINITION} parts={{ definition: <strong>a house</strong> }} />)).toMatch(
      /^A kominka <span lang="ja" class="whitespace-nowrap">古民家<\/span> is generally <strong>a house<\/strong>: /,
    );
  });

  it('names in its English only the words it knows, and uses every one of them', () => {
    const placeholders = new Set(Object.values(messages).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
    const parts = ['definition', 'label'];
    expect([...placeholders].filter((name) => !(name in JAPANESE_WORDS) && !parts.includes(name))).toEqual([]);
    expect(Object.keys(JAPANESE_WORDS).filter((name) => !placeholders.has(name))).toEqual([]);
  });
});
