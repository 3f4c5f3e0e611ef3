import type { QueryClient } from '@tanstack/react-query';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS } from '@/contract/legal-documents';
import type { PropertyDetail } from '@/contract/properties';
import { propertyQuery } from './lib/property-queries';
import { formatYen } from '@/domain/display-format';
import { prefectureInEnglish } from '@/domain/destination-search';
import type { Language } from '@/contract/language';
import { languageOfPath, localizedPath, pathWithoutLanguage } from './lib/i18n/localized-path';
import { translate, type MessageValues } from './lib/i18n/translate';

/**
 * What a server-rendered page says about itself in <head>: its title and description, and for a house
 * the Open Graph / Twitter card (a link shared on LINE or X shows a card) and schema.org data for a
 * lodging. Paths are absolute from the site's root; src/server/web-shell.ts writes the tags.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own path, for the canonical link and og:url. */
  path: string;
  /** A photo's path or URL (the house's cover). */
  image?: string | null;
  /** schema.org JSON-LD. */
  structuredData?: Record<string, unknown>;
}

const SITE_NAME = '古民家ステイ';

/** A text cut to `max` characters at most, with its line breaks and runs of spaces made single spaces. */
function summary(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

const yen = formatYen;

/** A house's title and description in <head>: on an English page the host's English where written (docs/product/english-house-text.md). */
function houseWords(house: PropertyDetail, language: Language): { title: string; description: string } {
  if (language === 'ja') {
    const place = `${house.prefecture}${house.city}`;
    return {
      title: `${house.title}｜${SITE_NAME}`,
      description: summary(`${place}の古民家。最大${house.maxGuests}名・1泊${yen(house.basePriceJpy)}〜（税込）。${house.description}`, 120),
    };
  }
  const place = [house.cityEn ?? house.city, prefectureInEnglish(house.prefecture) ?? house.prefecture].join(', ');
  const values = { place, count: house.maxGuests, price: yen(house.basePriceJpy) };
  return {
    title: `${house.titleEn ?? house.title} | ${translate('en', '古民家ステイ')}`,
    description: summary(`${translate('en', '{place}の古民家。最大{count}名・1泊{price}〜（税込）。', values)} ${house.descriptionEn ?? house.description}`, 160),
  };
}

export function houseHead(house: PropertyDetail, language: Language = 'ja'): PageHead {
  const cover = house.photos.find((p) => p.isCover)?.url ?? house.photos[0]?.url ?? house.coverPhotoUrl;
  return {
    ...houseWords(house, language),
    path: `/property/${house.id}`,
    image: cover,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      name: house.title,
      description: summary(house.description, 300),
      ...(cover ? { image: cover } : {}),
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'JP',
        addressRegion: house.prefecture,
        addressLocality: house.city,
        ...(house.zipcode ? { postalCode: house.zipcode } : {}),
      },
      priceRange: `1泊 ${yen(house.basePriceJpy)}〜`,
      checkinTime: house.checkinFrom,
      checkoutTime: house.checkoutUntil,
      ...(house.averageRating !== null && house.reviewCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: house.averageRating, reviewCount: house.reviewCount, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  };
}

/** The English site's own title and description, for an English page without a subject of its own. */
const englishSiteHead = (path: string): PageHead => ({
  title: translate('en', '古民家ステイ：日本の古民家に泊まる旅を探す'),
  description: translate('en', '日本各地の古民家に泊まれる宿泊予約サービス。時を重ねた家で、その土地の暮らしと季節を味わう旅をお届けします。'),
  path,
});

/**
 * The head of a rendered page whose subject is known (a house), or null for the site's own title and
 * description; an English page always has its own, in English (`notFound`: the page shows its not-found state).
 */
export function pageHeadOf(pathname: string, queryClient: QueryClient, notFound = false): PageHead | null {
  const language = languageOfPath(pathname);
  const head = notFound ? null : japaneseHeadOf(pathWithoutLanguage(pathname), queryClient, language);
  if (language === 'ja') return head;
  if (notFound) return { ...englishSiteHead(pathname), title: translate('en', 'ページが見つかりません | 古民家ステイ') };
  return head ? { ...head, path: localizedPath(head.path, language) } : englishSiteHead(pathname);
}

function japaneseHeadOf(pathname: string, queryClient: QueryClient, language: Language): PageHead | null {
  const t = (source: string, values?: MessageValues) => translate(language, source, values);
  const house = /^\/property\/([^/]+)$/.exec(pathname);
  if (house) {
    const data = queryClient.getQueryData(propertyQuery(decodeURIComponent(house[1])).queryKey);
    return data ? houseHead(data, language) : null;
  }
  const legal = LEGAL_DOCUMENT_KINDS.find((kind) => LEGAL_DOCUMENTS[kind].path === pathname);
  if (legal) {
    const { path } = LEGAL_DOCUMENTS[legal];
    const title = t(LEGAL_DOCUMENTS[legal].title);
    return { title: t('{title} | 古民家ステイ', { title }), description: t('古民家ステイの{title}です。', { title }), path };
  }
  if (pathname === '/about-kominka') {
    return {
      title: t('古民家とは | 古民家ステイ'),
      description: t('茅葺き屋根、囲炉裏、土間、縁側。古民家の成り立ちと見どころ、泊まるときの心得、地域ごとの古民家をご紹介します。'),
      path: '/about-kominka',
    };
  }
  if (pathname === '/search') {
    return {
      title: t('古民家を探す | 古民家ステイ'),
      description: t('全国の古民家の宿を、エリア・日程・人数・設備から探せます。空室と料金はその場で確認できます。'),
      path: '/search',
    };
  }
  return null;
}
