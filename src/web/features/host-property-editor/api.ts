import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/web/lib/use-mutation';
import type {
  EditorPhoto,
  HostPropertyCreateBody,
  HostPropertyEditor,
  HostPropertyUpdateBody,
  LodgingDocument,
  PhotosPatchBody,
  PropertyMasters,
} from '@/contract/host-property-editor';
import type { PropertyStatusAnswer } from '@/contract/host-properties';
import { apiJson, throwIfResNotOk } from '@/web/lib/api-client';
import { ApiError } from '@/web/lib/api-error';

export const editorQuery = (id: string) =>
  queryOptions({
    queryKey: ['/api/host/properties', id],
    queryFn: () => apiJson<HostPropertyEditor>('GET', `/api/host/properties/${id}`),
  });

export const mastersQuery = () =>
  queryOptions({
    queryKey: ['/api/host/property-masters'],
    queryFn: () => apiJson<PropertyMasters>('GET', '/api/host/property-masters'),
    staleTime: Infinity,
  });

/** POST /api/host/properties → the new draft's id. */
export function useCreateDraft() {
  return useMutation({ mutationFn: (body: HostPropertyCreateBody) => apiJson<{ id: string }>('POST', '/api/host/properties', body) });
}

/** PUT /api/host/properties/{id} → the saved house, which becomes the editor's data. */
export function useSaveHouse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HostPropertyUpdateBody) => apiJson<HostPropertyEditor>('PUT', `/api/host/properties/${id}`, body),
    onSuccess: (saved) => queryClient.setQueryData(editorQuery(id).queryKey, saved),
  });
}

/** The photos' changes answer the house's photos; the house is read again for its `missing`. */
function usePhotosChange<T>(id: string, call: (input: T) => Promise<EditorPhoto[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (photos) => {
      queryClient.setQueryData(editorQuery(id).queryKey, (house) => (house ? { ...house, photos } : house));
      void queryClient.invalidateQueries({ queryKey: editorQuery(id).queryKey });
    },
  });
}

export function usePatchPhotos(id: string) {
  return usePhotosChange(id, (body: PhotosPatchBody) => apiJson<EditorPhoto[]>('PATCH', `/api/host/properties/${id}/photos`, body));
}

export function useDeletePhoto(id: string) {
  return usePhotosChange(id, (photoId: string) => apiJson<EditorPhoto[]>('DELETE', `/api/host/properties/${id}/photos/${photoId}`));
}

/** POST /api/host/properties/{id}/submit (the host's house list's call): 審査待ち, or 400 with what is missing. */
export function useSubmitForReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<PropertyStatusAnswer>('POST', `/api/host/properties/${id}/submit`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editorQuery(id).queryKey }),
  });
}

/**
 * Uploads one photo with its progress (XMLHttpRequest: fetch cannot report an upload's progress).
 * Answers the stored photo; a refusal is an ApiError with the server's Japanese message.
 */
export function uploadPhoto(propertyId: string, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<EditorPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/host/properties/${propertyId}/photos`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve((JSON.parse(xhr.responseText) as EditorPhoto[])[0]);
      } else {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('photo', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST /api/host/properties/{id}/lodging-document: the proof of the house's legal basis (an image or a
 * PDF); the house is read again for its document and its `missing`.
 */
export function useUploadLodgingDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('document', file, file.name);
      const res = await fetch(`/api/host/properties/${id}/lodging-document`, { method: 'POST', body: form, credentials: 'include' });
      await throwIfResNotOk(res);
      return (await res.json()) as LodgingDocument;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorQuery(id).queryKey }),
  });
}
