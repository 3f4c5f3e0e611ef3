import { FileSearch, UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { HostApproval, HostApprovalCounts } from '@/contract/admin-hosts';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { Pagination } from '@/web/components/data-table/pagination';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { UserAvatar } from '@/web/components/user-avatar';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { formatDateTime } from '@/web/lib/format';
import { isListFiltered, listPageSize } from '@/web/lib/list-params';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { HOST_APPROVALS_LIST, HOST_APPROVALS_PATH } from './api';
import { HostReviewDialog, IdentityActions } from './components/host-review-dialog';
import { APPROVAL_SORT_OPTIONS, idTypeLabel } from './labels';
import { PageHeading } from '@/web/components/page-heading';

function ApprovalCard({ host, onOpen }: { host: HostApproval; onOpen: () => void }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-5" aria-label={`${host.fullName}さんの本人確認`}>
      <div className="flex flex-wrap items-start gap-3">
        <UserAvatar name={host.fullName} src={host.profileImageUrl} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="font-bold">
            {host.fullName}
            <span className="ml-2 text-sm font-normal text-muted-foreground">{host.displayName}</span>
          </p>
          <p className="text-sm break-all text-muted-foreground">
            {host.email}
            {host.phone && ` ・ ${host.phone}`}
          </p>
          <p className="text-sm text-muted-foreground">{[host.prefecture, host.city].filter(Boolean).join(' ') || host.location || '所在地未入力'}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-muted/40 p-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-muted-foreground">書類の種類</dt>
          <dd>{idTypeLabel(host.idType)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">画像</dt>
          <dd>{host.hasBackImage ? '表面・裏面' : '表面のみ'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">提出日時</dt>
          <dd>{host.uploadDate ? formatDateTime(host.uploadDate) : '-'}</dd>
        </div>
      </dl>
      {host.bio && <p className="line-clamp-2 text-sm whitespace-pre-wrap">{host.bio}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={onOpen} aria-label={`${host.fullName}さんの身分証明書を確認`}>
          <FileSearch aria-hidden="true" />
          身分証明書を確認
        </Button>
        <IdentityActions host={host} />
      </div>
    </Card>
  );
}

function ApprovalSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-3 p-5">
          <div className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-64" />
            </div>
          </div>
          <Skeleton className="h-14 w-full" />
        </Card>
      ))}
    </div>
  );
}

/** ホスト承認: the hosts whose identity document waits, the oldest first; each can be looked at and verified or rejected. */
export function AdminHostApprovalsPage() {
  usePageTitle('ホスト承認 | 古民家ステイ 管理画面');
  const list = useListParams(HOST_APPROVALS_LIST);
  const approvals = useServerList<HostApproval, HostApprovalCounts>({ path: HOST_APPROVALS_PATH, list, request: adminRequest, retry: adminRetry });
  const [hostId, setHostId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { state } = list;
  const filtered = isListFiltered(state);
  const waiting = approvals.data?.counts?.waiting;

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <PageHeading title="ホスト承認">
          本人確認書類を提出したホストを審査します。
          {waiting !== undefined && <span className="ml-1 font-bold text-foreground">審査待ち {waiting}件</span>}
      </PageHeading>

      <ListToolbar label="審査待ちのホストの検索" onClear={filtered ? list.clearFilters : undefined}>
        <ListSearchBox id="host-approvals-search" label="キーワード" placeholder="名前・メールアドレス・所在地で検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect id="host-approvals-sort" label="並び順" options={APPROVAL_SORT_OPTIONS} value={state.sort} onChange={(v) => list.setSort(v ?? 'oldest')} className="md:w-36" />
      </ListToolbar>

      <section aria-label="審査待ちのホスト" className="grid gap-4">
        <QueryState query={approvals} loading={<ApprovalSkeleton />} errorTitle="審査待ちのホストを読み込めませんでした">
          {(page) =>
            page.items.length === 0 ? (
              <ListEmpty
                icon={UserCheck}
                title={filtered ? '該当するホストが見つかりません' : '審査待ちのホストはいません'}
                description={filtered ? '検索語を変えてお試しください。' : '本人確認書類が提出されると、ここに表示されます。'}
                onClear={filtered ? list.clearFilters : undefined}
              />
            ) : (
              <div className="grid gap-4">
                {page.items.map((host) => (
                  <ApprovalCard
                    key={host.id}
                    host={host}
                    onOpen={() => {
                      setHostId(host.id);
                      setOpen(true);
                    }}
                  />
                ))}
              </div>
            )
          }
        </QueryState>
        <Pagination page={state.page} pageSize={listPageSize(HOST_APPROVALS_LIST)} total={approvals.data?.total} hrefForPage={list.hrefForPage} label="審査待ちのホスト" />
      </section>

      <HostReviewDialog hostId={hostId} open={open} onOpenChange={setOpen} />
    </div>
  );
}
