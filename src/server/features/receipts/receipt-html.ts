import type { SiteOperator } from '@/contract/legal-documents';
import { bookingNumber, formatYen } from '@/domain/display-format';
import { escapeHtml } from '@/domain/email-text';
import { daysBetween, formatJapaneseDate, japanDate } from '@/domain/japan-date';
import { CONSUMPTION_TAX_PERCENT, isReissue } from '@/domain/receipts';
import type { ReceiptDocument } from './service';

const PAYMENT_METHOD: Record<string, string> = { stripe: 'クレジットカード', local: 'クレジットカード', bank_transfer: '銀行振込' };

/**
 * The guest's 領収書 as a self-contained printable page (A5-ish on screen, A4 in print; no scripts, no
 * outside files): docs/product/receipts-and-invoices.md. With a registered host it is a qualified invoice
 * issued by the platform under the intermediary rule (媒介者交付特例): the platform's name and number, the
 * host named as the provider with theirs; otherwise a plain receipt that says it is not a qualified invoice.
 */
export function receiptHtml({ receipt: r, booking }: ReceiptDocument, operator: SiteOperator, backUrl: string): string {
  const b = booking.booking;
  const qualified = r.hostRegistrationNumber !== null;
  const nights = daysBetween(b.checkinDate, b.checkoutDate);
  const party = [`大人${b.guestsAdults}名`, b.guestsChildren ? `子ども${b.guestsChildren}名` : '', b.guestsInfants ? `乳幼児${b.guestsInfants}名` : '']
    .filter(Boolean)
    .join('・');
  const chargedJpy = r.receivedJpy + r.refundedJpy;
  const taxableJpy = r.receivedJpy - r.accommodationTaxJpy;
  const taxLabel = qualified ? `うち消費税（${CONSUMPTION_TAX_PERCENT}%）` : `うち消費税相当額（${CONSUMPTION_TAX_PERCENT}%）`;
  const rows = [
    r.refundedJpy > 0 ? `<tr><th scope="row">ご請求額</th><td class="num">${formatYen(chargedJpy)}</td></tr>` : '',
    r.refundedJpy > 0 ? `<tr><th scope="row">返金額</th><td class="num">−${formatYen(r.refundedJpy)}</td></tr>` : '',
    `<tr><th scope="row">宿泊料金等（${CONSUMPTION_TAX_PERCENT}%対象・税込）</th><td class="num">${formatYen(taxableJpy)}</td></tr>`,
    `<tr class="sub"><th scope="row">${taxLabel}</th><td class="num">${formatYen(r.consumptionTaxJpy)}</td></tr>`,
    `<tr><th scope="row">宿泊税（消費税の対象外）</th><td class="num">${formatYen(r.accommodationTaxJpy)}</td></tr>`,
    `<tr class="total"><th scope="row">合計（税込）</th><td class="num">${formatYen(r.receivedJpy)}</td></tr>`,
  ].join('');
  const issuerLines = [
    `<p class="issuer-name">${escapeHtml(operator.name)}</p>`,
    `<p>〒${escapeHtml(operator.postalCode)} ${escapeHtml(operator.address)}</p>`,
    `<p>TEL ${escapeHtml(operator.phone)}</p>`,
    qualified ? `<p>登録番号 <span data-testid="issuer-registration-number">${escapeHtml(r.issuerRegistrationNumber)}</span></p>` : '',
  ].join('');
  const note = qualified
    ? `この領収書は、宿泊提供者（${escapeHtml(booking.hostName ?? 'ホスト')}、登録番号 ${escapeHtml(r.hostRegistrationNumber!)}）から宿泊料金の受領を委託された当社が、媒介者交付特例により当社の名称と登録番号で交付する適格請求書です。`
    : 'この宿泊の提供者は適格請求書発行事業者の登録がないため、この領収書は適格請求書ではありません。当社は宿泊提供者に代わって料金を受領しています。';
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>領収書 ${escapeHtml(r.number)}${isReissue(r.sequence) ? '（再発行）' : ''} — 古民家ステイ</title>
<style>
  @page { size: A4; margin: 16mm 15mm; }
  * { box-sizing: border-box; }
  html { background: #f5f5f4; }
  body { font-family: "Hiragino Mincho ProN", "Yu Mincho", "Noto Serif JP", "Hiragino Sans", "Noto Sans JP", serif; color: #1c1917; font-size: 15px; line-height: 1.6; margin: 0; padding: 16px; }
  .toolbar { max-width: 720px; margin: 0 auto 12px; display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; align-items: center; font-family: "Hiragino Sans", "Noto Sans JP", sans-serif; font-size: 14px; }
  .toolbar a { color: #9a3412; font-weight: 700; }
  .toolbar p { margin: 0; color: #57534e; }
  .sheet { max-width: 720px; margin: 0 auto; background: #fff; border: 1px solid #d6d3d1; padding: 32px 36px; position: relative; }
  .head { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; flex-wrap: wrap; }
  h1 { font-size: 30px; letter-spacing: 0.5em; margin: 0 0 20px; text-align: center; flex: 1 1 100%; padding-left: 0.5em; }
  .reissue { position: absolute; top: 24px; right: 28px; border: 2px solid #b91c1c; color: #b91c1c; font-weight: 700; padding: 2px 10px; letter-spacing: 0.2em; font-family: "Hiragino Sans", "Noto Sans JP", sans-serif; }
  .meta { margin: 0; font-size: 13px; text-align: right; margin-left: auto; }
  .addressee { font-size: 22px; border-bottom: 1px solid #1c1917; padding: 0 4px 2px; margin: 8px 0 20px; display: flex; justify-content: space-between; gap: 12px; overflow-wrap: anywhere; }
  .amount { border: 2px solid #1c1917; display: flex; justify-content: center; align-items: baseline; gap: 16px; padding: 10px 16px; font-size: 28px; font-weight: 700; margin-bottom: 8px; flex-wrap: wrap; }
  .amount small { font-size: 14px; font-weight: 400; }
  .purpose { margin: 8px 0 2px; }
  .received { margin: 0 0 20px; }
  .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; align-items: start; }
  table { width: 100%; border-collapse: collapse; font-size: 14px; }
  th, td { border-bottom: 1px solid #d6d3d1; padding: 6px 4px; text-align: left; font-weight: 400; vertical-align: top; }
  tr.sub th { padding-left: 1.5em; color: #44403c; }
  tr.total th, tr.total td { font-weight: 700; border-bottom: 2px solid #1c1917; }
  .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; font-size: 14px; }
  dt { color: #57534e; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .issuer { margin-top: 24px; display: flex; justify-content: flex-end; }
  .issuer div { min-width: 50%; font-size: 14px; }
  .issuer p { margin: 0; }
  .issuer-name { font-size: 17px; font-weight: 700; }
  .note { margin: 20px 0 0; font-size: 12px; color: #57534e; }
  h2 { font-size: 14px; margin: 0 0 6px; }
  @media (max-width: 600px) {
    body { padding: 8px; font-size: 14px; }
    .sheet { padding: 20px 16px; }
    h1 { font-size: 24px; letter-spacing: 0.3em; margin-top: 28px; }
    .reissue { top: 12px; right: 12px; }
    .amount { font-size: 24px; }
    .cols { grid-template-columns: 1fr; }
    .issuer div { min-width: 0; width: 100%; }
  }
  @media print {
    html, body { background: #fff; padding: 0; }
    .toolbar { display: none; }
    .sheet { border: none; padding: 0; max-width: none; }
    .amount, .reissue { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  }
</style>
</head>
<body>
<nav class="toolbar" aria-label="領収書の操作">
  <a href="${escapeHtml(backUrl)}">← 予約詳細に戻る</a>
  <p>ブラウザの印刷機能から印刷・PDF保存ができます。</p>
</nav>
<main class="sheet">
  ${isReissue(r.sequence) ? '<p class="reissue">再発行</p>' : ''}
  <div class="head">
    <h1>領収書</h1>
    <p class="meta">No. <span data-testid="receipt-number">${escapeHtml(r.number)}</span><br>発行日 ${formatJapaneseDate(japanDate(r.issuedAt))}</p>
  </div>
  <p class="addressee"><span data-testid="receipt-addressee">${escapeHtml(r.addressee)}</span><span>様</span></p>
  <p class="amount"><span data-testid="receipt-total">${formatYen(r.receivedJpy)}-</span><small>（税込）</small></p>
  <p class="purpose">但し ${escapeHtml(r.purpose)}</p>
  <p class="received">上記正に領収いたしました。</p>
  <div class="cols">
    <section aria-labelledby="receipt-breakdown">
      <h2 id="receipt-breakdown">内訳</h2>
      <table>${rows}</table>
    </section>
    <section aria-labelledby="receipt-stay">
      <h2 id="receipt-stay">ご宿泊</h2>
      <dl>
        <dt>予約番号</dt><dd>${escapeHtml(bookingNumber(b.id))}</dd>
        <dt>宿泊施設</dt><dd>${escapeHtml(booking.propertyTitle)}</dd>
        <dt>宿泊日</dt><dd>${formatJapaneseDate(b.checkinDate)}〜${formatJapaneseDate(b.checkoutDate)}（${nights}泊）</dd>
        <dt>人数</dt><dd>${party}</dd>
        <dt>宿泊提供者</dt><dd>${escapeHtml(booking.hostName ?? '—')}${qualified ? `<br>登録番号 <span data-testid="host-registration-number">${escapeHtml(r.hostRegistrationNumber!)}</span>` : ''}</dd>
        <dt>お支払い</dt><dd>${PAYMENT_METHOD[booking.payment?.provider ?? 'local'] ?? 'クレジットカード'}（${formatJapaneseDate(r.paidOn)}）</dd>
      </dl>
    </section>
  </div>
  <div class="issuer"><div>${issuerLines}</div></div>
  <p class="note">${note}</p>
</main>
</body>
</html>
`;
}
