import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { CAPTION_MAX, PHOTO_MIME_TYPES, PHOTOS_PER_HOUSE, type EditorPhoto } from '@/contract/host-property-editor';
import { MIN_LISTING_PHOTOS } from '@/domain/listing-readiness';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api-client';
import { showApiError, showError } from '@/web/lib/toasts';
import { cn } from '@/web/lib/utils';
import { editorQuery, uploadPhoto, useDeletePhoto, usePatchPhotos } from '../api';
import { StepCard } from './field-steps';
import { sortChosenFiles } from './photo-files';

interface Upload {
  key: string;
  name: string;
  progress: number;
  error?: string;
}

/** Photos go up one after another, so that they keep the order they were chosen in (the first becomes the cover). */
const PARALLEL_UPLOADS = 1;
const PHOTO_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw';

const rowKey = (file: Pick<File, 'name' | 'size'>) => `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`;

export function PhotosStep({ propertyId, photos }: { propertyId: string; photos: readonly EditorPhoto[] }) {
  const queryClient = useQueryClient();
  const patch = usePatchPhotos(propertyId);
  const remove = useDeletePhoto(propertyId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragOver, setDragOver] = useState(false);
  const [toDelete, setToDelete] = useState<EditorPhoto | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const setPhotos = (next: EditorPhoto[]) => queryClient.setQueryData(editorQuery(propertyId).queryKey, (house) => (house ? { ...house, photos: next } : house));

  const reorder = (next: EditorPhoto[]) => {
    const previous = [...photos];
    setPhotos(next.map((p, i) => ({ ...p, sortOrder: i })));
    patch.mutate(
      { order: next.map((p) => p.id) },
      {
        onError: (error) => {
          setPhotos(previous);
          showApiError('並べ替えできませんでした', error, '写真の並べ替えに失敗しました');
        },
      },
    );
  };

  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= photos.length) return;
    reorder(arrayMove([...photos], index, target));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    if (from >= 0 && to >= 0) reorder(arrayMove([...photos], from, to));
  };

  const startUploads = async (chosen: readonly File[]) => {
    const { accepted, refused } = sortChosenFiles(chosen);
    // Each refused file keeps its own line (name and reason) in the list below; one toast says how many.
    if (refused.length > 0) {
      setUploads((list) => [...list, ...refused.map((r) => ({ key: rowKey({ name: r.name, size: 0 }), name: r.name, progress: 0, error: r.error }))]);
      showError('追加できない写真があります', refused.length === 1 ? `${refused[0].name}：${refused[0].error}` : `${refused.length}件のファイルを追加できませんでした。理由は一覧をご覧ください`);
    }
    let files = accepted;
    const room = PHOTOS_PER_HOUSE - photos.length - uploads.filter((u) => !u.error && u.progress < 1).length;
    if (files.length > room) {
      showError('写真が多すぎます', `写真は1物件${PHOTOS_PER_HOUSE}枚までです（あと${Math.max(0, room)}枚追加できます）`);
      files = files.slice(0, Math.max(0, room));
    }
    if (files.length === 0) return;
    const batch = files.map((file) => ({ file, key: rowKey(file) }));
    setUploads((list) => [...list, ...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0 }))]);
    const update = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
    const queue = [...batch];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        try {
          const photo = await uploadPhoto(propertyId, file, (progress) => update(key, { progress }));
          queryClient.setQueryData(editorQuery(propertyId).queryKey, (house) => (house ? { ...house, photos: [...house.photos, photo] } : house));
          setUploads((list) => list.filter((u) => u.key !== key));
        } catch (error) {
          const message = errorMessage(error, '写真をアップロードできませんでした。通信状態をご確認ください');
          update(key, { error: message });
          showError('アップロードできませんでした', `${file.name}：${message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, batch.length) }, worker));
    void queryClient.invalidateQueries({ queryKey: editorQuery(propertyId).queryKey });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    void startUploads([...event.dataTransfer.files]);
  };

  const count = photos.length;
  return (
    <StepCard title="写真" description="明るく、部屋の広さや古民家の趣が伝わる写真を選んでください。先頭にはカバー写真が表示されます。">
      <p className={cn('text-sm font-bold', count < MIN_LISTING_PHOTOS ? 'text-destructive' : 'text-foreground')} aria-live="polite">
        {count}枚（{MIN_LISTING_PHOTOS}枚以上必要）
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cn(
          'grid place-items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors',
          dragOver ? 'border-primary bg-primary/5' : 'border-input bg-muted/40',
        )}
      >
        <ImagePlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">ここに写真をドラッグ＆ドロップ、または</p>
        <Button type="button" onClick={() => input.current?.click()}>
          写真を選ぶ（複数可）
        </Button>
        <p className="text-xs text-muted-foreground">JPEG・PNG・WebP、1枚5MBまで、1物件{PHOTOS_PER_HOUSE}枚まで</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={PHOTO_MIME_TYPES.join(',')}
          className="sr-only"
          aria-label="アップロードする写真を選ぶ"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void startUploads(files);
          }}
        />
      </div>

      {uploads.length > 0 && (
        <ul className="grid gap-2" aria-label="アップロードの状況">
          {uploads.map((u) => (
            <li key={u.key} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">{u.name}</span>
                {u.error ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}>
                    閉じる
                  </Button>
                ) : (
                  <span className="text-muted-foreground">{u.progress >= 1 ? '処理中…' : `${Math.round(u.progress * 100)}%`}</span>
                )}
              </div>
              {u.error ? (
                <p role="alert" className="font-bold text-destructive">
                  <span className="sr-only">{u.name}：</span>
                  {u.error}
                </p>
              ) : (
                <progress className="h-2 w-full accent-primary" max={1} value={u.progress} aria-label={`${u.name}のアップロード`} />
              )}
            </li>
          ))}
        </ul>
      )}

      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-input p-4 text-sm text-muted-foreground">写真はまだありません。{MIN_LISTING_PHOTOS}枚以上追加してください。</p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">ドラッグ、または並べ替えハンドルにフォーカスしてスペースキーと矢印キーで並べ替えられます。</p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="写真の一覧">
                {photos.map((photo, index) => (
                  <SortablePhoto
                    key={photo.id}
                    photo={photo}
                    index={index}
                    count={count}
                    busy={patch.isPending || remove.isPending}
                    onMove={(by) => move(index, by)}
                    onCover={() =>
                      patch.mutate({ coverId: photo.id }, { onError: (error) => showApiError('カバー写真を変更できませんでした', error, 'カバー写真の変更に失敗しました') })
                    }
                    onCaption={(caption) =>
                      patch.mutate(
                        { captions: { [photo.id]: caption } },
                        { onError: (error) => showApiError('キャプションを保存できませんでした', error, 'キャプションの保存に失敗しました') },
                      )
                    }
                    onDelete={() => setToDelete(photo)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}

      <Dialog open={toDelete !== null} onOpenChange={(open) => !open && setToDelete(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>写真を削除しますか？</DialogTitle>
            <DialogDescription>
              {toDelete?.isCover ? 'カバー写真を削除すると、残りの先頭の写真がカバー写真になります。' : '削除した写真は元に戻せません。'}
            </DialogDescription>
          </DialogHeader>
          {toDelete && <ResponsivePhoto src={toDelete.url} variants={toDelete.variants} sizes="400px" alt="" className="aspect-[3/2] w-full rounded-lg object-cover" />}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setToDelete(null)}>
              キャンセル
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete.id, {
                  onSuccess: () => setToDelete(null),
                  onError: (error) => showApiError('削除できませんでした', error, '写真の削除に失敗しました'),
                })
              }
            >
              <Trash2 aria-hidden="true" />
              {remove.isPending ? '削除中…' : '削除する'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </StepCard>
  );
}

function SortablePhoto({
  photo,
  index,
  count,
  busy,
  onMove,
  onCover,
  onCaption,
  onDelete,
}: {
  photo: EditorPhoto;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: number) => void;
  onCover: () => void;
  onCaption: (caption: string) => void;
  onDelete: () => void;
}) {
  const sortable = useSortable({ id: photo.id });
  const label = `写真${index + 1}`;
  const [caption, setCaption] = useState(photo.caption ?? '');
  const tooLong = caption.length > CAPTION_MAX;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={cn('grid content-start gap-2 rounded-xl border border-border bg-card p-2 shadow-xs', sortable.isDragging && 'z-10 shadow-lg ring-2 ring-primary')}
    >
      <div className="relative overflow-hidden rounded-lg bg-muted">
        <ResponsivePhoto src={photo.url} variants={photo.variants} sizes={PHOTO_SIZES} alt={photo.caption || label} width={photo.width ?? 1200} height={photo.height ?? 800} className="aspect-[3/2] w-full object-cover" />
        {photo.isCover && (
          <Badge className="absolute top-2 left-2 gap-1">
            <Star className="size-3 fill-current" aria-hidden="true" />
            カバー写真
          </Badge>
        )}
        <button
          type="button"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`${label}を並べ替える（スペースキーで持ち上げ、矢印キーで移動）`}
          className="absolute top-2 right-2 flex size-9 cursor-grab items-center justify-center rounded-lg bg-card/95 shadow outline-none focus-visible:ring-3 focus-visible:ring-ring active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
      </div>
      <label htmlFor={`photo-caption-${photo.id}`} className="sr-only">
        {label}のキャプション
      </label>
      <Input
        id={`photo-caption-${photo.id}`}
        value={caption}
        placeholder="キャプション（例：囲炉裏のある居間）"
        aria-invalid={tooLong ? true : undefined}
        onChange={(event) => setCaption(event.target.value)}
        onBlur={() => {
          if (!tooLong && caption.trim() !== (photo.caption ?? '')) onCaption(caption);
        }}
      />
      {tooLong && <p className="text-sm font-bold text-destructive">キャプションは{CAPTION_MAX}文字以内で入力してください</p>}
      <div className="flex flex-wrap items-center gap-1">
        <Button type="button" variant="outline" size="icon" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`${label}を前へ移動`}>
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button type="button" variant="outline" size="icon" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`${label}を後ろへ移動`}>
          <ArrowRight aria-hidden="true" />
        </Button>
        {!photo.isCover && (
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onCover}>
            <Star aria-hidden="true" />
            カバー写真にする
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" className="ml-auto text-destructive" onClick={onDelete} aria-label={`${label}を削除`}>
          <Trash2 aria-hidden="true" />
          削除
        </Button>
      </div>
    </li>
  );
}
