import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { AdminFaqItem } from '@/contract/admin-faq';
import type { DataTableColumn } from '@/web/components/data-table/types';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';

export interface FaqRowActions {
  /** The items of the page in order: up and down swap an item with its neighbour on the page. */
  items: readonly AdminFaqItem[];
  busy: boolean;
  onMove: (item: AdminFaqItem, neighbour: AdminFaqItem) => void;
  onToggle: (item: AdminFaqItem) => void;
  onEdit: (item: AdminFaqItem) => void;
  onDelete: (item: AdminFaqItem) => void;
}

/** The columns of /admin/faq, for the table and the phone's cards. */
export function faqColumns({ items, busy, onMove, onToggle, onEdit, onDelete }: FaqRowActions): DataTableColumn<AdminFaqItem>[] {
  const neighbours = (item: AdminFaqItem) => {
    const index = items.findIndex((i) => i.id === item.id);
    return { previous: index > 0 ? items[index - 1] : undefined, next: index >= 0 && index < items.length - 1 ? items[index + 1] : undefined };
  };
  const buttons = (item: AdminFaqItem) => {
    const { previous, next } = neighbours(item);
    return (
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="icon" className="size-8" aria-label={`「${item.question}」を上へ移動`} title="上へ" disabled={busy || !previous} onClick={() => previous && onMove(item, previous)}>
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`「${item.question}」を下へ移動`} title="下へ" disabled={busy || !next} onClick={() => next && onMove(item, next)}>
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`「${item.question}」を編集`} title="編集" onClick={() => onEdit(item)}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8 text-destructive" aria-label={`「${item.question}」を削除`} title="削除" onClick={() => onDelete(item)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    );
  };
  return [
    {
      id: 'question',
      header: '質問',
      mobile: 'title',
      className: 'max-w-96',
      cell: (item) => (
        <div className="grid min-w-0 gap-0.5">
          <span className="font-bold">{item.question}</span>
          <span className="line-clamp-2 text-xs text-muted-foreground">{item.answer}</span>
        </div>
      ),
    },
    { id: 'category', header: 'カテゴリ', mobile: 'badge', skeleton: 'badge', className: 'whitespace-nowrap', cell: (item) => <Badge variant="secondary">{item.category}</Badge> },
    {
      id: 'active',
      header: '状態',
      className: 'whitespace-nowrap',
      cell: (item) => (
        <Switch
          checked={item.isActive}
          onCheckedChange={() => onToggle(item)}
          label={`「${item.question}」をお問い合わせページに表示`}
          onText="表示"
          offText="非表示"
          disabled={busy}
        />
      ),
    },
    { id: 'actions', header: '操作', headerHidden: true, mobile: 'actions', skeleton: 'buttons', className: 'text-right whitespace-nowrap', cell: buttons },
  ];
}
