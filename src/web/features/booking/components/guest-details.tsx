import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { MixedData } from '@/web/components/japanese-data';
import { Button } from '@/web/components/ui/button';
import { useT } from '@/web/lib/i18n/use-t';

/** The guest's details as they will be sent to the host, with 修正する back to the form. */
export function GuestDetails({
  name,
  email,
  phone,
  specialRequests,
  onEdit,
}: {
  name: string;
  email: string;
  phone: string;
  specialRequests: string | null;
  onEdit?: () => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="guest-details-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="guest-details-heading" className="text-lg font-bold">
          {t('代表者の情報')}
        </h2>
        {onEdit && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('修正する')}
          </Button>
        )}
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {/* The guest's own words may be Japanese on an English page: marked as such where they are. */}
        <Row term={t('お名前')}>
          <MixedData text={name} />
        </Row>
        <Row term={t('メールアドレス')}>{email}</Row>
        <Row term={t('電話番号')}>{phone}</Row>
        <Row term={t('ご要望・ご質問')} wide>
          {specialRequests?.trim() ? (
            <span className="whitespace-pre-line">
              <MixedData text={specialRequests} />
            </span>
          ) : (
            <span className="text-muted-foreground">{t('なし')}</span>
          )}
        </Row>
      </dl>
    </section>
  );
}

function Row({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'grid content-start gap-0.5 sm:col-span-2' : 'grid content-start gap-0.5'}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-bold break-words">{children}</dd>
    </div>
  );
}
