import { queryOptions } from '@tanstack/react-query';
import type { LegalDocument, LegalDocumentKind, SiteOperator } from '@/contract/legal-documents';

/** GET /api/site-operator: the site's operator and its registration numbers (the footer; asked once per visit). */
export const siteOperatorQuery = queryOptions<SiteOperator>({ queryKey: ['/api/site-operator'], staleTime: Infinity });

/** GET /api/legal/{kind}: a legal page's text in force, with the operator's details filled in. */
export const legalDocumentQuery = (kind: LegalDocumentKind) => queryOptions<LegalDocument>({ queryKey: [`/api/legal/${kind}`] });
