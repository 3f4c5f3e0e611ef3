import { AlertTriangle, CheckCircle2, Clock, FileQuestion, ImageUp, Send, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { FRONT_ONLY_ID_TYPES, ID_IMAGE_ACCEPT, ID_TYPE_LABELS, idTypes, type HostProfile, type IdDocumentSide, type IdType } from '@/contract/host-profile';
import { IDENTITY_STANDING_LABELS } from '@/domain/host-profile-completeness';
import { NativeSelect, RequiredMark } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { useUpdateIdentity, useUploadIdDocument } from '../api';
import { acceptImageFile } from './image-file';

const ID_KINDS = ID_IMAGE_ACCEPT.split(',');
const SIDE_LABELS: Record<IdDocumentSide, string> = { front: '表面', back: '裏面' };

/** 本人確認: the verdict, the document type, its images (private, loaded from the host area) and the submission. */
export function IdentityTab({ profile }: { profile: HostProfile }) {
  const [idType, setIdType] = useState<IdType | ''>(profile.idType ?? '');
  const submit = useUpdateIdentity();
  const frontOnly = idType !== '' && FRONT_ONLY_ID_TYPES.includes(idType);
  const canSubmit = idType !== '' && profile.frontImageUrl !== null && !submit.isPending;

  const onSubmit = () => {
    if (idType === '') return;
    submit.mutate(
      { idType, frontImageUrl: profile.frontImageUrl, backImageUrl: frontOnly ? null : profile.backImageUrl, uploadDate: profile.uploadDate },
      {
        onSuccess: () => showSuccess('本人確認情報更新完了', '本人確認書類を提出しました。運営の確認をお待ちください。'),
        onError: (error) => showApiError('更新エラー', error, '本人確認情報の更新に失敗しました'),
      },
    );
  };

  return (
    <Card className="grid gap-6 p-5 sm:p-6">
      <h3 className="text-lg font-bold">本人確認</h3>
      <VerificationStatus profile={profile} />

      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor="host-id-type">
          身分証明書の種類
          <RequiredMark />
        </Label>
        <NativeSelect id="host-id-type" value={idType} onChange={(e) => setIdType(e.target.value as IdType | '')}>
          <option value="">選択してください</option>
          {idTypes.map((type) => (
            <option key={type} value={type}>
              {ID_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>

      {frontOnly && (
        <div role="note" className="flex gap-3 rounded-xl border border-warning bg-warning-muted p-4 text-sm text-warning">
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="font-bold">マイナンバーカードは表面のみをアップロードしてください。裏面（個人番号が記載されています）はアップロードしないでください。</p>
        </div>
      )}

      <div className={cn('grid gap-4', !frontOnly && 'sm:grid-cols-2')}>
        <UploadBox side="front" imageUrl={profile.frontImageUrl} version={profile.uploadDate} />
        {!frontOnly && <UploadBox side="back" imageUrl={profile.backImageUrl} version={profile.uploadDate} />}
      </div>
      {frontOnly && profile.backImageUrl && <p className="text-sm text-muted-foreground">登録済みの裏面の画像は、提出すると削除されます。</p>}
      <p className="text-xs text-muted-foreground">JPEG・PNG・WEBP形式、5MBまで。画像は運営の本人確認にのみ使われ、公開されません。</p>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {!canSubmit && !submit.isPending && <p className="text-sm text-muted-foreground">書類の種類と表面の画像をそろえると提出できます。</p>}
        <Button type="button" onClick={onSubmit} disabled={!canSubmit}>
          <Send aria-hidden="true" />
          {submit.isPending ? '提出中...' : '提出する'}
        </Button>
      </div>
    </Card>
  );
}

function VerificationStatus({ profile }: { profile: HostProfile }) {
  const box = 'flex items-start gap-3 rounded-xl border p-4 text-sm';
  const label = IDENTITY_STANDING_LABELS[profile.identityStanding];
  switch (profile.identityStanding) {
    case 'not_submitted':
      return (
        <p role="status" className={cn(box, 'border-border bg-secondary')}>
          <FileQuestion className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="font-bold">{label}</span>：身分証明書の画像をアップロードして提出してください。
          </span>
        </p>
      );
    case 'verified':
      return (
        <p role="status" className={cn(box, 'border-success bg-success-muted text-success')}>
          <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
          <span className="font-bold">{label}</span>
        </p>
      );
    case 'rejected':
      return (
        <div role="status" className={cn(box, 'border-destructive bg-destructive/5 text-destructive')}>
          <XCircle className="size-5 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-bold">{label}</p>
            {profile.kycRejectionReason && <p className="text-foreground">理由：{profile.kycRejectionReason}</p>}
            <p className="text-foreground">書類を確認し、もう一度提出してください。</p>
          </div>
        </div>
      );
    case 'pending':
      return (
        <p role="status" className={cn(box, 'border-warning bg-warning-muted text-warning')}>
          <Clock className="size-5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-bold">{label}</span>：運営が書類を確認しています。
          </span>
        </p>
      );
  }
}

function UploadBox({ side, imageUrl, version }: { side: IdDocumentSide; imageUrl: string | null; version: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadIdDocument();
  const label = SIDE_LABELS[side];
  const inputId = `host-id-${side}`;

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || !acceptImageFile(file, ID_KINDS)) return;
    upload.mutate(
      { side, file },
      {
        onSuccess: () => showSuccess('身分証明書アップロード完了', label),
        onError: (error) => showApiError('アップロードエラー', error, '身分証明書画像のアップロードに失敗しました'),
      },
    );
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        {label}の画像
        {side === 'front' && <RequiredMark />}
      </Label>
      <div className="grid gap-3 rounded-xl border border-dashed border-border bg-secondary/40 p-3">
        <div className="flex aspect-[16/10] items-center justify-center overflow-hidden rounded-lg bg-card">
          {upload.isPending ? (
            <span role="status" className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
              <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
              アップロード中...
            </span>
          ) : imageUrl ? (
            <img src={`${imageUrl}?v=${encodeURIComponent(version ?? '')}`} alt={`身分証明書（${label}）`} className="size-full object-contain" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
              <ImageUp className="size-8" aria-hidden="true" />
              未アップロード
            </span>
          )}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ID_IMAGE_ACCEPT}
          className="sr-only"
          onChange={(e) => onFile(e.target.files?.[0])}
          disabled={upload.isPending}
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <ImageUp aria-hidden="true" />
          {imageUrl ? `${label}を差し替える` : `${label}をアップロード`}
        </Button>
      </div>
    </div>
  );
}
