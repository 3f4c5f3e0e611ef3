import { useQuery } from '@tanstack/react-query';
import { Ban, RotateCcw, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser, AdminUserDetail } from '@/contract/admin-users';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UserAvatar } from '@/web/components/user-avatar';
import { formatDateWithWeekday, formatDateTime, formatNumber } from '@/web/lib/format';
import { adminUserDetailQuery } from '../api';
import { genderLabel } from '../labels';
import { RoleBadge, StatusBadge, VerificationBadge } from './user-badges';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const orDash = (value: string | null | undefined) => (value ? value : '-');

function DetailSkeleton() {
  return (
    <div role="status" aria-label="読み込み中" className="grid gap-3 py-2">
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="grid grid-cols-[7rem_1fr] gap-3">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-40" />
        </div>
      ))}
    </div>
  );
}

function DetailBody({ user }: { user: AdminUserDetail }) {
  const isHost = user.role === 'host';
  return (
    <div className="grid gap-4">
      {user.closedAt && (
        <div role="note" className="grid gap-1 rounded-xl border border-border bg-muted/40 p-4 text-sm">
          <p className="flex items-center gap-1.5 font-bold">
            <UserX className="size-4" aria-hidden="true" />
            {formatDateTime(user.closedAt)}に退会
          </p>
          <p>個人情報は消去済みです。予約と決済の記録だけが「退会したユーザー」として残っています。</p>
        </div>
      )}
      {user.suspendedAt && (
        <div role="note" className="grid gap-1 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <p className="flex items-center gap-1.5 font-bold text-destructive">
            <Ban className="size-4" aria-hidden="true" />
            {formatDateTime(user.suspendedAt)}から利用停止中
          </p>
          <p className="whitespace-pre-wrap">
            <span className="text-muted-foreground">理由：</span>
            {orDash(user.suspensionReason)}
          </p>
        </div>
      )}
      <dl className="divide-y divide-border">
        <Field label="メールアドレス">{user.email}</Field>
        <Field label="電話番号">{orDash(user.phone)}</Field>
        <Field label="住所">{orDash(user.address)}</Field>
        <Field label="生年月日">{user.dateOfBirth ? formatDateWithWeekday(user.dateOfBirth) : '-'}</Field>
        <Field label="性別">{orDash(genderLabel(user.gender))}</Field>
        <Field label="本人確認">
          <VerificationBadge verified={user.idVerified} />
        </Field>
        <Field label="予約数">{formatNumber(user.bookingsCount)}件</Field>
        {isHost && <Field label="ホスト名">{orDash(user.hostDisplayName)}</Field>}
        {isHost && <Field label="物件数">{formatNumber(user.propertiesCount)}件</Field>}
        <Field label="最終ログイン">{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : '記録なし'}</Field>
        <Field label="登録日">{formatDateWithWeekday(user.createdAt)}</Field>
      </dl>
    </div>
  );
}

/** 詳細: the user's profile, bookings, houses for a host, last sign-in and any suspension. */
export function UserDetailDialog({
  user,
  open,
  onOpenChange,
  onEdit,
  onCloseAccount,
}: {
  /** Kept while the dialog closes, so that its content does not vanish mid-animation. */
  user: AdminUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: (user: AdminUser) => void;
  /** Opens 退会処理 (an account closed on the person's request). */
  onCloseAccount: (user: AdminUser) => void;
}) {
  const detail = useQuery({ ...adminUserDetailQuery(user?.id ?? ''), enabled: open && user !== null });
  return (
    <Dialog open={open && user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {user && (
          <>
            <DialogHeader className="text-left">
              <div className="flex items-center gap-3 pr-8">
                <UserAvatar name={user.fullName} src={user.avatarUrl} size="lg" />
                <div className="grid min-w-0 gap-1.5">
                  <DialogTitle className="break-words">{user.fullName}</DialogTitle>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <RoleBadge role={user.role} />
                    <StatusBadge suspended={(detail.data ?? user).suspendedAt !== null} closed={(detail.data ?? user).closedAt !== null} />
                  </div>
                </div>
              </div>
              <DialogDescription className="sr-only">ユーザーの登録情報と利用状況</DialogDescription>
            </DialogHeader>
            <QueryState
              query={detail}
              loading={<DetailSkeleton />}
              errorTitle="ユーザー情報の読み込みに失敗しました"
              notFound={<p className="py-6 text-center text-sm text-muted-foreground">このユーザーは見つかりませんでした。</p>}
            >
              {(data) => <DetailBody user={data} />}
            </QueryState>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">閉じる</Button>
              </DialogClose>
              {(detail.data ?? user).closedAt === null && (
                <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => onCloseAccount(detail.data ?? user)}>
                  <UserX aria-hidden="true" />
                  退会処理
                </Button>
              )}
              {(detail.data ?? user).closedAt !== null ? null : (detail.data ?? user).suspendedAt ? (
                <Button onClick={() => onEdit(detail.data ?? user)}>
                  <RotateCcw aria-hidden="true" />
                  利用停止を解除
                </Button>
              ) : (
                <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => onEdit(detail.data ?? user)}>
                  <Ban aria-hidden="true" />
                  利用停止にする
                </Button>
              )}
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
