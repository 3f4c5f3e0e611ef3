import { LEGAL_PLACEHOLDERS, type LegalPlaceholder, type SiteOperator } from '@/contract/legal-documents';

/** What a legal page says where the operator holds no such registration. */
export const NO_REGISTRATION = 'なし';

/** The value of each placeholder of a legal text for this operator. */
export function legalPlaceholderValues(operator: SiteOperator): Record<LegalPlaceholder, string> {
  return {
    operatorName: operator.name,
    representative: operator.representative,
    postalCode: operator.postalCode,
    address: operator.address,
    phone: operator.phone,
    email: operator.email,
    intermediaryRegistration: operator.intermediaryRegistration ?? NO_REGISTRATION,
    travelAgencyRegistration: operator.travelAgencyRegistration ?? NO_REGISTRATION,
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * A stored legal text with its `{{placeholders}}` filled from the operator's details (an unknown name is
 * left as written, so that the editor's preview shows the mistake). The text is Markdown rendered without
 * HTML, so the values need no escaping.
 */
export function fillLegalText(body: string, operator: SiteOperator): string {
  const values = legalPlaceholderValues(operator);
  return body.replace(PLACEHOLDER, (whole, name: string) => (name in LEGAL_PLACEHOLDERS ? values[name as LegalPlaceholder] : whole));
}

/** 「2026年11月29日」: a legal page's 最終改定日 (a calendar day, YYYY-MM-DD). */
export function formatRevisionDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}
