import { useQuery } from '@tanstack/react-query';
import type { RegistryEntry } from '@/contract/guest-registry';
import { QueryState } from '@/web/components/query-state';
import { RegistryGuestList } from '@/web/components/registry-guest-list';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { hostRegistryQuery, passportImageQuery, useVerifyGuest } from '../api';

function VerifyButton({ bookingId, index }: { bookingId: string; index: number }) {
  const verify = useVerifyGuest(bookingId);
  const label = `宿泊者${index + 1}`;
  return (
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
  );
}

/** 宿泊者名簿 on the host's booking page: each guest of the party, the passport photo on request, 本人確認済み at arrival. */
export function GuestRegistrySection({ bookingId }: { bookingId: string }) {
  const registry = useQuery(hostRegistryQuery(bookingId));
  const actionOf = (canVerify: boolean) => (index: number, entry: RegistryEntry | null) =>
    entry?.submitted && !entry.verifiedAt && canVerify ? <VerifyButton bookingId={bookingId} index={index} /> : null;
  return (
    <QueryState query={registry} loading={<Skeleton className="h-24 w-full" />} errorTitle="宿泊者名簿を読み込めませんでした">
      {(data) => (
        <>
          {!data.canVerify && data.complete && <p className="text-sm text-muted-foreground">本人確認はチェックイン当日から記録できます。</p>}
          <RegistryGuestList registry={data} passportQuery={passportImageQuery} actionOf={actionOf(data.canVerify)} />
        </>
      )}
    </QueryState>
  );
}
