import { describe, expect, it } from 'vitest';
import { allowedInquiryActions, inquiryActionRefusal, nextInquiryStatus } from './inquiry-life';

describe('an inquiry’s life', () => {
  it('takes a new inquiry, answers a new or taken one, and closes any that is not closed', () => {
    expect(nextInquiryStatus('open', 'take')).toBe('in_progress');
    expect(nextInquiryStatus('open', 'respond')).toBe('resolved');
    expect(nextInquiryStatus('in_progress', 'respond')).toBe('resolved');
    expect(nextInquiryStatus('open', 'close')).toBe('closed');
    expect(nextInquiryStatus('in_progress', 'close')).toBe('closed');
    expect(nextInquiryStatus('resolved', 'close')).toBe('closed');
  });

  it('refuses the rest with words an admin understands', () => {
    expect(inquiryActionRefusal('in_progress', 'take')).toBe('このお問い合わせはすでに対応中です');
    expect(inquiryActionRefusal('resolved', 'take')).toBe('このお問い合わせはすでに回答済みです');
    expect(inquiryActionRefusal('closed', 'take')).toBe('このお問い合わせはクローズされています');
    expect(inquiryActionRefusal('resolved', 'respond')).toBe('このお問い合わせはすでに回答済みです');
    expect(inquiryActionRefusal('closed', 'respond')).toBe('クローズされたお問い合わせには回答できません');
    expect(inquiryActionRefusal('closed', 'close')).toBe('このお問い合わせはすでにクローズされています');
    expect(nextInquiryStatus('closed', 'respond')).toBeNull();
  });

  it('lists what each status allows', () => {
    expect(allowedInquiryActions('open')).toEqual(['take', 'respond', 'close']);
    expect(allowedInquiryActions('in_progress')).toEqual(['respond', 'close']);
    expect(allowedInquiryActions('resolved')).toEqual(['close']);
    expect(allowedInquiryActions('closed')).toEqual([]);
  });
});
