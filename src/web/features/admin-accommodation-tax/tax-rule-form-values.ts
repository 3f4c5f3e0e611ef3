import type { AccommodationTaxRuleBody, AccommodationTaxRuleView } from '@/contract/admin-accommodation-tax';
import type { LodgingRegime } from '@/contract/enums';
import type { AccommodationTaxKind } from '@/domain/accommodation-tax';

/**
 * The rule form's values: what the admin typed, as text (a wrong amount stays on screen as typed),
 * turned into the API's body on submit. The rate is typed in percent (3, 2.5) and sent in hundredths.
 */
export interface TaxRuleFormValues {
  prefecture: string;
  city: string;
  name: string;
  kind: AccommodationTaxKind;
  tiers: { fromJpy: string; amountJpy: string }[];
  percent: string;
  capJpy: string;
  exemptBelowJpy: string;
  regimes: LodgingRegime[];
  replacesPrefectureRule: boolean;
  appliesFrom: string;
  appliesTo: string;
  sourceUrl: string;
  note: string;
}

export const MAX_TIERS = 10;

/** A new rule: one tier from ¥0, applying from today. */
export function newRuleValues(today: string): TaxRuleFormValues {
  return {
    prefecture: '',
    city: '',
    name: '',
    kind: 'tiered',
    tiers: [{ fromJpy: '0', amountJpy: '' }],
    percent: '',
    capJpy: '',
    exemptBelowJpy: '',
    regimes: [],
    replacesPrefectureRule: false,
    appliesFrom: today,
    appliesTo: '',
    sourceUrl: '',
    note: '',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function ruleValues(rule: AccommodationTaxRuleView): TaxRuleFormValues {
  return {
    prefecture: rule.prefecture,
    city: rule.city ?? '',
    name: rule.name,
    kind: rule.kind,
    tiers: rule.tiers.length > 0 ? rule.tiers.map((t) => ({ fromJpy: String(t.fromJpy), amountJpy: String(t.amountJpy) })) : [{ fromJpy: '0', amountJpy: '' }],
    percent: rule.percentBasisPoints === null ? '' : String(rule.percentBasisPoints / 100),
    capJpy: text(rule.capJpy),
    exemptBelowJpy: text(rule.exemptBelowJpy),
    regimes: [...rule.regimes],
    replacesPrefectureRule: rule.replacesPrefectureRule,
    appliesFrom: rule.appliesFrom,
    appliesTo: rule.appliesTo ?? '',
    sourceUrl: rule.sourceUrl,
    note: rule.note,
  };
}

/** Full-width digits and commas folded, 円 and ¥ dropped. */
const cleanNumber = (value: string) => value.normalize('NFKC').replace(/[,円¥\s]/g, '');

/** A yen amount: '' stays '' (the body's "none"), a number is a number, anything else NaN (the schema's message names it). */
export function yenOf(value: string): number | '' {
  const cleaned = cleanNumber(value);
  return cleaned === '' ? '' : /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** 3 → 300, 2.5 → 250, 0.01 → 1 (hundredths of a percent, without floating error); 3.005 → 300.5, which the schema refuses. */
export function basisPointsOf(value: string): number | '' {
  const cleaned = cleanNumber(value).replace(/[%％]/g, '');
  if (cleaned === '') return '';
  const exact = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (exact) return Number(exact[1]) * 100 + Number((exact[2] ?? '').padEnd(2, '0'));
  return /^\d+\.\d+$/.test(cleaned) ? Number(cleaned) * 100 : Number.NaN;
}

/** The API's body of the form's values (validated by the contract's schema, here and on the server). */
export function bodyOf(values: TaxRuleFormValues): AccommodationTaxRuleBody {
  const tiered = values.kind === 'tiered';
  return {
    prefecture: values.prefecture,
    city: values.city,
    name: values.name,
    kind: values.kind,
    tiers: tiered ? values.tiers.map((t) => ({ fromJpy: yenOf(t.fromJpy) as number, amountJpy: yenOf(t.amountJpy) as number })) : [],
    percentBasisPoints: tiered ? null : basisPointsOf(values.percent),
    capJpy: tiered ? null : yenOf(values.capJpy),
    exemptBelowJpy: yenOf(values.exemptBelowJpy),
    regimes: values.regimes,
    replacesPrefectureRule: values.replacesPrefectureRule,
    appliesFrom: values.appliesFrom,
    appliesTo: values.appliesTo,
    sourceUrl: values.sourceUrl,
    note: values.note,
  };
}

/** The form's field of a refused input of the body (the rate is typed as `percent`); the tiers' paths are the same. */
export function formFieldOf(bodyField: string): string {
  return bodyField === 'percentBasisPoints' ? 'percent' : bodyField;
}
