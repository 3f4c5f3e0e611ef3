/** When the support desk answers the phone: the one text every page shows (contact page, booking help). */
export const SUPPORT_PHONE_HOURS = '平日 10:00〜18:00（土日祝を除く）';
