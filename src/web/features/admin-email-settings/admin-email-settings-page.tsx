import { useQuery } from '@tanstack/react-query';
import { Mail, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { EmailTemplateSummary } from '@/contract/admin-email-templates';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { formatDateTime } from '@/web/lib/format';
import { showApiError, showSuccess } from '@/web/lib/toasts';
import { usePageTitle } from '@/web/lib/use-page-title';
import { emailTemplatesQuery, useSetTemplateActive } from './api';
import { TemplateEditorDialog } from './components/template-editor-dialog';
import { PageHeading } from '@/web/components/page-heading';

/** /admin/email-settings: every e-mail the app sends, its template switched on or off, and the editor. */
export function AdminEmailSettingsPage() {
  usePageTitle('メール設定 | 古民家ステイ 管理画面');
  const templates = useQuery(emailTemplatesQuery);
  const setActive = useSetTemplateActive();
  const [editing, setEditing] = useState<string | null>(null);

  const toggle = (template: EmailTemplateSummary, isActive: boolean) =>
    setActive.mutate(
      { kind: template.kind, isActive },
      {
        onSuccess: () =>
          showSuccess('更新しました', isActive ? `「${template.name}」は編集したテンプレートで送信されます` : `「${template.name}」は標準の文面で送信されます`),
        onError: (error) => showApiError('更新エラー', error, '更新に失敗しました'),
      },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <PageHeading title="メール設定">アプリが送るメールの件名と本文を編集できます。オフにしたテンプレートは標準の文面で送信されます。</PageHeading>

      <QueryState query={templates} loading={<ListSkeleton />} errorTitle="メールテンプレートの読み込みに失敗しました">
        {(items) =>
          items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-14 text-center">
              <Mail className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-bold">メールテンプレートがありません</p>
            </div>
          ) : (
            <ul className="grid gap-3" aria-label="メールテンプレート">
              {items.map((template) => (
                <li key={template.kind} className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-bold">{template.name}</h2>
                      {template.customised ? <Badge variant="warning">編集済み</Badge> : <Badge variant="secondary">標準</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">{template.sentWhen}</p>
                    <p className="truncate text-sm" title={template.subject}>
                      <span className="text-muted-foreground">件名: </span>
                      {template.subject}
                    </p>
                    {template.updatedAt && <p className="text-xs text-muted-foreground">最終更新: {formatDateTime(template.updatedAt)}</p>}
                  </div>
                  <div className="flex items-center justify-between gap-4 sm:justify-end">
                    <Switch
                      checked={template.isActive}
                      onCheckedChange={(checked) => toggle(template, checked)}
                      disabled={setActive.isPending && setActive.variables?.kind === template.kind}
                      label={`「${template.name}」の編集したテンプレートを使う`}
                      onText="有効"
                      offText="無効"
                    />
                    <Button type="button" variant="outline" size="sm" onClick={() => setEditing(template.kind)} aria-label={`「${template.name}」を編集`}>
                      <Pencil aria-hidden="true" />
                      編集
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>

      <TemplateEditorDialog kind={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-label="読み込み中">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}
