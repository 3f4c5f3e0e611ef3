import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ArrowLeft, BedDouble, Bath, Eye, MapPin, SquarePen, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { HIDDEN_AMENITY_CATEGORY } from '@/contract/enums';
import type { PropertyPreview } from '@/contract/host-properties';
import { PROPERTY_STATUS_LABELS } from '@/domain/property-life';
import { PAGE_ERROR_CLASS, QueryState } from '@/web/components/query-state';
import { ListEmpty } from '@/web/components/data-table/list-empty';
import { ResponsivePhoto } from '@/web/components/responsive-photo';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatRating, formatYen } from '@/web/lib/format';
import { bedsLabel, CANCEL_POLICY_LOOK } from '@/web/lib/property-labels';
import { orderPhotos, photoAlt } from '@/web/lib/property-photos';
import { usePageTitle } from '@/web/lib/use-page-title';
import { cn } from '@/web/lib/utils';
import { propertyPreviewQuery } from './api';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-border pt-6" aria-label={title}>
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Gallery({ property }: { property: PropertyPreview }) {
  const photos = orderPhotos(property.photos).slice(0, 5);
  if (photos.length === 0) {
    return <div className="flex aspect-[3/1] items-center justify-center rounded-2xl bg-muted text-muted-foreground">写真はまだありません</div>;
  }
  const [main, ...others] = photos;
  // Four photos fill two columns beside the main one; fewer fill one column, without a gap.
  const rest = others.length >= 4 ? others.slice(0, 4) : others.slice(0, 2);
  return (
    <div className={cn('grid gap-2 overflow-hidden rounded-2xl', rest.length >= 4 ? 'sm:grid-cols-4 sm:grid-rows-2' : rest.length > 0 && 'sm:grid-cols-3 sm:grid-rows-2')}>
      <ResponsivePhoto
        src={main.url}
        variants={main.variants}
        sizes="(min-width: 640px) 50vw, 100vw"
        alt={photoAlt(main, property.title, 0)}
        className={cn('aspect-[3/2] size-full object-cover', rest.length > 0 && 'sm:col-span-2 sm:row-span-2')}
      />
      {rest.map((photo, i) => (
        <ResponsivePhoto
          key={photo.id}
          src={photo.url}
          variants={photo.variants}
          sizes="25vw"
          alt={photoAlt(photo, property.title, i + 1)}
          loading="lazy"
          className={cn('hidden aspect-[3/2] size-full object-cover sm:block', rest.length === 1 && 'sm:row-span-2')}
        />
      ))}
    </div>
  );
}

function PreviewView({ property }: { property: PropertyPreview }) {
  const amenities = property.amenities.filter((a) => a.amenity.category !== HIDDEN_AMENITY_CATEGORY);
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{property.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {property.prefecture} {property.city} {property.addressLine}
          </span>
          <span>{property.averageRating !== null && property.reviewCount > 0 ? `★${formatRating(property.averageRating)}（${property.reviewCount}件）` : 'まだ評価はありません'}</span>
        </p>
      </div>
      <Gallery property={property} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <div className="flex flex-wrap gap-4 text-sm">
            <span className="flex items-center gap-1.5">
              <Users className="size-4" aria-hidden="true" />
              定員{property.maxGuests}名
            </span>
            <span className="flex items-center gap-1.5">
              <BedDouble className="size-4" aria-hidden="true" />
              寝室{property.bedrooms}・{bedsLabel(property.beds)}
            </span>
            <span className="flex items-center gap-1.5">
              <Bath className="size-4" aria-hidden="true" />
              バスルーム{property.bathrooms}
            </span>
          </div>
          <Section title="この古民家について">
            <p className="leading-relaxed whitespace-pre-wrap">{property.description || '説明はまだありません'}</p>
          </Section>
          <Section title="英語での表示">
            {property.titleEn || property.descriptionEn || property.accessInfoEn ? (
              <div lang="en" className="grid gap-2">
                {property.titleEn && <p className="font-bold">{property.titleEn}</p>}
                {property.descriptionEn && <p className="leading-relaxed whitespace-pre-wrap">{property.descriptionEn}</p>}
                {property.accessInfoEn && <p className="text-sm whitespace-pre-wrap">{property.accessInfoEn}</p>}
              </div>
            ) : null}
            {!(property.titleEn && property.descriptionEn) && (
              <p className="text-sm text-muted-foreground">英語のタイトル・紹介文がない項目は、英語のページでも日本語で表示されます。</p>
            )}
          </Section>
          <Section title="古民家の特徴">
            {property.features.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {property.features.map((f) => (
                  <li key={f.id} className="rounded-full border border-border px-3 py-1 text-sm">
                    {f.label}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">まだ登録されていません</p>
            )}
          </Section>
          <Section title="設備・アメニティ">
            {amenities.length > 0 ? (
              <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                {amenities.map((a) => (
                  <li key={a.id}>
                    {a.amenity.label}
                    {a.value ? `（${a.value}）` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">まだ登録されていません</p>
            )}
          </Section>
          <Section title="ハウスルールとポリシー">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">チェックイン</dt>
              <dd>{property.checkinFrom}以降</dd>
              <dt className="text-muted-foreground">チェックアウト</dt>
              <dd>{property.checkoutUntil}まで</dd>
              <dt className="text-muted-foreground">宿泊日数</dt>
              <dd>
                {property.minNights}泊〜{property.maxNights}泊
              </dd>
              <dt className="text-muted-foreground">キャンセル</dt>
              <dd>
                {CANCEL_POLICY_LOOK[property.cancelPolicy].label}：{CANCEL_POLICY_LOOK[property.cancelPolicy].text}
              </dd>
            </dl>
            {property.accessInfo && <p className="text-sm whitespace-pre-wrap">{property.accessInfo}</p>}
          </Section>
        </div>
        <aside aria-label="料金" className="h-fit rounded-2xl border border-border bg-card p-5 shadow-sm">
          <p>
            <span className="text-2xl font-bold">{formatYen(property.basePriceJpy)}</span>
            <span className="text-sm text-muted-foreground"> / 泊（税込）</span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">清掃料金 {formatYen(property.cleaningFeeJpy)}</p>
          <p className="mt-3 text-sm">{property.requiresApproval ? 'リクエスト予約（ホストの承認が必要です）' : '今すぐ予約できます'}</p>
          <p className="mt-3 rounded-lg bg-muted p-3 text-xs text-muted-foreground">プレビューでは予約できません。</p>
        </aside>
      </div>
    </div>
  );
}

/** /host/properties/{id}/preview: the host's own house as a guest would see it, whatever its status. */
export function PropertyPreviewPage() {
  const { id = '' } = useParams();
  const preview = useQuery(propertyPreviewQuery(id));
  usePageTitle(preview.data ? `プレビュー：${preview.data.title} | 古民家ステイ ホスト管理` : 'プレビュー | 古民家ステイ ホスト管理');
  const published = preview.data?.status === 'published';

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/host/properties">
            <ArrowLeft aria-hidden="true" />
            物件管理に戻る
          </Link>
        </Button>
        {preview.data && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/host/properties/${id}/edit`}>
              <SquarePen aria-hidden="true" />
              編集
            </Link>
          </Button>
        )}
      </div>
      {preview.data && (
        <div role="note" className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning-muted p-4 text-sm">
          <Eye className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <div>
            <p className="font-bold">{published ? 'プレビュー' : 'プレビュー（未公開）'}</p>
            <p className="text-muted-foreground">
              {published ? 'ゲストに公開されている内容です。' : `この物件は「${PROPERTY_STATUS_LABELS[preview.data.status]}」のため、ゲストには表示されていません。ゲストにはこのように表示されます。`}
            </p>
          </div>
        </div>
      )}
      <QueryState
        query={preview}
        loading={
          <div role="status" aria-label="読み込み中" className="grid gap-4">
            <Skeleton className="h-9 w-2/3" />
            <Skeleton className="aspect-[3/1] w-full rounded-2xl" />
            <Skeleton className="h-32 w-full" />
          </div>
        }
        errorTitle="プレビューの読み込みに失敗しました"
        errorClassName={PAGE_ERROR_CLASS}
        notFoundStatuses={[404, 400]}
        notFound={
          <ListEmpty
            title="物件が見つかりません"
            description="削除されたか、あなたの物件ではありません。"
            action={
              <Button asChild variant="outline">
                <Link to="/host/properties">物件管理に戻る</Link>
              </Button>
            }
          />
        }
      >
        {(data) => <PreviewView property={data} />}
      </QueryState>
    </div>
  );
}
