import { Outlet } from 'react-router';
import { FullScreenSpinner } from '@/web/components/full-screen-spinner';
import { IconSprite } from '@/web/components/icon-sprite';
import { useT } from '@/web/lib/i18n/use-t';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <IconSprite />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code loads. */
export function RootHydrateFallback() {
  const t = useT();
  return <FullScreenSpinner label={t('読み込み中...')} />;
}
