import { z } from 'zod';
import { createCheckoutSessionBodySchema } from '@/contract/bookings';
import { MAX_INFANTS } from '@/web/lib/party';

export { MAX_INFANTS };

export const REQUIRED_MESSAGE = '必須項目を入力してください';

const fields = createCheckoutSessionBodySchema.shape;

/** The guest form (docs/product/guest-screens.md): name, e-mail and phone required, the party within the house's capacity. */
export function guestFormSchema(maxGuests: number) {
  return z
    .object({
      guestName: fields.guestName,
      guestNameKana: fields.guestNameKana,
      // Empty gets the required message; a typo the e-mail one.
      guestEmail: z.string().trim().min(1, REQUIRED_MESSAGE).pipe(z.email('有効なメールアドレスを入力してください')),
      guestPhone: fields.guestPhone,
      guestsAdults: z.number().int().min(1, '大人は1名以上で選択してください'),
      guestsChildren: z.number().int().min(0),
      guestsInfants: z.number().int().min(0).max(MAX_INFANTS),
      specialRequests: z.string().trim().max(1000, 'ご要望は1000文字以内で入力してください'),
    })
    .refine((v) => v.guestsAdults + v.guestsChildren <= maxGuests, {
      path: ['guestsAdults'],
      message: `大人と子どもの合計は${maxGuests}名までです（乳幼児は含みません）`,
    });
}

export type GuestFormInput = z.input<ReturnType<typeof guestFormSchema>>;
export type GuestFormValues = z.output<ReturnType<typeof guestFormSchema>>;
