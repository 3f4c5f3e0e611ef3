import { useCallback, useRef, useState } from 'react';
import { POSTAL_CODE_NOT_FOUND_MESSAGE, postalDigits, type PostalAddress } from '@/contract/lookups';
import { errorStatus } from '@/web/lib/api-client';
import { addressToFill, fetchPostalAddresses } from './postal-lookup';

export type PostalAutofillStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'error';

export interface PostalAutofill {
  /** Call with the postal code field's value on every change: the lookup runs once it has 7 digits. */
  onPostalCodeChange: (value: string) => void;
  status: PostalAutofillStatus;
  /** A line to show under the field (検索中 / the address found / not found), or null. */
  message: string | null;
  /** Every address of the code last found (several when a code covers several towns). */
  candidates: PostalAddress[];
}

/**
 * Postal-code autofill for any address form (the host profile, the house editor): as the user types
 * the 7th digit it asks GET /api/postal-codes/{code} and hands the address to `onFound`, which fills
 * the form's prefecture, city and street (town). A code already looked up is not asked again; a late
 * answer for an older code is dropped.
 */
export function usePostalAutofill({ onFound }: { onFound: (address: PostalAddress, all: PostalAddress[]) => void }): PostalAutofill {
  const [status, setStatus] = useState<PostalAutofillStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<PostalAddress[]>([]);
  const lastDigits = useRef<string | null>(null);
  const onFoundRef = useRef(onFound);
  onFoundRef.current = onFound;

  const onPostalCodeChange = useCallback((value: string) => {
    const digits = postalDigits(value);
    if (!digits) {
      lastDigits.current = null;
      setStatus('idle');
      setMessage(null);
      return;
    }
    if (digits === lastDigits.current) return;
    lastDigits.current = digits;
    setStatus('loading');
    setMessage('住所を検索しています...');
    fetchPostalAddresses(digits).then(
      (addresses) => {
        if (lastDigits.current !== digits) return;
        const address = addressToFill(addresses);
        setCandidates(addresses);
        if (!address) {
          setStatus('not-found');
          setMessage(POSTAL_CODE_NOT_FOUND_MESSAGE);
          return;
        }
        setStatus('found');
        setMessage(`${address.prefecture}${address.city}${address.town} を入力しました`);
        onFoundRef.current(address, addresses);
      },
      (error: unknown) => {
        if (lastDigits.current !== digits) return;
        setCandidates([]);
        const notFound = errorStatus(error) === 404;
        setStatus(notFound ? 'not-found' : 'error');
        setMessage(notFound ? POSTAL_CODE_NOT_FOUND_MESSAGE : '住所を検索できませんでした。手入力してください');
      },
    );
  }, []);

  return { onPostalCodeChange, status, message, candidates };
}
