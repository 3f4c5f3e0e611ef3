import { useQuery } from '@tanstack/react-query';
import { PrivateDocumentView } from '@/web/components/private-document-view';
import { idDocumentQuery } from '../api';

/** One side of a host's identity document, fetched with the admin token. */
export function IdDocumentImage({ url, label }: { url: string | null; label: string }) {
  const query = useQuery({ ...idDocumentQuery(url ?? ''), enabled: url !== null });
  return <PrivateDocumentView query={query} present={url !== null} label={label} failedText="画像を読み込めませんでした" aspectClassName="aspect-[8/5]" />;
}
