import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { Link } from 'react-router';
import type { HostPropertyEditor } from '@/contract/host-property-editor';
import { MISSING_ITEM_LABELS } from '@/domain/listing-readiness';
import { Button } from '@/web/components/ui/button';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useSubmitForReview } from '../api';
import { MISSING_STEP, STEPS, type StepKey } from '../form-values';
import { StepCard } from './field-steps';

const STATUS_NOTE: Record<HostPropertyEditor['status'], string> = {
  draft: '下書きです。内容がそろったら審査に提出してください。',
  in_review: '審査待ちです。運営が内容を確認しています（編集した内容も審査の対象になります）。',
  published: '公開中です。編集した内容はすぐにゲストに表示され、公開中のままです。',
  private: '非公開です。物件一覧からいつでも公開に戻せます。',
  suspended: '運営により停止中です。',
};

/** 確認・提出: what is still missing (each a link to its step), then 審査に提出. */
export function ReviewStep({ house, onGoTo, dirty }: { house: HostPropertyEditor; onGoTo: (step: StepKey) => void; dirty: boolean }) {
  const submit = useSubmitForReview(house.id);
  const submittable = house.status === 'draft';
  const ready = house.missing.length === 0;
  return (
    <StepCard title="確認・提出" description={STATUS_NOTE[house.status]}>
      {house.rejectionReason && house.status === 'draft' && (
        <div className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-bold text-destructive">審査で差し戻されました</p>
          <p className="mt-1 whitespace-pre-wrap">{house.rejectionReason}</p>
        </div>
      )}
      {ready ? (
        <p className="flex items-center gap-2 rounded-xl bg-success-muted p-4 text-sm font-bold text-success">
          <CheckCircle2 className="size-5" aria-hidden="true" />
          審査に必要な項目はすべてそろっています。
        </p>
      ) : (
        <div className="grid gap-2">
          <h3 className="flex items-center gap-2 text-base font-bold">
            <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            審査に提出する前に、次の項目を入力してください
          </h3>
          <ul className="grid gap-2" aria-label="足りない項目">
            {house.missing.map((item) => {
              const step = MISSING_STEP[item];
              return (
                <li key={item} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                  <span>{MISSING_ITEM_LABELS[item]}</span>
                  {step ? (
                    <Button type="button" variant="outline" size="sm" onClick={() => onGoTo(step)}>
                      「{STEPS.find((s) => s.key === step)?.label}」へ
                    </Button>
                  ) : (
                    <Button asChild variant="outline" size="sm">
                      <Link to="/host/profile">プロフィールへ</Link>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {dirty && <p className="text-sm font-bold text-destructive">保存されていない変更があります。該当のステップで「次へ」を押して保存してください。</p>}
      {submittable ? (
        <div className="grid gap-2 sm:justify-items-end">
          <Button
            type="button"
            size="lg"
            disabled={!ready || dirty || submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => showSuccess('審査に提出しました', '運営の確認後に公開されます。結果はホスト管理画面でお知らせします。'),
                onError: (error) => showApiError('提出できませんでした', error, '審査への提出に失敗しました'),
              })
            }
          >
            <Send aria-hidden="true" />
            {submit.isPending ? '提出中…' : '審査に提出'}
          </Button>
          {!ready && <p className="text-xs text-muted-foreground">足りない項目を入力すると提出できます。</p>}
        </div>
      ) : (
        <p className="rounded-xl bg-muted p-4 text-sm">
          現在の状態：<span className="font-bold">{STATUS_NOTE[house.status]}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link to="/host/properties">物件一覧へ戻る</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to={`/host/properties/${house.id}/preview`}>プレビューを見る</Link>
        </Button>
      </div>
    </StepCard>
  );
}
