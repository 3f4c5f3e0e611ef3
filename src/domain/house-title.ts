import type { Language } from '@/contract/language';

/**
 * A house's title in a language (docs/product/english-house-text.md): in English the host's English title
 * where written, else (and in Japanese) the Japanese title. The pages' `houseTitle` and the guest e-mails'
 * `{{propertyTitle}}`.
 */
export function houseTitle(house: { title: string; titleEn?: string | null }, language: Language): string {
  return language === 'en' && house.titleEn ? house.titleEn : house.title;
}
