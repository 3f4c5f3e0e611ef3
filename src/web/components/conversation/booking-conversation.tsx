import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import { Loader2, MessageSquare, Send } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSAGE_MAX_LENGTH, messageContentProblem } from '@/contract/message-rules';
import type { BookingConversation, BookingMessage } from '@/contract/messages';
import { Textarea } from '@/web/components/form-controls';
import { QueryState } from '@/web/components/query-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { apiJson, errorMessage } from '@/web/lib/api-client';
import { formatDateTime, formatNumber } from '@/web/lib/format';
import { notificationsQuery } from '@/web/lib/notification-queries';
import { cn } from '@/web/lib/utils';
import { conversationQuery } from './conversation-queries';
import { useLanguage, useT } from '@/web/lib/i18n/use-t';
import { msg } from '@/web/lib/i18n/translate';
import { JapaneseData } from '@/web/components/japanese-data';

export type ConversationViewer = 'guest' | 'host';

const PLACEHOLDER: Record<ConversationViewer, string> = {
  guest: msg('ホストへのご質問やご連絡を入力してください'),
  host: msg('ゲストへのご連絡を入力してください'),
};

const EMPTY_TEXT = msg('まだメッセージはありません。ご質問やご連絡はこちらからどうぞ。');

/**
 * A booking's conversation between its guest and its host (either side's booking page): the messages,
 * newest at the bottom; the other side's unread ones marked 未読 while this view is open (opening it
 * reads them); a textarea whose text is never lost on a failure; new replies every 15 seconds.
 *
 * `import { BookingConversation } from '@/web/components/conversation/booking-conversation'`
 */
export function BookingConversation({ bookingId, viewer }: { bookingId: string; viewer: ConversationViewer }) {
  const t = useT();
  const conversation = useQuery(conversationQuery(bookingId));
  return (
    <QueryState
      query={conversation}
      loading={
        <div role="status" aria-label={t('メッセージを読み込み中')} className="grid gap-3">
          <Skeleton className="h-16 w-3/4" />
          <Skeleton className="ml-auto h-16 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      }
      errorTitle={t('メッセージを読み込めませんでした')}
    >
      {(data) => <ConversationView data={data} bookingId={bookingId} viewer={viewer} />}
    </QueryState>
  );
}

function ConversationView({ data, bookingId, viewer }: { data: BookingConversation; bookingId: string; viewer: ConversationViewer }) {
  const t = useT();
  const unreadSeen = useMarkRead(data, bookingId);
  const listRef = useRef<HTMLOListElement>(null);
  const count = data.messages.length;

  // Newest at the bottom: scrolled there on open and whenever a message arrives.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <div className="grid gap-4">
      {count === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-muted/40 px-4 py-8 text-center text-sm text-muted-foreground">
          <MessageSquare className="size-6" aria-hidden="true" />
          <p>{t(EMPTY_TEXT)}</p>
        </div>
      ) : (
        <ol ref={listRef} aria-label={t('メッセージ')} className="grid max-h-[28rem] gap-4 overflow-y-auto overscroll-contain rounded-xl border border-border bg-muted/30 p-3 sm:p-4">
          {data.messages.map((m) => (
            <MessageItem key={m.id} message={m} unread={unreadSeen.has(m.id)} />
          ))}
        </ol>
      )}
      {data.canWrite ? (
        <MessageForm bookingId={bookingId} viewer={viewer} />
      ) : (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">{t('お支払いが完了していないご予約には、メッセージを送れません。')}</p>
      )}
    </div>
  );
}

/**
 * Reads the messages addressed to the viewer: POST …/read once they are on screen (again when a new
 * one arrives while the view is open), then the header's notices are fetched again. Answers the ids
 * that were unread when they came, so that they stay marked 未読 while the view is open.
 */
function useMarkRead(data: BookingConversation, bookingId: string): ReadonlySet<string> {
  const queryClient = useQueryClient();
  const [unreadSeen, setUnreadSeen] = useState<ReadonlySet<string>>(() => new Set());
  const unreadIds = data.messages.filter((m) => m.toMe && !m.isRead).map((m) => m.id);
  const unreadKey = unreadIds.join(',');
  const markRead = useMutation({
    mutationFn: () => apiJson<{ marked: number }>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/messages/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
  const { mutate } = markRead;

  useEffect(() => {
    if (!unreadKey) return;
    const ids = unreadKey.split(',');
    setUnreadSeen((seen) => (ids.every((id) => seen.has(id)) ? seen : new Set([...seen, ...ids])));
    mutate();
  }, [unreadKey, mutate]);

  return unreadSeen;
}

function MessageItem({ message: m, unread }: { message: BookingMessage; unread: boolean }) {
  const t = useT();
  const language = useLanguage();
  const staff = m.from === 'admin';
  return (
    <li className={cn('flex flex-col gap-1', m.mine ? 'items-end' : 'items-start')}>
      <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground', m.mine && 'justify-end')}>
        <span className="font-bold text-foreground">{m.mine ? t('あなた') : <JapaneseData>{m.senderName}</JapaneseData>}</span>
        {staff && !m.mine && <Badge variant="secondary">{t('運営')}</Badge>}
        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, language)}</time>
        {unread && (
          <Badge variant="warning" aria-label={t('未読のメッセージ')}>
            {t('未読')}
          </Badge>
        )}
      </div>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap sm:max-w-[75%]',
          m.mine ? 'rounded-br-sm bg-primary text-primary-foreground' : staff ? 'rounded-bl-sm border border-border bg-card' : 'rounded-bl-sm bg-card shadow-xs ring-1 ring-border',
        )}
      >
        <JapaneseData>{m.content}</JapaneseData>
      </p>
      {m.mine && m.isRead && !staff && <span className="text-xs text-muted-foreground">{t('既読')}</span>}
    </li>
  );
}

function MessageForm({ bookingId, viewer }: { bookingId: string; viewer: ConversationViewer }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();
  const key = conversationQuery(bookingId).queryKey;

  const send = useMutation({
    mutationFn: (content: string) => apiJson<BookingMessage>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/messages`, { content }),
    onSuccess: (message) => {
      setText('');
      setError(null);
      queryClient.setQueryData<BookingConversation>(key, (old) => (old ? { ...old, messages: [...old.messages, message] } : old));
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // The text stays in the box; the server's reason is shown under it.
    onError: (failure) => setError(errorMessage(failure, t('メッセージを送信できませんでした。時間をおいてもう一度お試しください。'))),
  });

  const submit = () => {
    if (send.isPending) return;
    const problem = messageContentProblem(text);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    send.mutate(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter makes a new line; Ctrl+Enter (⌘+Enter) sends.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const length = text.trim().length;
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-bold">
        {t('メッセージ')}
      </label>
      <Textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t(PLACEHOLDER[viewer])}
        maxLength={MESSAGE_MAX_LENGTH + 200}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(hintId, error && errorId)}
        className="min-h-24"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-bold text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-muted-foreground">
          {/* A keyboard's shortcut: not offered on a touch screen. */}
          <span className="pointer-coarse:hidden">{t('Ctrl＋Enter（Macは⌘＋Enter）でも送信できます')} ・ </span>
          <span className={cn('whitespace-nowrap', length > MESSAGE_MAX_LENGTH && 'font-bold text-destructive')}>
            {t('{count}/{max}文字', { count: formatNumber(length), max: formatNumber(MESSAGE_MAX_LENGTH) })}
          </span>
        </p>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {t('送信')}
        </Button>
      </div>
    </form>
  );
}
