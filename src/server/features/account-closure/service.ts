import type { ClosureBlocker, ClosurePreview } from '@/contract/account-closure';
import type { Database } from '@/db/client';
import { japanDate } from '@/domain/japan-date';
import { type AuditContext, audit } from '../../audit/audit';
import { AppError, notFound, unauthenticated } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { checkCurrentPassword } from '../passwords/service';
import * as repo from './repository';

/** What goes at once (docs/product/accounts.md, "Leaving"). */
const ERASED = [
  'お名前・フリガナ・メールアドレス・電話番号・住所・生年月日',
  'パスワードとログイン中のすべての端末',
  'お気に入り・通知',
  'ホストとのメッセージの本文',
  'ご予約に入力した宿泊者のお名前・連絡先・ご要望',
  'お問い合わせの送信者名とメールアドレス、お送りしたメールの控え',
];
const ERASED_AS_HOST = ['ホストプロフィール（紹介文・連絡先・住所）、本人確認書類の画像、振込先口座', '掲載中の物件は非公開になります'];

/** What a law or another person's record keeps. */
const KEPT = [
  'ご予約と決済の記録（日程・金額・お支払い・返金）は、税法上の帳簿書類として7年間保存します。お名前などは消去し「退会したユーザー」として残ります',
  '投稿したレビューは、お名前を消して「退会したユーザー」として掲載を続けます',
  'オンラインチェックインで入力した宿泊者名簿（旅券の写しを含む）は、旅館業法・住宅宿泊事業法によりチェックアウトから3年間保存し、その後消去します',
];
const KEPT_AS_HOST = ['送金の記録（金額・送金日）は、税法上の帳簿書類として7年間保存します'];

const CLOSED = () => new AppError('ACCOUNT_CLOSED', 409, 'このアカウントはすでに退会済みです');

async function blockersOf(db: Database, account: { id: string; role: string }, now: Date): Promise<ClosureBlocker[]> {
  const today = japanDate(now);
  const host = account.role === 'host';
  const [upcoming, hosted, unpaid] = await Promise.all([
    repo.countUpcomingStays(db, account.id, today),
    host ? repo.countHostedStays(db, account.id, today) : 0,
    host ? repo.countUnpaidEarnings(db, account.id) : 0,
  ]);
  const blockers: ClosureBlocker[] = [];
  if (upcoming > 0) {
    blockers.push({ kind: 'upcoming_stay', count: upcoming, message: `これからのご予約が${upcoming}件あります。キャンセルするか、チェックアウトが済んでから退会できます。` });
  }
  if (hosted > 0) {
    blockers.push({ kind: 'hosted_stay', count: hosted, message: `あなたの物件に、これからの宿泊予約・リクエストが${hosted}件あります。チェックアウトが済むか、キャンセルしてから退会できます。` });
  }
  if (unpaid > 0) {
    blockers.push({ kind: 'unpaid_payout', count: unpaid, message: `まだ送金していない売上が${unpaid}件あります。送金が完了してから退会できます。` });
  }
  return blockers;
}

async function openAccount(db: Database, userId: string) {
  const account = await repo.findAccount(db, userId);
  if (!account) throw notFound('ユーザーが見つかりません');
  if (account.closedAt) throw CLOSED();
  return account;
}

/** GET /api/user/closure and the back office's view: can the account close now, what goes and what stays. */
export async function closurePreview(db: Database, userId: string, now = new Date()): Promise<ClosurePreview> {
  const account = await openAccount(db, userId);
  const blockers = await blockersOf(db, account, now);
  const host = account.role === 'host';
  return { canClose: blockers.length === 0, blockers, erased: host ? [...ERASED, ...ERASED_AS_HOST] : ERASED, kept: host ? [...KEPT, ...KEPT_AS_HOST] : KEPT };
}

async function close(db: Database, storage: FileStorage, account: { id: string; email: string; role: string }, by: 'self' | 'admin', now: Date, afterErase?: (tx: Database) => Promise<void>) {
  const blockers = await blockersOf(db, account, now);
  if (blockers.length > 0) {
    throw new AppError('ACCOUNT_CLOSURE_BLOCKED', 409, blockers.map((b) => b.message).join(''));
  }
  const files = await db.transaction(async (tx) => {
    const keys = await repo.eraseAccount(tx, account, by, now);
    await afterErase?.(tx);
    return keys;
  });
  // The identity images go once the account no longer points at them.
  await Promise.all(files.map((key) => storage.private.delete(key)));
}

/**
 * POST /api/user/closure: the signed-in person leaves, after typing their current password (counted like
 * a sign-in). Refused
 * (409, naming each reason) while stays are upcoming or, for a host, money is still to be paid out.
 */
export async function closeOwnAccount(db: Database, storage: FileStorage, userId: string, currentPassword: string, clientIp: string, now = new Date()): Promise<void> {
  const account = await repo.findAccount(db, userId);
  if (!account || account.closedAt) throw unauthenticated();
  await checkCurrentPassword(db, account, currentPassword, clientIp, now);
  await close(db, storage, account, 'self', now);
}

/** POST /api/admin/users/{id}/closure: an admin closes an account on the person's request, audited. */
export async function closeAccountByAdmin(db: Database, storage: FileStorage, context: AuditContext, userId: string, reason: string, now = new Date()): Promise<void> {
  const account = await openAccount(db, userId);
  await close(db, storage, account, 'admin', now, (tx) =>
    audit(tx, context, { action: 'close_account', entityType: 'user', entityId: userId, newValues: { reason } }),
  );
}
