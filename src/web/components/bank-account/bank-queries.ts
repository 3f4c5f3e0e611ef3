import { queryOptions } from '@tanstack/react-query';
import type { BankEntry } from '@/contract/lookups';
import { apiJson } from '@/web/lib/api-client';

/** The Zengin master's banks and branches (GET /api/banks, src/server/features/bank-lookup): the bank-account fields' suggestions. */
export const bankSearchQuery = (q: string) => queryOptions<BankEntry[]>({ queryKey: ['/api/banks', q], queryFn: () => apiJson('GET', `/api/banks?q=${encodeURIComponent(q)}`), staleTime: Infinity });
export const branchSearchQuery = (bankCode: string, q: string) =>
  queryOptions<BankEntry[]>({
    queryKey: ['/api/banks', bankCode, 'branches', q],
    queryFn: () => apiJson('GET', `/api/banks/${encodeURIComponent(bankCode)}/branches?q=${encodeURIComponent(q)}`),
    staleTime: Infinity,
  });
