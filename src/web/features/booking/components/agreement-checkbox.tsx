import { Checkbox } from '@/web/components/ui/checkbox';
import { FieldError } from '@/web/components/form-field';
import { LegalLink } from '@/web/components/legal-link';
import { richText, slot } from '@/web/lib/i18n/rich-text';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';

export const AGREEMENT_ID = 'booking-agreement';

/** キャンセルポリシーと利用規約（the link opens /terms in a new tab）に同意します: must be ticked before the payment; the error is tied to the box for screen readers. */
export function AgreementCheckbox({ checked, onChange, error }: { checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const errorId = `${AGREEMENT_ID}-error`;
  const t = useT();
  const english = useLanguage() === 'en';
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          id={AGREEMENT_ID}
          checked={checked}
          onCheckedChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <label htmlFor={AGREEMENT_ID} className="cursor-pointer text-sm leading-relaxed font-bold">
          {english ? (
            richText(t('キャンセルポリシーと{terms}に同意します', { terms: slot(0) }), [<LegalLink key="terms" kind="terms" inForm />])
          ) : (
            <>
              キャンセルポリシーと
              <LegalLink kind="terms" inForm />
              に同意します
            </>
          )}
        </label>
      </div>
      <p className="text-xs leading-relaxed text-muted-foreground">
        {english ? (
          richText(t('ご予約の内容と宿泊者名簿の情報は、ホストに提供します。個人情報の取扱いは{privacy}をご覧ください。', { privacy: slot(0) }), [
            <LegalLink key="privacy" kind="privacy" inForm />,
          ])
        ) : (
          <>
            ご予約の内容と宿泊者名簿の情報は、ホストに提供します。個人情報の取扱いは
            <LegalLink kind="privacy" inForm />
            をご覧ください。
          </>
        )}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
