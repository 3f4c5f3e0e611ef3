import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { RegistryEntry } from '@/contract/guest-registry';
import { PrivateDocumentView } from '@/web/components/private-document-view';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { hostRegistryQuery, passportImageQuery, useVerifyGuest } from '../api';

function PassportImage({ url }: { url: string }) {
  const [shown, setShown] = useState(false);
  const query = useQuery({ ...passportImageQuery(url), enabled: shown });
  if (!shown) {
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setShown(true)}>
        旅券の写真を表示（閲覧は記録されます）
      </Button>
    );
  }
  return <PrivateDocumentView query={query} present label="旅券の写真" failedText="画像を読み込めませんでした" aspectClassName="aspect-[7/5] max-w-sm" />;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

function GuestCard({ bookingId, index, entry, canVerify }: { bookingId: string; index: number; entry: RegistryEntry | null; canVerify: boolean }) {
  const verify = useVerifyGuest(bookingId);
  const label = `宿泊者${index + 1}`;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          {label}
          {entry?.fullName && `：${entry.fullName}`}
          {entry?.fullNameKana && <span className="ml-1 font-normal text-muted-foreground">（{entry.fullNameKana}）</span>}
        </p>
        {!entry?.submitted ? (
          <Badge variant="outline">未入力</Badge>
        ) : entry.verifiedAt ? (
          <Badge variant="secondary" className="gap-1">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            本人確認済み（{formatDateTime(entry.verifiedAt)}）
          </Badge>
        ) : (
          <Badge variant="outline">本人確認前</Badge>
        )}
      </div>
      {entry?.submitted && (
        <dl className="grid gap-1">
          <Field label="住所" value={entry.address} />
          {entry.occupation !== null && <Field label="職業" value={entry.occupation} />}
          <Field label="連絡先" value={entry.contact} />
          {!entry.livesInJapan && (
            <>
              <Field label="国籍" value={entry.nationality} />
              <Field label="旅券番号" value={entry.passportNumber} />
            </>
          )}
        </dl>
      )}
      {entry?.passportImageUrl && <PassportImage url={entry.passportImageUrl} />}
      {entry?.submitted && !entry.verifiedAt && canVerify && (
        <Button
          size="sm"
          className="w-fit"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(index, {
              onSuccess: () => showSuccess(`${label}を本人確認済みにしました`),
              onError: (error) => showApiError('本人確認を記録できませんでした', error, '通信に失敗しました'),
            })
          }
        >
          本人確認済みにする（{label}）
        </Button>
      )}
    </li>
  );
}

/** 宿泊者名簿 on the host's booking page: each guest of the party, 本人確認済み at arrival, the passport photo on request. */
export function GuestRegistrySection({ bookingId }: { bookingId: string }) {
  const registry = useQuery(hostRegistryQuery(bookingId));
  return (
    <QueryState query={registry} loading={<Skeleton className="h-24 w-full" />} errorTitle="宿泊者名簿を読み込めませんでした">
      {(data) => (
        <div className="grid gap-3">
          <p className="text-sm">
            入力済み {data.submittedCount} / {data.partySize}名
            {!data.complete && <span className="ml-2 font-bold text-destructive">未完了</span>}
          </p>
          {!data.canVerify && data.complete && <p className="text-sm text-muted-foreground">本人確認はチェックイン当日から記録できます。</p>}
          <ul className="grid gap-2">
            {data.entries.map((entry, i) => (
              <GuestCard key={i} bookingId={bookingId} index={i} entry={entry} canVerify={data.canVerify} />
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
