import { useQuery } from '@tanstack/react-query';
import { Link } from '@/web/components/localized-link';
import { msg } from '@/web/lib/i18n/translate';
import { useT } from '@/web/lib/i18n/use-t';
import { LEGAL_DOCUMENT_KINDS, LEGAL_DOCUMENTS } from '@/contract/legal-documents';
import { siteOperatorQuery } from '@/web/lib/legal-queries';
import { useAuth } from '@/web/lib/use-auth';
import { KeptPart } from '@/web/lib/kept-part';
import { hostEntryLink } from './header/nav-items';
import { SiteLogo } from './header/site-logo';
import { JapaneseData } from '@/web/components/japanese-data';

const FOOTER_LINKS = [
  { to: '/', label: msg('ホーム') },
  { to: '/about-kominka', label: msg('古民家とは') },
  { to: '/search', label: msg('古民家を探す') },
  { to: '/contact', label: msg('お問い合わせ') },
];

const linkClass = 'rounded outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50';

export function SiteFooter() {
  // The same on every page of a path, whatever the stay: rendered once on the server (kept-part.tsx).
  return (
    <KeptPart name="site-footer">
      <FooterContent />
    </KeptPart>
  );
}

function FooterContent() {
  const { user } = useAuth();
  const t = useT();
  const links = [...FOOTER_LINKS, hostEntryLink(user?.role)];
  // The site's operator and its registration as an intermediary (住宅宿泊仲介業 / 旅行業), from the server's configuration.
  const operator = useQuery(siteOperatorQuery).data;
  return (
    <footer className="border-t border-border bg-secondary/60 [contain-intrinsic-size:auto_480px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid max-w-md gap-3">
          <SiteLogo />
          <p className="text-sm text-muted-foreground">
            {t('日本各地の古民家に泊まれる宿泊予約サービス。時を重ねた家で、その土地の暮らしと季節を味わう旅をお届けします。')}
          </p>
        </div>
        <nav aria-label={t('フッターメニュー')}>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:flex-wrap sm:gap-x-6">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded font-bold text-foreground outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-4 text-xs text-muted-foreground sm:px-6">
          <nav aria-label={t('規約とポリシー')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_DOCUMENT_KINDS.map((kind) => (
                <li key={kind}>
                  <Link to={LEGAL_DOCUMENTS[kind].path} className={`${linkClass} font-bold text-foreground`}>
                    {t(LEGAL_DOCUMENTS[kind].title)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {operator && (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <span>
                {t('運営：')}
                <JapaneseData>{operator.name}</JapaneseData>
              </span>
              {operator.intermediaryRegistration && (
                <span>
                  {`${t('住宅宿泊仲介業')} `}
                  <JapaneseData>{operator.intermediaryRegistration}</JapaneseData>
                </span>
              )}
              {operator.travelAgencyRegistration && (
                <span>
                  {`${t('旅行業')} `}
                  <JapaneseData>{operator.travelAgencyRegistration}</JapaneseData>
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-muted-foreground sm:px-6">
          <p>{`© 2026 ${t('古民家ステイ')}`}</p>
          <Link to="/admin/login" className="rounded text-muted-foreground outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/50">
            {t('管理者ログイン')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
