import type { AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import type { LodgingRegime } from '@/contract/enums';
import type { AccommodationTaxKind } from '@/domain/accommodation-tax';
import { formatYen } from '@/domain/display-format';
import { LODGING_REGIME_SHORT_LABELS } from '@/domain/lodging-basis';

/** How the back office writes a rule of the accommodation tax (宿泊税) in its list and form. */

export const TAX_KIND_LABELS: Record<AccommodationTaxKind, string> = {
  tiered: '定額・段階',
  percent: '定率・上限',
};

export type TaxRuleState = 'current' | 'ended' | 'upcoming';

export const TAX_RULE_STATE_LABELS: Record<TaxRuleState, string> = {
  current: '適用中',
  ended: '終了',
  upcoming: '適用前',
};

/** In force on `today`, ended before it, or starting after it (the list's filter asks the server the same). */
export function taxRuleState(rule: Pick<AccommodationTaxRuleView, 'appliesFrom' | 'appliesTo'>, today: string): TaxRuleState {
  if (rule.appliesFrom > today) return 'upcoming';
  if (rule.appliesTo !== null && rule.appliesTo < today) return 'ended';
  return 'current';
}

/** 3%, 2.5%: a rate kept in hundredths of a percent. */
export function percentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * The amounts of a rule, a line per tier of the price per person and night (税抜):
 * 「¥20,000未満 ¥200」「¥20,000〜¥49,999 ¥500」「¥50,000以上 ¥1,000」, 「一律 ¥200」 for one tier from ¥0,
 * 「¥10,000未満 課税なし」 below a first tier that starts higher; a percentage with its cap.
 */
export function taxAmountLines(rule: Pick<AccommodationTaxRuleView, 'kind' | 'tiers' | 'percentBasisPoints' | 'capJpy'>): string[] {
  if (rule.kind === 'percent') {
    const rate = rule.percentBasisPoints === null ? '—' : percentText(rule.percentBasisPoints);
    return [`宿泊料金の${rate}`, rule.capJpy === null ? '上限なし' : `上限 ${formatYen(rule.capJpy)}`];
  }
  const tiers = rule.tiers;
  if (tiers.length === 1 && tiers[0].fromJpy === 0) return [`一律 ${formatYen(tiers[0].amountJpy)}`];
  const lines = tiers.map((tier, i) => {
    const next = tiers[i + 1];
    const range =
      next === undefined ? `${formatYen(tier.fromJpy)}以上` : tier.fromJpy === 0 ? `${formatYen(next.fromJpy)}未満` : `${formatYen(tier.fromJpy)}〜${formatYen(next.fromJpy - 1)}`;
    return `${range} ${formatYen(tier.amountJpy)}`;
  });
  return tiers.length > 0 && tiers[0].fromJpy > 0 ? [`${formatYen(tiers[0].fromJpy)}未満 課税なし`, ...lines] : lines;
}

/** 「¥5,000未満は課税なし」 and the rule's note (修学旅行 … 課税免除), or none. */
export function exemptionLines(rule: Pick<AccommodationTaxRuleView, 'exemptBelowJpy' | 'note'>): string[] {
  return [rule.exemptBelowJpy !== null ? `${formatYen(rule.exemptBelowJpy)}未満は課税なし` : null, rule.note.trim() || null].filter((line): line is string => line !== null);
}

/** 民泊・旅館業, or すべて when the rule names none. */
export function regimesText(regimes: readonly LodgingRegime[]): string {
  return regimes.length === 0 ? 'すべて' : regimes.map((r) => LODGING_REGIME_SHORT_LABELS[r]).join('・');
}

/** 京都府 京都市, or 京都府（全域） for a prefecture's own rule. */
export function placeText(rule: Pick<AccommodationTaxRuleView, 'prefecture' | 'city'>): string {
  return rule.city ? `${rule.prefecture} ${rule.city}` : `${rule.prefecture}（全域）`;
}

/** The host of a source address (www.city.kyoto.lg.jp), or the address itself. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}
