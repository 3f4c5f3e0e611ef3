import { formatJapaneseDate } from '@/domain/japan-date';
import { PAYOUT_STATUS_LABELS } from '@/contract/host-revenue';
import type { SiteOperator } from '@/contract/legal-documents';
import type { InvoicingConfig } from '../../config';
import { commissionInvoiceHtml, intermediaryReceiptsHtml } from './commission-invoice';
import type { Statement } from './service';
import { bookingNumber, formatYen, monthLabel } from '@/domain/display-format';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const yen = formatYen;

/**
 * The 支払明細書 of a payout: a self-contained printable HTML page (A4, print styles, no scripts, no
 * outside files), docs/decisions/0016-payout-statements.md.
 */
export function statementHtml(statement: Statement, issuedOn: string, operator: SiteOperator, invoicing: InvoicingConfig): string {
  const { payout, host, items } = statement;
  const bank = host.bankAccount;
  const bankText = bank
    ? [bank.bankName, bank.branchName, bank.accountType, bank.accountNumberMasked, bank.accountHolder].filter(Boolean).join(' ')
    : '未登録';
  const rows = items
    .map(
      (i) => `<tr>
        <td>${escapeHtml(bookingNumber(i.bookingId))}</td>
        <td class="house">${escapeHtml(i.propertyTitle)}</td>
        <td class="name">${escapeHtml(i.guestName)}</td>
        <td><span class="day">${formatJapaneseDate(i.checkinDate)}〜</span><span class="day">${formatJapaneseDate(i.checkoutDate)}</span>${i.kind === 'cancellation_fee' ? '<br><small>キャンセル料</small>' : ''}</td>
        <td class="num">${yen(i.grossJpy)}</td>
        <td class="num">${yen(i.accommodationTaxJpy)}</td>
        <td class="num">${yen(i.commissionJpy)}</td>
        <td class="num">${yen(i.netJpy)}</td>
      </tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>支払明細書 ${monthLabel(payout.periodMonth)}分 — ${escapeHtml(host.name)}</title>
<style>
  @page { size: A4; margin: 18mm 15mm; }
  * { box-sizing: border-box; }
  body { font-family: "Hiragino Sans", "Noto Sans JP", "Yu Gothic", sans-serif; color: #1c1917; font-size: 10.5pt; margin: 0 auto; max-width: 180mm; padding: 12mm 0; }
  h1 { font-size: 18pt; text-align: center; letter-spacing: 0.3em; margin: 0 0 8mm; }
  .meta { display: flex; justify-content: space-between; gap: 8mm; margin-bottom: 6mm; }
  .meta dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 1.5mm 4mm; }
  .meta dt { color: #57534e; }
  .meta dd { margin: 0; }
  .total { border: 1px solid #1c1917; padding: 3mm 5mm; font-size: 13pt; margin-bottom: 6mm; display: flex; justify-content: space-between; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #a8a29e; padding: 1.5mm 2mm; vertical-align: top; }
  th { background: #f5f5f4; font-weight: 600; }
  /* The items' table: a smaller type, and no line broken inside a name, a day or an amount. */
  .items table { font-size: 9pt; }
  .items th, .num, .day { white-space: nowrap; }
  .name { word-break: keep-all; }
  .house { min-width: 8em; }
  .day { display: inline-block; }
  .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 700; background: #fafaf9; }
  .note { margin-top: 6mm; color: #57534e; font-size: 9pt; }
  tr { break-inside: avoid; }
  .invoice { margin-top: 10mm; border: 1px solid #1c1917; padding: 5mm; break-inside: avoid; }
  .invoice h2 { font-size: 13pt; margin: 0 0 4mm; }
  .invoice .meta { margin-bottom: 4mm; }
  .invoice .note { margin-top: 3mm; }
  @media (max-width: 600px) { body { padding: 4mm; } .items { overflow-x: auto; } .items table { min-width: 560px; } .meta { flex-direction: column; gap: 3mm; } table { font-size: 9pt; } }
  @media print { body { padding: 0; } }
</style>
</head>
<body>
<h1>支払明細書</h1>
<div class="meta">
  <dl>
    <dt>ホスト</dt><dd>${escapeHtml(host.name)} 様</dd>
    <dt>対象期間</dt><dd>${monthLabel(payout.periodMonth)}分（月末締め）</dd>
    <dt>振込先</dt><dd>${escapeHtml(bankText)}</dd>
  </dl>
  <dl>
    <dt>発行日</dt><dd>${formatJapaneseDate(issuedOn)}</dd>
    <dt>送金予定日</dt><dd>${payout.scheduledDate ? formatJapaneseDate(payout.scheduledDate) : '—'}</dd>
    <dt>状態</dt><dd>${PAYOUT_STATUS_LABELS[payout.status]}${payout.status === 'failed' && payout.failureReason ? `（${escapeHtml(payout.failureReason)}）` : ''}</dd>
  </dl>
</div>
<div class="total"><span>お支払金額（受取額）</span><strong>${yen(payout.netJpy)}</strong></div>
<div class="items">
<table>
  <thead><tr><th>予約番号</th><th>物件</th><th>ゲスト</th><th>宿泊日</th><th>金額</th><th>うち宿泊税</th><th>手数料(15%)</th><th>受取額</th></tr></thead>
  <tbody>${rows || '<tr><td colspan="8">明細はありません</td></tr>'}</tbody>
  <tfoot><tr><td colspan="4">合計（${items.length}件）</td><td class="num">${yen(payout.grossJpy)}</td><td class="num">${yen(payout.accommodationTaxJpy)}</td><td class="num">${yen(payout.commissionJpy)}</td><td class="num">${yen(payout.netJpy)}</td></tr></tfoot>
</table>
</div>
<p class="note">金額はすべて税込・円単位です。手数料はゲストの最終的なお支払額から宿泊税を除いた額の15%（1円未満切り捨て）です。宿泊税は手数料の対象外で、全額を受取額に含めてお支払いします（特別徴収義務者として市町村へ申告・納入してください）。</p>
${commissionInvoiceHtml(statement, operator, invoicing, issuedOn)}
${intermediaryReceiptsHtml(statement)}
</body>
</html>
`;
}
