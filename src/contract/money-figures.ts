/**
 * The names the screens give the money figures (docs/product/money.md, "One name per figure"): a figure
 * keeps its name on every screen, and two figures counted on different bases never share one.
 */

/** What guests finally paid, dated by checkout (a cancellation fee on its cancel day, a refund on its day). */
export const SALES_FIGURE = 'チェックアウト分の売上';
export const SALES_BASIS = 'チェックアウト日で計上（キャンセル料はキャンセル日）・返金差引後・税込';

/** The payments captured less the refunds made, dated by the moment the money moved. */
export const PAYMENTS_FIGURE = '決済額';
export const PAYMENTS_BASIS = '決済が確定した日で計上・返金差引後・税込';
