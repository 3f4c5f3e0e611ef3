import { Eye, EyeOff, FolderOpen, HelpCircle, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminFaqCounts, AdminFaqItem } from '@/contract/admin-faq';
import { ListCounters, type ListCounter } from '@/web/components/data-table/list-counters';
import { ListSearchBox } from '@/web/components/data-table/list-search-box';
import { ListSelect, type ListSelectOption } from '@/web/components/data-table/list-select';
import { ListToolbar } from '@/web/components/data-table/list-toolbar';
import { ServerListSection } from '@/web/components/data-table/server-list-section';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { adminRequest, adminRetry } from '@/web/lib/admin-api';
import { isListFiltered } from '@/web/lib/list-params';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { useListParams } from '@/web/lib/use-list-params';
import { usePageTitle } from '@/web/lib/use-page-title';
import { useServerList } from '@/web/lib/use-server-list';
import { ADMIN_FAQ_LIST, ADMIN_FAQ_PATH, useDeleteFaqItem, useReorderFaq, useSetFaqActive } from './api';
import { faqColumns } from './components/faq-columns';
import { FaqFormDialog } from './components/faq-form-dialog';

const COUNTERS: ListCounter<AdminFaqCounts>[] = [
  { key: 'total', label: '全FAQ', icon: HelpCircle, unit: '件' },
  { key: 'active', label: '表示中', icon: Eye, unit: '件' },
  { key: 'inactive', label: '非表示', icon: EyeOff, unit: '件' },
  { key: 'categories', label: 'カテゴリ', icon: FolderOpen, unit: '件' },
];

const ACTIVE_OPTIONS: ListSelectOption<'active' | 'inactive'>[] = [
  { value: 'active', label: '表示中' },
  { value: 'inactive', label: '非表示' },
];

/** /admin/faq: the contact page's questions in display order; add, edit, move up and down, show or hide, delete. */
export function AdminFaqPage() {
  usePageTitle('FAQ管理 | 古民家ステイ 管理画面');
  const list = useListParams(ADMIN_FAQ_LIST);
  const faq = useServerList<AdminFaqItem, AdminFaqCounts>({ path: ADMIN_FAQ_PATH, list, request: adminRequest, retry: adminRetry });
  const reorder = useReorderFaq();
  const setActive = useSetFaqActive();
  const remove = useDeleteFaqItem();
  const [editing, setEditing] = useState<AdminFaqItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminFaqItem | null>(null);
  const items = faq.data?.items;

  const columns = useMemo(
    () =>
      faqColumns({
        items: items ?? [],
        busy: reorder.isPending || setActive.isPending,
        onMove: (item, neighbour) =>
          reorder.mutate([item.id, neighbour.id], {
            onSuccess: () => showSuccess('表示順を変更しました'),
            onError: (error) => showApiError('並べ替えできませんでした', error, '表示順の変更に失敗しました。時間をおいてもう一度お試しください。'),
          }),
        onToggle: (item) =>
          setActive.mutate(
            { id: item.id, isActive: !item.isActive },
            {
              onSuccess: (next) => showSuccess(next.isActive ? 'FAQを表示にしました' : 'FAQを非表示にしました', next.isActive ? 'お問い合わせページに表示されます。' : 'お問い合わせページには表示されません。'),
              onError: (error) => showApiError('切り替えできませんでした', error, '表示の切り替えに失敗しました。時間をおいてもう一度お試しください。'),
            },
          ),
        onEdit: (item) => {
          setEditing(item);
          setFormOpen(true);
        },
        onDelete: setDeleting,
      }),
    [items, reorder, setActive],
  );
  const { state } = list;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('FAQを削除しました');
        setDeleting(null);
      },
      onError: (error) => showApiError('削除できませんでした', error, 'FAQの削除に失敗しました。時間をおいてもう一度お試しください。'),
    });
  };

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">FAQ管理</h1>
          <p className="text-muted-foreground">お問い合わせページの「よくある質問」を編集します。表示中の質問が、この順にカテゴリごとに表示されます。</p>
        </div>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          <Plus aria-hidden="true" />
          FAQを追加
        </Button>
      </header>

      <ListCounters label="FAQの集計" counters={COUNTERS} counts={faq.data?.counts} loading={faq.isPending} />

      <ListToolbar label="FAQの検索と絞り込み" onClear={isListFiltered(state) ? list.clearFilters : undefined}>
        <ListSearchBox id="faq-search" label="キーワード" placeholder="カテゴリ・質問・回答で検索" value={state.q} onChange={list.setSearch} className="col-span-2 md:min-w-48 md:flex-1" />
        <ListSelect id="faq-active" label="表示" allLabel="すべて" options={ACTIVE_OPTIONS} value={state.filters.active} onChange={(v) => list.setFilter('active', v)} className="md:w-32" />
      </ListToolbar>

      <ServerListSection list={list} query={faq} columns={columns} rowKey={(item) => item.id} name="FAQ一覧" noun="FAQ" />

      <FaqFormDialog item={editing} open={formOpen} onOpenChange={setFormOpen} />

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader className="text-left">
            <DialogTitle>FAQを削除</DialogTitle>
            <DialogDescription>「{deleting?.question}」を削除します。元に戻せません。一時的に隠すだけなら「非表示」に切り替えてください。</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                キャンセル
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? '削除しています…' : '削除する'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
