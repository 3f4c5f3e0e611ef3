import { apiRequest } from './api-client';

/** The name of Content-Disposition (`filename*=UTF-8''…` first), or `fallback`. */
function filenameOf(disposition: string | null, fallback: string): string {
  const star = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through
    }
  }
  const plain = disposition && /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Saves a fetched answer's bytes under the server's file name (a link to the bytes, clicked). Answers the name. */
export async function saveResponse(res: Response, fallbackName: string): Promise<string> {
  const blob = await res.blob();
  const name = filenameOf(res.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

/**
 * Downloads a file with the session (fetch, then save): a refusal is an ApiError with the server's
 * Japanese message, for the caller's toast.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  return saveResponse(await apiRequest('GET', url), fallbackName);
}
