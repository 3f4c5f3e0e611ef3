import type { PropertyStatus } from '@/contract/enums';

/**
 * A house's life (docs/product/hosts-and-houses.md, "A house's life"): which actions each status allows,
 * for its host and for an admin, what status each leads to, and why one is refused. The host-properties
 * and property-review services move houses through it; the host's list offers the actions it allows.
 */

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  draft: '下書き',
  in_review: '審査待ち',
  published: '公開中',
  private: '非公開',
  suspended: '停止中',
};

/** The label of a status; an unknown status reads like a draft. */
export function propertyStatusLabel(status: string): string {
  return PROPERTY_STATUS_LABELS[status as PropertyStatus] ?? PROPERTY_STATUS_LABELS.draft;
}

/** What a host does to one of their houses. */
export type HostPropertyAction = 'view' | 'edit' | 'duplicate' | 'delete' | 'submit' | 'withdraw' | 'unpublish' | 'publish';
/** What an admin does to any house. */
export type AdminPropertyAction = 'approve' | 'reject' | 'suspend' | 'liftSuspension';
export type PropertyAction = HostPropertyAction | AdminPropertyAction;

/** The moves of status: the action's status before → after. Suspension and its lifting are apart (they remember). */
const MOVES: Partial<Record<PropertyAction, { from: PropertyStatus; to: PropertyStatus }>> = {
  submit: { from: 'draft', to: 'in_review' },
  withdraw: { from: 'in_review', to: 'draft' },
  unpublish: { from: 'published', to: 'private' },
  publish: { from: 'private', to: 'published' },
  approve: { from: 'in_review', to: 'published' },
  reject: { from: 'in_review', to: 'draft' },
};

/** Always allowed to the host, whatever the status (a delete may still be refused by upcoming bookings). */
const HOST_ALWAYS: readonly HostPropertyAction[] = ['view', 'edit', 'duplicate', 'delete'];

/**
 * The status an action leads to from `status`, or null when the action is not allowed there.
 * Lifting a suspension goes back to `statusBeforeSuspension` (private when unknown).
 */
export function nextPropertyStatus(
  status: PropertyStatus,
  action: PropertyAction,
  statusBeforeSuspension: PropertyStatus | null = null,
): PropertyStatus | null {
  if (action === 'suspend') return status === 'suspended' ? null : 'suspended';
  if (action === 'liftSuspension') {
    if (status !== 'suspended') return null;
    return statusBeforeSuspension && statusBeforeSuspension !== 'suspended' ? statusBeforeSuspension : 'private';
  }
  const move = MOVES[action];
  if (!move) return (HOST_ALWAYS as readonly string[]).includes(action) ? status : null;
  return move.from === status ? move.to : null;
}

/** The host's actions on a house of this status, in the order the list shows them. */
export function hostActions(status: PropertyStatus): HostPropertyAction[] {
  const moves = (['submit', 'withdraw', 'unpublish', 'publish'] as const).filter((a) => nextPropertyStatus(status, a) !== null);
  return [...HOST_ALWAYS.slice(0, 2), ...moves, ...HOST_ALWAYS.slice(2)];
}

/** An admin's actions on a house of this status. */
export function adminActions(status: PropertyStatus): AdminPropertyAction[] {
  return (['approve', 'reject', 'suspend', 'liftSuspension'] as const).filter((a) => nextPropertyStatus(status, a) !== null);
}

/** Why an action is refused on a house of this status (the 409's message), in the host's or admin's words. */
export function refusalOf(status: PropertyStatus, action: PropertyAction): string {
  switch (action) {
    case 'submit':
      return status === 'in_review' ? 'この物件はすでに審査待ちです' : '審査に提出できるのは下書きの物件だけです';
    case 'withdraw':
      return '審査待ちの物件ではないため、取り下げできません';
    case 'publish':
      if (status === 'published') return 'この物件はすでに公開中です';
      if (status === 'suspended') return '停止中の物件は公開できません。運営からの停止の解除をお待ちください';
      if (status === 'in_review') return '審査中の物件は公開できません。審査の結果をお待ちください';
      return '下書きの物件は公開できません。先に審査に提出してください';
    case 'unpublish':
      if (status === 'private') return 'この物件はすでに非公開です';
      if (status === 'suspended') return '停止中の物件は非公開にできません';
      return '非公開にできるのは公開中の物件だけです';
    case 'approve':
    case 'reject':
      return '審査待ちの物件ではありません';
    case 'suspend':
      return 'この物件はすでに停止中です';
    case 'liftSuspension':
      return 'この物件は停止されていません';
    default:
      return 'この物件にはこの操作を行えません';
  }
}

/**
 * The reasons an admin gives most often for 停止 (docs/product/lodging-law.md): a house may take guests only
 * while its notification, permit or certificate stands, so a basis withdrawn or lapsed comes first. The admin
 * picks one to start from and may edit it; the host reads the reason as written.
 */
export const SUSPENSION_REASON_PRESETS = [
  '営業の根拠（住宅宿泊事業の届出・旅館業の許可・特区民泊の認定）が廃止または取り消されたため、掲載を停止します。',
  '営業の根拠（届出・許可・認定）の有効期限が切れているため、更新が確認できるまで掲載を停止します。',
  '登録された届出番号・許可番号と提出された書類の内容が一致せず、確認が取れるまで掲載を停止します。',
  '安全上の確認が必要なため、確認が済むまで掲載を停止します。',
] as const;
