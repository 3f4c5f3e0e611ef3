import { useQuery } from '@tanstack/react-query';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { IcalImport, IcalImportBody } from '@/contract/host-calendar';
import { bookingNumber } from '@/domain/display-format';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Skeleton } from '@/web/components/ui/skeleton';
import { FieldError } from '@/web/components/form-field';
import { errorMessage } from '@/web/lib/api-client';
import { lazySchema } from '@/web/lib/lazy-schema';
import { formatDateTime, formatDateWithWeekday } from '@/web/lib/format';
import { toast } from '@/web/lib/toasts';
import { icalExportQuery, icalImportsQuery, useIcalImportActions, useRenewIcalExport } from '../api';

/**
 * カレンダー連携 of the houses on screen: the house the calendar is filtered to, or each of the host's
 * houses under すべての物件, every one under its own name with its export address and imported calendars.
 */
export function IcalSection({ houses }: { houses: { id: string; title: string }[] }) {
  return (
    <section aria-labelledby="ical-title" className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id="ical-title" className="text-lg font-bold">
          カレンダー連携
        </h2>
        <p className="text-sm text-muted-foreground">Airbnb・Booking.com・Google カレンダーなどと予約状況を共有します。</p>
      </div>
      {houses.map((house) => (
        <HouseLinks key={house.id} house={house} />
      ))}
    </section>
  );
}

function HouseLinks({ house }: { house: { id: string; title: string } }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 border-t border-border pt-4">
      <h3 id={titleId} className="font-bold break-words">
        {house.title}
      </h3>
      <ExportUrl propertyId={house.id} title={house.title} />
      <Imports propertyId={house.id} />
    </section>
  );
}

function ExportUrl({ propertyId, title }: { propertyId: string; title: string }) {
  const query = useQuery(icalExportQuery(propertyId));
  const renew = useRenewIcalExport(propertyId);
  const inputId = useId();
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'URLをコピーしました' });
    } catch {
      toast({ variant: 'destructive', title: 'コピーできませんでした', description: 'URLを選択してコピーしてください' });
    }
  };
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-bold">エクスポート（このサイトの予約・ブロックを他のサービスへ）</h4>
      <QueryState query={query} loading={<Skeleton className="h-10" />} errorTitle="エクスポートURLを読み込めませんでした">
        {({ exportUrl }) => (
          <div className="grid gap-2">
            <Label htmlFor={inputId} className="sr-only">
              {title}のエクスポートURL
            </Label>
            <div className="flex flex-wrap gap-2">
              <Input id={inputId} readOnly value={exportUrl} onFocus={(e) => e.currentTarget.select()} className="min-w-0 basis-full font-mono text-xs sm:basis-auto sm:flex-1" />
              <Button type="button" variant="outline" onClick={() => void copy(exportUrl)}>
                <Copy aria-hidden="true" />
                コピー
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={renew.isPending}
                onClick={() => {
                  if (!window.confirm('URLを再発行すると、今のURLはすぐに使えなくなります。連携先のサービスに新しいURLを登録し直してください。再発行しますか？')) return;
                  renew.mutate(undefined, {
                    onSuccess: () => toast({ title: 'URLを再発行しました', description: '連携先に新しいURLを登録してください' }),
                    onError: (error) => toast({ variant: 'destructive', title: '再発行できませんでした', description: errorMessage(error, '時間をおいてもう一度お試しください') }),
                  });
                }}
              >
                <RefreshCw aria-hidden="true" />
                再発行
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">このURLを知っている人は予約の日程（お客様の情報は含みません）を見られます。第三者に共有しないでください。</p>
          </div>
        )}
      </QueryState>
    </div>
  );
}

const importBody = lazySchema<IcalImportBody>(() => import('@/contract/host-calendar').then((m) => m.icalImportBodySchema));

function Imports({ propertyId }: { propertyId: string }) {
  const query = useQuery(icalImportsQuery(propertyId));
  const actions = useIcalImportActions(propertyId);
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await importBody.validate({ name, url });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    actions.add.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setUrl('');
        void query.refetch();
        if (created.lastError) toast({ variant: 'destructive', title: 'カレンダーを追加しましたが、読み込めませんでした', description: created.lastError });
        else toast({ title: 'カレンダーを追加しました', description: `${created.blockedDays}日をブロックしました` });
      },
      onError: (error) => {
        const message = errorMessage(error, '追加できませんでした');
        setErrors({ url: message });
      },
    });
  };

  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-bold">インポート（他のサービスの予約をこのサイトでブロック）</h4>
      <QueryState query={query} loading={<Skeleton className="h-16" />} errorTitle="連携中のカレンダーを読み込めませんでした">
        {(imports) =>
          imports.length === 0 ? (
            <p className="text-sm text-muted-foreground">連携中のカレンダーはありません。15分ごとに自動で同期されます。</p>
          ) : (
            <ul className="grid gap-2">
              {imports.map((item) => (
                <ImportRow key={item.id} item={item} actions={actions} onChanged={() => void query.refetch()} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <form onSubmit={(event) => void add(event)} onFocusCapture={importBody.preload} noValidate className="grid gap-3 rounded-lg border border-dashed border-border p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>名前</Label>
          <Input id={`${id}-name`} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} placeholder="例：Airbnb" aria-invalid={errors.name ? true : undefined} aria-describedby={`${id}-name-error`} />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor={`${id}-url`}>iCal の URL</Label>
          <Input id={`${id}-url`} value={url} inputMode="url" onChange={(e) => setUrl(e.target.value)} placeholder="https://…/calendar.ics" aria-invalid={errors.url ? true : undefined} aria-describedby={`${id}-url-error`} />
          <FieldError id={`${id}-url-error`} message={errors.url} />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={actions.add.isPending}>
          {actions.add.isPending ? '追加しています…' : '追加'}
        </Button>
      </form>
    </div>
  );
}

function ImportRow({ item, actions, onChanged }: { item: IcalImport; actions: ReturnType<typeof useIcalImportActions>; onChanged: () => void }) {
  const syncing = actions.sync.isPending && actions.sync.variables === item.id;
  const removing = actions.remove.isPending && actions.remove.variables === item.id;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-bold">{item.name}</span>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={syncing}
            onClick={() =>
              actions.sync.mutate(item.id, {
                onSuccess: (result) => {
                  onChanged();
                  if (result.lastError) toast({ variant: 'destructive', title: '同期できませんでした', description: result.lastError });
                  else toast({ title: '同期しました', description: `${result.blockedDays}日をブロック中です` });
                },
                onError: (error) => toast({ variant: 'destructive', title: '同期できませんでした', description: errorMessage(error, '時間をおいてもう一度お試しください') }),
              })
            }
          >
            <RefreshCw aria-hidden="true" className={syncing ? 'animate-spin' : undefined} />
            今すぐ同期
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={removing}
            aria-label={`${item.name}を削除`}
            onClick={() => {
              if (!window.confirm(`「${item.name}」の連携を削除しますか？この連携でブロックした日は空室に戻ります。`)) return;
              actions.remove.mutate(item.id, {
                onSuccess: () => {
                  onChanged();
                  toast({ title: '連携を削除しました' });
                },
                onError: (error) => toast({ variant: 'destructive', title: '削除できませんでした', description: errorMessage(error, '時間をおいてもう一度お試しください') }),
              });
            }}
          >
            <Trash2 aria-hidden="true" />
            削除
          </Button>
        </div>
      </div>
      <span className="font-mono text-xs break-all text-muted-foreground">{item.url}</span>
      <span>
        最終同期：{item.lastSyncedAt ? formatDateTime(item.lastSyncedAt) : 'まだ同期していません'}
        {item.blockedDays > 0 && <span className="text-muted-foreground">（{item.blockedDays}日をブロック中）</span>}
      </span>
      {item.lastError && (
        <p role="alert" className="font-bold text-destructive">
          エラー：{item.lastError}（以前のブロックはそのまま残っています）
        </p>
      )}
      {item.conflicts.length > 0 && (
        <div className="rounded-md bg-warning-muted p-2 text-warning">
          <p className="font-bold">このサイトの予約と重なるためブロックしなかった日</p>
          <ul className="list-inside list-disc">
            {item.conflicts.map((c) => (
              <li key={`${c.date}-${c.bookingId}`}>
                {formatDateWithWeekday(c.date)}：{c.guestName}様の予約（予約番号 {bookingNumber(c.bookingId)}）
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
