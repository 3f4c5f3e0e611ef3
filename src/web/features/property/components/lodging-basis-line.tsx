import { FileCheck2 } from 'lucide-react';
import type { LodgingRegime } from '@/contract/enums';
import type { PropertyDetail } from '@/contract/properties';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';

/** The English sentence of each law (住宅宿泊事業法 届出番号 M260012345: Registered under the Private Lodging Business Act, notification no. M260012345). */
const ENGLISH_BASIS: Record<LodgingRegime, string> = {
  minpaku: msg('住宅宿泊事業法 届出番号'),
  ryokan: msg('旅館業法 許可番号'),
  tokku_minpaku: msg('国家戦略特別区域法 認定番号'),
};

/** Text not in Latin letters (a permit number or a health centre written in Japanese) is marked `lang="ja"`. */
const Written = ({ text }: { text: string }) => (/[^\x20-\x7e]/.test(text) ? <span lang="ja">{text}</span> : text);

/**
 * 営業の根拠：住宅宿泊事業法 届出番号 M260012345, which the law asks a site that sells stays to show; a house
 * published before the basis was asked says it is being checked. An English page says it in English.
 */
export function LodgingBasisLine({ property }: { property: Pick<PropertyDetail, 'lodgingBasisLine' | 'lodgingRegime' | 'lodgingNumber' | 'lodgingHealthCentre'> }) {
  const t = useT();
  const language = useLanguage();
  const { lodgingRegime: regime, lodgingNumber: number, lodgingHealthCentre: healthCentre } = property;
  const english = language === 'en' && property.lodgingBasisLine !== null && regime && number;
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground" data-testid="lodging-basis">
      <FileCheck2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-bold">{t('営業の根拠：')}</span>
        {english ? (
          <>
            {t(ENGLISH_BASIS[regime])}{' '}
            <Written text={number} />
            {healthCentre && (
              <>
                {' ('}
                <Written text={healthCentre} />
                {')'}
              </>
            )}
          </>
        ) : (
          (property.lodgingBasisLine ?? t('運営事務局で確認中です'))
        )}
      </span>
    </p>
  );
}
