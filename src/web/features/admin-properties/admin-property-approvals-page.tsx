import { AlertTriangle, Eye, FileCheck2, ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { PropertyApproval, PropertyApprovalCounts } from '@/contract/admin-properties';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { formatDateTime, formatYen } from '@/web/lib/format';
import { isListFiltered, listPageSize } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { PROPERTY_APPROVALS_LIST, PROPERTY_APPROVALS_PATH } from './api';
import { LodgingBasisPanel } from './components/lodging-basis-panel';
import { ReviewActions } from './components/property-actions';
import { PropertyPreviewDialog } from './components/property-preview-dialog';
import { APPROVAL_SORT_OPTIONS } from './labels';
import { PageHeading } from '@/web/components/page-heading';

function ApprovalCard({ house, onPreview }: { house: PropertyApproval; onPreview: () => void }) {
  const hostVerified = house.hostKycStatus === 'verified';
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-5" aria-label={`「${house.title}」の審査`}>
      {house.mainPhotoUrl ? (
        <img src={house.mainPhotoUrl} alt="" loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-muted" aria-hidden="true">
          <ImageOff className="size-6 text-muted-foreground" />
        </div>
      )}
      <div className="grid min-w-0 content-start gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-bold">{house.title}</h2>
            {house.kominkaGrade && <Badge variant="outline">グレード {house.kominkaGrade}</Badge>}
          </div>
          <p className="text-sm text-muted-foreground">
            {house.prefecture}
            {house.city}
            {house.addressLine}
          </p>
          <p className="line-clamp-2 text-sm">{house.description}</p>
        </div>
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted/40 p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">1泊料金</dt>
            <dd>{formatYen(house.basePrice)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">定員</dt>
            <dd>{house.maxGuests}名</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">写真</dt>
            <dd>{house.photoCount}枚</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">提出日時</dt>
            <dd>{house.submittedAt ? formatDateTime(house.submittedAt) : '-'}</dd>
          </div>
        </dl>
        <LodgingBasisPanel house={house} />
        <p className="text-sm">
          ホスト：{house.hostName}
          <span className="ml-1 text-muted-foreground">（{house.hostEmail}）</span>
          {!hostVerified && (
            <span role="note" className="mt-1 flex items-center gap-1.5 text-warning">
              <AlertTriangle className="size-4" aria-hidden="true" />
              ホストの本人確認が済んでいないため、承認できません。
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" onClick={onPreview} aria-label={`「${house.title}」をゲスト表示で確認`}>
            <Eye aria-hidden="true" />
            ゲスト表示で確認
          </Button>
          <ReviewActions house={house} />
        </div>
      </div>
    </Card>
  );
}

function ApprovalSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1].map((i) => (
        <Card key={i} className="grid gap-4 p-5 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <div className="grid content-start gap-2">
            <Skeleton className="h-6 w-56" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-14 w-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** 物件承認: the houses submitted for review, the oldest first; each is previewed as a guest sees it and approved or rejected. */
export function AdminPropertyApprovalsPage() {
  usePageTitle('物件承認 | 古民家ステイ 管理画面');
  const list = useListParams(PROPERTY_APPROVALS_LIST);
  const approvals = useServerList<PropertyApproval, PropertyApprovalCounts>({ path: PROPERTY_APPROVALS_PATH, list, request: adminRequest, retry: adminRetry });
  const [preview, setPreview] = useState<PropertyApproval | null>(null);
  const [open, setOpen] = useState(false);
  const { state } = list;
  const filtered = isListFiltered(state);
  const waiting = approvals.data?.counts?.waiting;

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <PageHeading title="物件承認">
          ホストが審査に提出した物件を確認し、承認または却下します。
          {waiting !== undefined && <span className="ml-1 font-bold text-foreground">審査待ち {waiting}件</span>}
      </PageHeading>

      <ListToolbar label="審査待ちの物件の検索" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox id="property-approvals-search" label="キーワード" placeholder="物件名・都道府県・市区町村で検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect id="property-approvals-sort" label="並び順" options={APPROVAL_SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'oldest')} className="md:w-36" />
      </ListToolbar>

      <section aria-label="審査待ちの物件" className="grid gap-4">
        <QueryState query={approvals} loading={<ApprovalSkeleton />} errorTitle="審査待ちの物件を読み込めませんでした">
          {(page) =>
            page.items.length === 0 ? (
              <ListEmpty
                icon={FileCheck2}
                title={filtered ? '該当する物件が見つかりません' : '審査待ちの物件はありません'}
                description={filtered ? '検索語を変えてお試しください。' : 'ホストが物件を審査に提出すると、ここに表示されます。'}
                onClear={filtered ? list.clearFilters : undefined}
              />
            ) : (
              <div className="grid gap-4">
                {page.items.map((house) => (
                  <ApprovalCard
                    key={house.id}
                    house={house}
                    onPreview={() => {
                      setPreview(house);
                      setOpen(true);
                    }}
                  />
                ))}
              </div>
            )
          }
        </QueryState>
        <Pagination page={state.page} pageSize={listPageSize(PROPERTY_APPROVALS_LIST)} total={approvals.data?.total} hrefForPage={list.hrefForPage} label="審査待ちの物件" />
      </section>

      <PropertyPreviewDialog
        propertyId={preview?.id ?? null}
        open={open}
        onOpenChange={setOpen}
        actions={preview && <ReviewActions house={preview} onDone={() => setOpen(false)} />}
      />
    </div>
  );
}
