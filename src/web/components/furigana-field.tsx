import type { ComponentProps, ReactNode } from 'react';
import { FURIGANA_LABEL } from '@/contract/furigana';
import { TextField } from '@/web/components/form-field';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

type FuriganaFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'> & {
  /** Set beside the label: 必須 or （任意）. */
  mark?: ReactNode;
};

/**
 * The one フリガナ field of every form that asks a name (docs/product/people.md): the same label, hint and
 * error everywhere. Hiragana and half-width katakana are accepted as typed; the contract's field
 * (src/contract/furigana.ts) stores them as full-width katakana. A guest on an English page is not asked
 * for one (a name in Latin letters is read as written): the field is left out and the reading stays empty.
 */
export function FuriganaField({ mark, ...props }: FuriganaFieldProps) {
  const t = useT();
  const language = useLanguage();
  if (language === 'en') return null;
  return (
    <TextField
      label={mark ? <>{t(FURIGANA_LABEL)} {mark}</> : t(FURIGANA_LABEL)}
      placeholder="例：ヤマダ ハナコ"
      hint={t('カタカナで入力してください（ひらがなはカタカナにして保存します）')}
      lang="ja"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}
