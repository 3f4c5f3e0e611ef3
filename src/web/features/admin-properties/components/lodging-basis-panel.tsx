import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import type { PropertyApproval } from '@/contract/admin-properties';
import { LODGING_DOCUMENT_LABELS, LODGING_NUMBER_LABELS, LODGING_REGIME_LABELS } from '@/domain/lodging-basis';
import { PrivateDocumentView } from '@/web/components/private-document-view';
import { formatDateTime } from '@/web/lib/format';
import { lodgingDocumentQuery } from '../api';

/**
 * 物件承認's legal basis: the law, its number (and for 旅館業 the permit's date and health centre)
 * beside the document that proves it, so the admin compares them before approving — which marks the
 * basis verified.
 */
export function LodgingBasisPanel({ house }: { house: PropertyApproval }) {
  const regime = house.lodgingRegime;
  return (
    <section className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-2" aria-label={`「${house.title}」の営業の根拠`}>
      <div className="grid content-start gap-2 text-sm">
        <h3 className="flex items-center gap-1.5 font-bold">
          営業の根拠（法令）
          {house.legalBasisVerifiedAt && (
            <span className="flex items-center gap-1 text-xs font-normal text-success">
              <ShieldCheck className="size-4" aria-hidden="true" />
              確認済み（{formatDateTime(house.legalBasisVerifiedAt)}）
            </span>
          )}
        </h3>
        {regime ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">種類</dt>
            <dd>{LODGING_REGIME_LABELS[regime]}</dd>
            <dt className="text-muted-foreground">{LODGING_NUMBER_LABELS[regime]}</dt>
            <dd className="font-mono text-base font-bold break-all">{house.lodgingNumber ?? '未入力'}</dd>
            {regime === 'ryokan' && (
              <>
                <dt className="text-muted-foreground">許可日</dt>
                <dd>{house.lodgingPermitDate ?? '未入力'}</dd>
                <dt className="text-muted-foreground">保健所</dt>
                <dd>{house.lodgingHealthCentre ?? '未入力'}</dd>
              </>
            )}
          </dl>
        ) : (
          <p role="note" className="flex items-center gap-1.5 text-warning">
            <AlertTriangle className="size-4" aria-hidden="true" />
            営業の根拠が登録されていません。承認できません。
          </p>
        )}
        {house.lodgingBasisLine && <p className="text-xs text-muted-foreground">物件ページの表示：{house.lodgingBasisLine}</p>}
        <p className="text-xs text-muted-foreground">番号と書類の記載が一致していることを確認してから承認してください。承認すると「確認済み」になります。</p>
      </div>
      <LodgingDocumentView document={house.lodgingDocument} label={regime ? LODGING_DOCUMENT_LABELS[regime] : '証明書類'} />
    </section>
  );
}

function LodgingDocumentView({ document, label }: { document: PropertyApproval['lodgingDocument']; label: string }) {
  const query = useQuery({ ...lodgingDocumentQuery(document?.url ?? ''), enabled: document !== null });
  return (
    <PrivateDocumentView
      query={query}
      present={document !== null}
      label={label}
      isPdf={document?.contentType === 'application/pdf'}
      failedText="書類を読み込めませんでした"
      aspectClassName="aspect-[4/3]"
    />
  );
}
