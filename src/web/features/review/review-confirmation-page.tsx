import { CalendarDays, CheckCircle2, Home, Mail } from 'lucide-react';
import { Link } from '@/web/components/localized-link';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useT } from '@/web/lib/i18n/use-t';
import { richText, slot } from '@/web/lib/i18n/rich-text';

/** /review-confirmation: the thanks after a review, what happens to it next, and the ways on. */
export function ReviewConfirmationPage() {
  const t = useT();
  usePageTitle(t('レビューありがとうございました | 古民家ステイ'));
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="flex size-16 items-center justify-center rounded-full bg-success-muted text-success">
          <CheckCircle2 className="size-9" aria-hidden="true" />
        </span>
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('レビューありがとうございました')}</h1>
          <p className="text-muted-foreground">
            {t('いただいたレビューは、内容を確認したうえで古民家のページに公開されます。公開までは通常24時間以内です。')}
          </p>
        </div>
        <div className="grid w-full gap-2 sm:flex sm:justify-center">
          <Button asChild size="lg">
            <Link to="/bookings?tab=past">
              <CalendarDays aria-hidden="true" />
              {t('予約管理へ')}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              {t('トップページへ')}
            </Link>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          {richText(t('ご不明な点は{contact}からどうぞ。', { contact: slot(0) }), [
            <Link key="contact" to="/contact" className="mx-1 inline-flex items-center gap-1 font-bold text-primary underline-offset-4 hover:underline">
              <Mail className="size-4" aria-hidden="true" />
              {t('お問い合わせ')}
            </Link>,
          ])}
        </p>
      </div>
    </div>
  );
}
