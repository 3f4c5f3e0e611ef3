import type { InquiryStatus } from '@/contract/enums';

/**
 * An inquiry's life in the back office (docs/product/back-office.md, "Inquiries"): 新規 → 対応中 when
 * an admin takes it, → 解決済み when an admin answers it (from 新規 or 対応中), → クローズ when an admin
 * closes it (from any other status). What each status allows, and why not (the 409's words).
 */

export type InquiryAction = 'take' | 'respond' | 'close';

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  open: '新規',
  in_progress: '対応中',
  resolved: '解決済み',
  closed: 'クローズ',
};

const NEXT: Record<InquiryAction, InquiryStatus> = { take: 'in_progress', respond: 'resolved', close: 'closed' };

/** Why `action` is refused on an inquiry of `status`, or null when it is allowed. */
export function inquiryActionRefusal(status: InquiryStatus, action: InquiryAction): string | null {
  switch (action) {
    case 'take':
      if (status === 'open') return null;
      if (status === 'in_progress') return 'このお問い合わせはすでに対応中です';
      if (status === 'resolved') return 'このお問い合わせはすでに回答済みです';
      return 'このお問い合わせはクローズされています';
    case 'respond':
      if (status === 'open' || status === 'in_progress') return null;
      if (status === 'resolved') return 'このお問い合わせはすでに回答済みです';
      return 'クローズされたお問い合わせには回答できません';
    case 'close':
      return status === 'closed' ? 'このお問い合わせはすでにクローズされています' : null;
  }
}

/** The status after `action`, or null when it is refused. */
export function nextInquiryStatus(status: InquiryStatus, action: InquiryAction): InquiryStatus | null {
  return inquiryActionRefusal(status, action) === null ? NEXT[action] : null;
}

/** The actions an inquiry of `status` allows now (the detail's buttons). */
export function allowedInquiryActions(status: InquiryStatus): InquiryAction[] {
  return (['take', 'respond', 'close'] as const).filter((action) => inquiryActionRefusal(status, action) === null);
}
