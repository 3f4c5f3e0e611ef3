import type { SiteOperator } from '@/contract/legal-documents';
import { bookingNumber, formatYen, monthLabel } from '@/domain/display-format';
import { escapeHtml } from '@/domain/email-text';
import { addDays, formatJapaneseDate } from '@/domain/japan-date';
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
