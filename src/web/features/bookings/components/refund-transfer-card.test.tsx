import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/contract/bookings';
import type { RefundTransfer } from '@/contract/refund-transfers';
import { englishTranslator } from '@/web/app/english-catalogue';
import { loadEnglish, setEnglishCatalogueLoader } from '@/web/lib/i18n/translate';
import { RefundTransferCard } from './refund-transfer-card';

const refund: RefundTransfer = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'pending_transfer',
  statusLabel: '返金手続き中',
  amountJpy: 40100,
  account: { bankName: 'みずほ', branchName: '東京営業部', accountType: '普通', accountNumber: '****567' },
  accountErasedAt: null,
  transferredAt: null,
  createdAt: '2026-12-01T00:00:00Z',
};
const booking = { id: '00000000-0000-4000-8000-000000000002', refundTransfer: refund } as unknown as Booking;
const render = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <RefundTransferCard booking={booking} />
    </MemoryRouter>,
  );
/** The card's text, without its markup. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

beforeAll(async () => {
  setEnglishCatalogueLoader(() => Promise.resolve(englishTranslator()));
  await loadEnglish();
});

describe("a refund's account on the booking's page", () => {
  it('names the account type in the page’s language, the bank and branch as the bank writes them', () => {
    expect(textOf(render('/booking/x'))).toContain('みずほ 東京営業部 普通 ****567');
    const english = render('/en/booking/x');
    expect(english).toContain('<span lang="ja">みずほ 東京営業部</span>');
    expect(textOf(english)).toContain('みずほ 東京営業部 Ordinary (futsū) ****567');
  });
});
