import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminHostDetail } from '@/contract/admin-hosts';
import { QueryState } from '@/web/components/query-state';
import { ReasonDialog } from '@/web/components/reason-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UserAvatar } from '@/web/components/user-avatar';
import { isApiError } from '@/web/lib/api-error';
import { formatDateWithWeekday, formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { hostDetailQuery, useReviewIdentity } from '../api';
import { idTypeLabel, KycBadge, ratingText } from '../labels';
import { IdDocumentImage } from './id-document-image';

const PROPERTY_STATUS_LABELS: Record<string, string> = { draft: '下書き', in_review: '審査待ち', published: '公開中', private: '非公開', suspended: '停止中' };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children || '-'}</dd>
    </div>
  );
}

/** Verify (承認) and reject (却下, with a reason) buttons of a host's identity, with their toasts. */
export function IdentityActions({ host, onDone, size = 'default' }: { host: Pick<AdminHostDetail, 'id' | 'fullName'> & { canVerify?: boolean; canReject?: boolean }; onDone?: () => void; size?: 'default' | 'sm' }) {
  const mutation = useReviewIdentity();
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const verify = () =>
    mutation.mutate(
      { id: host.id, verify: true },
      {
        onSuccess: () => {
          showSuccess('本人確認を承認しました', `${host.fullName}さんにお知らせのメールを送りました。`);
          onDone?.();
        },
        onError: (error) => showApiError('承認できませんでした', error, '本人確認の承認に失敗しました。時間をおいてもう一度お試しください。'),
      },
    );
  const reject = (reason: string) =>
    mutation.mutate(
      { id: host.id, verify: false, reason },
      {
        onSuccess: () => {
          setRejecting(false);
          showSuccess('本人確認を却下しました', `${host.fullName}さんに理由をメールでお知らせしました。`);
          onDone?.();
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'reason') setReasonError(error.serverMessage ?? undefined);
          showApiError('却下できませんでした', error, '本人確認の却下に失敗しました。時間をおいてもう一度お試しください。');
        },
      },
    );
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Button size={size} onClick={verify} disabled={mutation.isPending || host.canVerify === false} aria-label={`${host.fullName}さんの本人確認を承認`}>
          <Check aria-hidden="true" />
          {mutation.isPending && !rejecting ? '承認しています…' : '承認'}
        </Button>
        <Button
          size={size}
          variant="outline"
          className="text-destructive"
          onClick={() => {
            setReasonError(undefined);
            setRejecting(true);
          }}
          disabled={mutation.isPending || host.canReject === false}
          aria-label={`${host.fullName}さんの本人確認を却下`}
        >
          <X aria-hidden="true" />
          却下
        </Button>
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="本人確認を却下"
        description={`${host.fullName}さんの本人確認書類を却下します。理由はホストのプロフィール画面に表示され、メールでも届きます。`}
        label="却下の理由"
        placeholder="例：画像が不鮮明で氏名と生年月日が読み取れません"
        hint="ホストが書類を撮り直せるよう、具体的に書いてください。"
        confirmLabel="却下する"
        pendingLabel="却下しています…"
        pending={mutation.isPending}
        error={reasonError}
        onConfirm={reject}
      />
    </>
  );
}

function DetailBody({ host }: { host: AdminHostDetail }) {
  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-3">
        <UserAvatar name={host.fullName} src={host.profileImageUrl} size="lg" />
        <div className="grid min-w-0 gap-1">
          <p className="font-bold">
            {host.fullName}
            <span className="ml-2 text-sm font-normal text-muted-foreground">（{host.displayName}）</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <KycBadge status={host.kycStatus} />
            <span className="text-xs text-muted-foreground">登録日 {formatDateWithWeekday(host.createdAt)}</span>
          </div>
        </div>
      </div>

      <section aria-label="本人確認書類" className="grid gap-3">
        <h3 className="font-bold">本人確認書類</h3>
        <dl className="grid gap-2 text-sm">
          <Row label="書類の種類">{idTypeLabel(host.idType)}</Row>
          <Row label="アップロード">{host.uploadDate ? formatDateTime(host.uploadDate) : null}</Row>
          {host.kycReviewedAt && <Row label="前回の審査">{formatDateTime(host.kycReviewedAt)}</Row>}
          {host.kycRejectionReason && <Row label="却下の理由">{host.kycRejectionReason}</Row>}
        </dl>
        <div className="grid gap-3 sm:grid-cols-2">
          <IdDocumentImage url={host.frontImageUrl} label="表面" />
          <IdDocumentImage url={host.backImageUrl} label="裏面" />
        </div>
        <p className="text-xs text-muted-foreground">画像は管理者と本人だけが閲覧できます。保存や転送はしないでください。</p>
      </section>

      <section aria-label="プロフィール" className="grid gap-2">
        <h3 className="font-bold">プロフィール</h3>
        <dl className="grid gap-2 text-sm">
          <Row label="メール">{host.email}</Row>
          <Row label="電話番号">{host.phone}</Row>
          <Row label="住所">
            {[host.postalCode && `〒${host.postalCode}`, host.prefecture, host.city, host.streetAddress, host.buildingName].filter(Boolean).join(' ')}
          </Row>
          <Row label="評価">{ratingText(host.hostRating)}</Row>
          <Row label="応答率">{host.responseRate === null ? '実績なし' : `${host.responseRate}%`}</Row>
          <Row label="自己紹介">{host.bio && <span className="whitespace-pre-wrap">{host.bio}</span>}</Row>
          <Row label="振込先">{host.bank && `${host.bank.bankName} ${host.bank.branchName ?? ''} ${host.bank.accountType ?? ''} ${host.bank.accountNumberMasked ?? ''}`}</Row>
        </dl>
      </section>

      <section aria-label="物件" className="grid gap-2">
        <h3 className="font-bold">物件（{host.properties.length}件）</h3>
        {host.properties.length === 0 ? (
          <p className="text-sm text-muted-foreground">まだ物件はありません。</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {host.properties.map((p) => (
              <li key={p.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2">
                <span className="truncate" title={`${p.title} ${p.prefecture}${p.city}`}>
                  {p.title}
                  <span className="ml-1 text-muted-foreground">
                    {p.prefecture}
                    {p.city}
                  </span>
                </span>
                <Badge variant="outline">{PROPERTY_STATUS_LABELS[p.status] ?? '下書き'}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The host's details with the identity images, and the verify / reject actions when they apply. */
export function HostReviewDialog({ hostId, open, onOpenChange }: { hostId: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useQuery({ ...hostDetailQuery(hostId ?? ''), enabled: hostId !== null && open });
  return (
    <Dialog open={open && hostId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader className="text-left">
          <DialogTitle>ホストの詳細と本人確認</DialogTitle>
          <DialogDescription>身分証明書の画像とプロフィールを確認して、承認または却下してください。</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          errorTitle="ホストの情報を読み込めませんでした"
          loading={
            <div className="grid gap-3">
              <Skeleton className="h-14 w-2/3" />
              <Skeleton className="h-40 w-full" />
            </div>
          }
          notFound={<p className="text-sm">ホストが見つかりません。</p>}
        >
          {(host) => (
            <div className="grid gap-5">
              <DetailBody host={host} />
              {(host.canVerify || host.canReject) && (
                <div className="flex justify-end border-t border-border pt-4">
                  <IdentityActions host={host} onDone={() => onOpenChange(false)} />
                </div>
              )}
            </div>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
