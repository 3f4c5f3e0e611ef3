import { BANKS_MAX, BRANCHES_MAX, type BankEntry } from '@/contract/lookups';
import { normalizeListSearch } from '@/domain/list-search';
import { badRequest, notFound } from '../../lib/app-error';

interface Entry {
  code: string;
  name: string;
  kana: string;
  hira: string;
  roma: string;
}
interface Bank extends Entry {
  branches: Record<string, Entry>;
}

/** The Zengin master data (zengin-code, offline, a few MB): loaded on the first lookup and kept. */
let master: Promise<Record<string, Bank>> | null = null;
export function loadBanks(): Promise<Record<string, Bank>> {
  master ??= import('zengin-code').then((m) => ((m as { default?: Record<string, Bank> }).default ?? (m as unknown as Record<string, Bank>)));
  return master;
}

export const BANK_NOT_FOUND_MESSAGE = '金融機関が見つかりません';

/** The list search's rule (NFKC, lower case, katakana read as hiragana), so ミズホ, みずほ and ﾐｽﾞﾎ all match. */
function needleOf(q: string): string {
  return normalizeListSearch(q);
}

function matches(entry: Entry, needle: string): boolean {
  if (needle === '') return true;
  if (/^\d+$/.test(needle)) return entry.code.startsWith(needle);
  return [entry.name, entry.kana, entry.hira, entry.roma].some((text) => needleOf(text).includes(needle));
}

/** Orders the matches: a name that starts with the needle first, then by code. */
function search(entries: Entry[], q: string, max: number): BankEntry[] {
  const needle = needleOf(q);
  const starts = (e: Entry) => (needle !== '' && [e.name, e.hira, e.roma].some((t) => needleOf(t).startsWith(needle)) ? 0 : 1);
  return entries
    .filter((e) => matches(e, needle))
    .sort((a, b) => starts(a) - starts(b) || a.code.localeCompare(b.code))
    .slice(0, max)
    .map(({ code, name, kana }) => ({ code, name, kana }));
}

/** Up to 20 banks by code prefix or name, kana, hiragana or romaji. */
export async function searchBanks(q: string): Promise<BankEntry[]> {
  return search(Object.values(await loadBanks()), q, BANKS_MAX);
}

/** Up to 30 branches of a bank (404 for an unknown bank code). */
export async function searchBranches(bankCode: string, q: string): Promise<BankEntry[]> {
  const bank = (await loadBanks())[bankCode];
  if (!bank) throw notFound(BANK_NOT_FOUND_MESSAGE);
  return search(Object.values(bank.branches), q, BRANCHES_MAX);
}

/** A bank and branch by their codes, for checking a saved pair against the master data; null when unknown. */
export async function bankAndBranch(bankCode: string, branchCode: string | null): Promise<{ bank: BankEntry; branch: BankEntry | null } | null> {
  const bank = (await loadBanks())[bankCode];
  if (!bank) return null;
  const branch = branchCode ? bank.branches[branchCode] : undefined;
  if (branchCode && !branch) return null;
  return { bank: { code: bank.code, name: bank.name, kana: bank.kana }, branch: branch ? { code: branch.code, name: branch.name, kana: branch.kana } : null };
}

const comparable = (name: string) => normalizeListSearch(name).replace(/\s+/g, '');

/** The typed name is the master's name, with or without a suffix such as 銀行 or 支店. */
function sameName(typed: string, master: string): boolean {
  const a = comparable(typed);
  const b = comparable(master);
  return a === b || (a.startsWith(b) && /^(銀行|信用金庫|信用組合|労働金庫|農業協同組合|農協|支店|出張所|営業部|本店)$/.test(a.slice(b.length)));
}

/**
 * A bank account's codes, when given, are in the Zengin master data and name the bank and branch typed
 * (a host's 振込口座, a guest's refund account): else a 400 on the field, `prefix` naming where the
 * account sits in the body (e.g. `refundAccount.`).
 */
export async function assertInZenginMaster(
  account: { bankCode?: string | null; bankName: string; branchCode?: string | null; branchName: string },
  prefix = '',
): Promise<void> {
  const bankCode = account.bankCode || null;
  const branchCode = account.branchCode || null;
  if (branchCode && !bankCode) throw badRequest('支店コードには金融機関コードが必要です', `${prefix}bankCode`);
  if (!bankCode) return;
  const master = await bankAndBranch(bankCode, null);
  if (!master) throw badRequest('金融機関コードが見つかりません', `${prefix}bankCode`);
  if (!sameName(account.bankName, master.bank.name)) throw badRequest('銀行名が金融機関コードと一致しません', `${prefix}bankName`);
  if (!branchCode) return;
  const withBranch = await bankAndBranch(bankCode, branchCode);
  if (!withBranch?.branch) throw badRequest('支店コードが見つかりません', `${prefix}branchCode`);
  if (!sameName(account.branchName, withBranch.branch.name)) throw badRequest('支店名が支店コードと一致しません', `${prefix}branchName`);
}
