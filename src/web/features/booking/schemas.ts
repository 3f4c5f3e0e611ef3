import { z } from 'zod';
import { createCheckoutSessionBodySchema } from '@/contract/bookings';
import { MAX_INFANTS } from '@/web/lib/party';
import { fillSource, msg, type MessageValues } from '@/web/lib/i18n/translate';

export { MAX_INFANTS };

export const REQUIRED_MESSAGE = msg('必須項目を入力してください');

const fields = createCheckoutSessionBodySchema.shape;

/**
 * The guest form (docs/product/guest-screens.md): name, e-mail and phone required, the party within the house's
 * capacity. The messages are the Japanese sources the field shows in the page's language; the capacity's, which
 * has the number in it, is written with the page's `t`.
 */
export function guestFormSchema(maxGuests: number, t: (source: string, values?: MessageValues) => string = fillSource) {
  return z
    .object({
      guestName: fields.guestName,
      guestNameKana: fields.guestNameKana,
      // Empty gets the required message; a typo the e-mail one.
      guestEmail: z.string().trim().min(1, REQUIRED_MESSAGE).pipe(z.email(msg('有効なメールアドレスを入力してください'))),
      guestPhone: fields.guestPhone,
      guestsAdults: z.number().int().min(1, msg('大人は1名以上で選択してください')),
      guestsChildren: z.number().int().min(0),
      guestsInfants: z.number().int().min(0).max(MAX_INFANTS),
      specialRequests: z.string().trim().max(1000, msg('ご要望は1000文字以内で入力してください')),
    })
    .refine((v) => v.guestsAdults + v.guestsChildren <= maxGuests, {
      path: ['guestsAdults'],
      message: t('大人と子どもの合計は{maxGuests}名までです（乳幼児は含みません）', { maxGuests }),
    });
}

export type GuestFormInput = z.input<ReturnType<typeof guestFormSchema>>;
export type GuestFormValues = z.output<ReturnType<typeof guestFormSchema>>;
