import { usePageTitle } from '@/web/lib/use-page-title';
import { Card } from '@/web/components/ui/card';
import { ContactForm } from './components/contact-form';
import { FaqSection } from './components/faq-section';
import { SupportInfo } from './components/support-info';
import { useT } from '@/web/lib/i18n/use-t';

/** /contact: the inquiry form, support hours, cancellation policies and the FAQ (anyone may write). */
export function ContactPage() {
  const t = useT();
  usePageTitle(t('お問い合わせ | 古民家ステイ'));

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('お問い合わせ')}</h1>
        <p className="max-w-2xl text-muted-foreground">
          {t('ご予約やお支払い、古民家での滞在について、お気軽にお問い合わせください。担当者より3営業日以内にご連絡いたします。')}
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card className="grid gap-5 p-5 sm:p-7">
          <h2 id="contact-form-title" className="text-xl font-bold">
            {t('お問い合わせフォーム')}
          </h2>
          <ContactForm />
        </Card>
        <SupportInfo />
      </div>

      <FaqSection />
    </div>
  );
}
