import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { BookingRegistry, RegistryEntry } from '@/contract/guest-registry';
import { PrivateDocumentView } from '@/web/components/private-document-view';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/lib/format';

type PassportQuery = (url: string) => UseQueryOptions<Blob, Error, Blob, readonly unknown[]>;

/** The passport photo, fetched only when asked for: each read is recorded in the audit log. */
function PassportImage({ url, query }: { url: string; query: PassportQuery }) {
  const [shown, setShown] = useState(false);
  const image = useQuery({ ...query(url), enabled: shown });
  if (!shown) {
    return (
      <Button variant="outline" size="sm" className="w-fit" onClick={() => setShown(true)}>
        旅券の写真を表示（閲覧は記録されます）
      </Button>
    );
  }
  return <PrivateDocumentView query={image} present label="旅券の写真" failedText="画像を読み込めませんでした" aspectClassName="aspect-[7/5] max-w-sm" />;
}

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value || '—'}</dd>
    </div>
  );
}

function GuestItem({ index, entry, passportQuery, action }: { index: number; entry: RegistryEntry | null; passportQuery: PassportQuery; action?: ReactNode }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          宿泊者{index + 1}
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
      {entry?.passportImageUrl && <PassportImage url={entry.passportImageUrl} query={passportQuery} />}
      {action}
    </li>
  );
}

/**
 * 宿泊者名簿 of a booking (docs/product/guest-registry.md), for its host and the back office: how many
 * guests are entered, each guest with 本人確認済み, the passport photo on request, and the caller's
 * action per guest (the host's 本人確認済みにする).
 */
export function RegistryGuestList({ registry, passportQuery, actionOf }: { registry: BookingRegistry; passportQuery: PassportQuery; actionOf?: (index: number, entry: RegistryEntry | null) => ReactNode }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        入力済み {registry.submittedCount} / {registry.partySize}名
        {!registry.complete && <span className="ml-2 font-bold text-destructive">未完了</span>}
      </p>
      <ul className="grid gap-2">
        {registry.entries.map((entry, i) => (
          <GuestItem key={i} index={i} entry={entry} passportQuery={passportQuery} action={actionOf?.(i, entry)} />
        ))}
      </ul>
    </div>
  );
}
