import type { SiteOperator } from '@/contract/legal-documents';
import { bookingNumber, formatYen, monthLabel } from '@/domain/display-format';
import { escapeHtml } from '@/domain/email-text';
import { addDays, formatJapaneseDate, japanDate } from '@/domain/japan-date';
import { monthRange } from '@/domain/payouts';
import { CONSUMPTION_TAX_PERCENT, consumptionTaxIncluded } from '@/domain/receipts';
import type { InvoicingConfig } from '../../config';
import type { Statement } from './service';

/** The qualified invoice's number of a payout's commission: the month and the payout's number (202610-3F6C2A1E). */
export function commissionInvoiceNumber(payout: Statement['payout']): string {
  return `${payout.periodMonth.replace('-', '')}-${bookingNumber(payout.id)}`;
}

/**
 * The platform's qualified invoice (適格請求書) for the month's commission, printed on the host's 支払明細書
 * (docs/product/receipts-and-invoices.md): the issuer's name and registration number, the host it is
 * for, the period of the transactions, what it is for, and per rate the amount and the consumption tax.
 * The commission is tax-inclusive, so its tax is the part of it at 10%, rounded down once.
 */
export function commissionInvoiceHtml(statement: Statement, operator: SiteOperator, invoicing: InvoicingConfig, issuedOn: string): string {
  const { payout, host, items } = statement;
  const { from: period, to: nextMonth } = monthRange(payout.periodMonth);
  const lastDay = addDays(nextMonth, -1);
  const commission = Math.max(0, payout.commissionJpy);
  const tax = consumptionTaxIncluded(commission);
  return `<section class="invoice" aria-labelledby="invoice-title">
  <h2 id="invoice-title">適格請求書（サービス利用手数料）</h2>
  <div class="meta">
    <dl>
      <dt>交付先</dt><dd>${escapeHtml(host.name)} 様</dd>
      <dt>取引期間</dt><dd>${formatJapaneseDate(period)}〜${formatJapaneseDate(lastDay)}（${monthLabel(payout.periodMonth)}分）</dd>
      <dt>内容</dt><dd>宿泊予約の仲介に係るサービス利用手数料（${items.length}件、受取額から差し引き済み）</dd>
    </dl>
    <dl>
      <dt>請求書番号</dt><dd data-testid="invoice-number">${commissionInvoiceNumber(payout)}</dd>
      <dt>発行日</dt><dd>${formatJapaneseDate(issuedOn)}</dd>
      <dt>発行者</dt><dd>${escapeHtml(operator.name)}<br>〒${escapeHtml(operator.postalCode)} ${escapeHtml(operator.address)}</dd>
      <dt>登録番号</dt><dd data-testid="invoice-registration-number">${escapeHtml(invoicing.registrationNumber)}</dd>
    </dl>
  </div>
  <table>
    <thead><tr><th>税率</th><th>手数料（税込）</th><th>うち消費税額</th></tr></thead>
    <tbody><tr><td>${CONSUMPTION_TAX_PERCENT}%対象</td><td class="num">${formatYen(commission)}</td><td class="num">${formatYen(tax)}</td></tr></tbody>
  </table>
  <p class="note">消費税額は税率ごとに1回、1円未満を切り捨てています。宿泊税は手数料の対象外です。</p>
</section>`;
}

/**
 * The receipts the platform issued as qualified invoices for the host's stays under the intermediary rule
 * (媒介者交付特例): the copy the rule asks the intermediary to give the host, listed on the statement.
 * Empty when none was issued under the host's number.
 */
export function intermediaryReceiptsHtml(statement: Statement): string {
  if (statement.receipts.length === 0) return '';
  const rows = statement.receipts
    .map(
      (r) => `<tr>
        <td>${escapeHtml(r.number)}${r.reissue ? '（再発行）' : ''}</td>
        <td>${escapeHtml(bookingNumber(r.bookingId))}</td>
        <td>${formatJapaneseDate(japanDate(r.issuedAt))}</td>
        <td class="num">${formatYen(r.receivedJpy)}</td>
        <td class="num">${formatYen(r.consumptionTaxJpy)}</td>
        <td class="num">${formatYen(r.accommodationTaxJpy)}</td>
      </tr>`,
    )
    .join('');
  return `<section class="invoice" aria-labelledby="receipts-title">
  <h2 id="receipts-title">当社が交付した適格請求書（媒介者交付特例）の写し</h2>
  <p class="note">お知らせいただいた登録番号により、当社が当社の名称と登録番号でゲストに交付した領収書（適格請求書）です。</p>
  <div class="items"><table>
    <thead><tr><th>領収書番号</th><th>予約番号</th><th>発行日</th><th>金額（税込）</th><th>うち消費税（10%）</th><th>宿泊税</th></tr></thead>
    <tbody>${rows}</tbody>
  </table></div>
</section>`;
}
