import { useCallback, useEffect, useRef, useState } from 'react';
import type { IsoDate } from '@/domain/japan-date';

/** A range of days of one house: the first day chosen and the last, in either order. */
export interface DayRange {
  propertyId: string;
  anchor: IsoDate;
  end: IsoDate;
}

export const rangeFrom = (r: DayRange) => (r.anchor < r.end ? r.anchor : r.end);
export const rangeTo = (r: DayRange) => (r.anchor < r.end ? r.end : r.anchor);
export const inRange = (r: DayRange | null, propertyId: string, date: IsoDate) =>
  r !== null && r.propertyId === propertyId && date >= rangeFrom(r) && date <= rangeTo(r);

/**
 * Choosing a range of days: click the first day and then the last, or drag across them; with the
 * keyboard, Enter or Space on the first day and then on the last. `chosen` turns true when the range is
 * complete (the panel opens); the range stays on screen until it is cleared.
 */
export function useRangeSelection() {
  const [range, setRangeState] = useState<DayRange | null>(null);
  const [chosen, setChosen] = useState(false);
  const rangeRef = useRef<DayRange | null>(null);
  const dragging = useRef(false);
  const waitingForEnd = useRef(false);

  const setRange = useCallback((next: DayRange | null) => {
    rangeRef.current = next;
    setRangeState(next);
  }, []);

  /** A press on a day: ends the waiting range (false), or starts a new one (true). */
  const start = useCallback((propertyId: string, date: IsoDate): boolean => {
    const current = rangeRef.current;
    if (waitingForEnd.current && current && current.propertyId === propertyId) {
      waitingForEnd.current = false;
      setRange({ ...current, end: date });
      setChosen(true);
      return false;
    }
    setChosen(false);
    setRange({ propertyId, anchor: date, end: date });
    return true;
  }, [setRange]);

  const press = useCallback((propertyId: string, date: IsoDate) => {
    dragging.current = start(propertyId, date);
  }, [start]);

  const enter = useCallback((propertyId: string, date: IsoDate) => {
    const current = rangeRef.current;
    if (dragging.current && current && current.propertyId === propertyId && current.end !== date) setRange({ ...current, end: date });
  }, [setRange]);

  const release = useCallback(() => {
    if (!dragging.current) return;
    dragging.current = false;
    const current = rangeRef.current;
    if (current && current.end !== current.anchor) {
      waitingForEnd.current = false;
      setChosen(true);
    } else {
      waitingForEnd.current = true;
    }
  }, []);

  /** Enter or Space: the first press starts a range, the second ends it. */
  const keyPress = useCallback((propertyId: string, date: IsoDate) => {
    if (start(propertyId, date)) waitingForEnd.current = true;
  }, [start]);

  useEffect(() => {
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, [release]);

  const clear = useCallback(() => {
    waitingForEnd.current = false;
    dragging.current = false;
    setChosen(false);
    setRange(null);
  }, [setRange]);

  return { range, chosen, press, enter, keyPress, clear, setChosen };
}
