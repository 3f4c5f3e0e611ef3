-- The FAQ in English (docs/decisions/0042-english-guest-pages.md): each item's category, question and answer may have
-- an English version, written by an admin in FAQ管理; a text without one shows in Japanese on the English contact page.
-- The seed's items get the seed's English (src/db/seed/faq.ts), each text only where its Japanese is still the seeded one.
ALTER TABLE "faq_items" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "question_en" text;--> statement-breakpoint
ALTER TABLE "faq_items" ADD COLUMN "answer_en" text;--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Bookings' WHERE "category" = '予約について' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Payment' WHERE "category" = 'お支払いについて' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Cancellations' WHERE "category" = 'キャンセルについて' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Your stay' WHERE "category" = '宿泊について' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Hosts' WHERE "category" = 'ホストについて' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "category_en" = 'Other' WHERE "category" = 'その他' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'When is my booking confirmed?' WHERE "question" = '予約はいつ確定しますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'For a kominka you can book instantly, your booking is confirmed as soon as your payment is complete. For a kominka marked "Request to book", it is confirmed when the host approves it. The host approves or declines within 24 hours; if that time passes, the request is cancelled automatically and the hold on your card is released.' WHERE "answer" = '即時予約の古民家は、お支払いが完了した時点で予約が確定します。「承認制」と表示された古民家は、ホストが承認した時点で確定します。ホストは24時間以内に承認または却下を行い、期限を過ぎた場合はリクエストが自動的に取り消され、カードの与信も解除されます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How can I check my bookings?' WHERE "question" = '予約内容を確認するにはどうすればよいですか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Once signed in, open "My bookings" at the top of the page to see your upcoming bookings, your past stays and the bookings you cancelled.' WHERE "answer" = 'ログイン後、画面上部の「予約確認」から、これからの予約・過去の宿泊・キャンセルした予約を確認できます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'Is there a minimum or maximum number of nights?' WHERE "question" = '最低宿泊数や最大宿泊数はありますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Each kominka sets its own minimum and maximum number of nights. You can find them on its page.' WHERE "answer" = '古民家ごとに最低宿泊数と最大宿泊数が設定されています。各古民家の詳細ページでご確認ください。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'Which payment methods can I use?' WHERE "question" = '利用できる支払い方法を教えてください。' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'You can pay by credit card (Visa, MasterCard, JCB) or by bank transfer. Every price shown is the total including tax, with the accommodation and the cleaning fee included.' WHERE "answer" = 'クレジットカード（Visa、MasterCard、JCB）と銀行振込をご利用いただけます。表示される料金はすべて税込の総額で、宿泊料金と清掃料金が含まれます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How is the price of a stay set?' WHERE "question" = '宿泊料金はどのように決まりますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Each night is priced by the first of these that applies, in this order: a special price, a seasonal price (such as peak season), a holiday price, a day-of-the-week price, and the base price. The booking page shows the price of each night.' WHERE "answer" = '1泊ごとの料金は、特別料金、期間料金（繁忙期など）、祝日料金、曜日ごとの料金、基本料金の順に適用されます。予約画面で1泊ごとの内訳をご確認いただけます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'When do cancellation fees start?' WHERE "question" = 'キャンセル料はいつから発生しますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'The cancellation policy differs from one kominka to another. Flexible: a full refund until 24 hours before check-in; after that, the first night is charged. Standard: a full refund until 3 days before check-in; after that, 50% is refunded. Strict: a 50% refund until 7 days before check-in; no refund after that. All times are Japan time and count from the check-in time.' WHERE "answer" = 'キャンセルポリシーは古民家ごとに異なります。「柔軟」はチェックインの24時間前まで全額返金、それ以降は1泊目の料金がかかります。「標準」はチェックインの3日前まで全額返金、それ以降は50%の返金です。「厳格」はチェックインの7日前まで50%返金、それ以降は返金されません。時刻はすべて日本時間で、チェックイン時刻を基準とします。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How do I cancel a booking?' WHERE "question" = 'キャンセルの手続き方法を教えてください。' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'In "My bookings", choose the booking and press "Cancel booking". The next screen shows the cancellation fee and the refund: check them, then confirm. The refund goes to the card you paid with.' WHERE "answer" = '「予約確認」から該当の予約を選び、「キャンセル」を押してください。確認画面にキャンセル料と返金額が表示されますので、内容をご確認のうえ確定してください。返金はお支払いに使用したカードへ行われます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'When will I get the check-in information?' WHERE "question" = 'チェックインの案内はいつ届きますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Two days before your stay, we e-mail you the check-in information, such as how to collect the key and how to get there.' WHERE "answer" = '宿泊日の2日前に、鍵の受け取り方法や道順などのチェックイン情報をメールでお送りします。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'What are the check-in and check-out times?' WHERE "question" = 'チェックイン・チェックアウトの時間は？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'They differ from one kominka to another. At most kominka, check-in is from 15:00 and check-out is by 11:00. You can find the times on each kominka''s page.' WHERE "answer" = '古民家ごとに異なります。多くの古民家はチェックインが15:00以降、チェックアウトが11:00までです。各古民家の詳細ページでご確認ください。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'I''m worried a kominka will be cold in winter.' WHERE "question" = '古民家の冬の寒さが心配です。' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Most kominka have heating such as air conditioning, a kotatsu (a low table with a heater under a quilt) or underfloor heating. Still, the way these old houses are built can make them colder than modern homes, so please bring warm clothes too.' WHERE "answer" = '多くの古民家はエアコンやこたつ、床暖房などの暖房設備を備えています。ただし建物の構造上、現代の住宅より冷えやすいことがありますので、暖かい服装もご用意ください。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How can I ask the host a question?' WHERE "question" = 'ホストに質問したいときはどうすればよいですか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Once you have booked, you can message the host directly from your booking details. For questions before you book, please use the contact form.' WHERE "answer" = '予約後は予約詳細画面のメッセージ機能からホストへ直接連絡できます。予約前のご質問はお問い合わせフォームからお送りください。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How can I list my own kominka?' WHERE "question" = '自分の古民家を掲載するにはどうすればよいですか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'Sign up as a host from "Become a host", then add your profile, an identity document and the bank account for your payouts. Your kominka is published once our team has reviewed it. The fee is 15% of the booking total, and we transfer the rest to you at the end of the month.' WHERE "answer" = '「ホストになる」からホスト登録を行い、プロフィール、本人確認書類、振込先口座を登録してください。物件は運営の審査完了後に公開されます。手数料は予約総額の15%で、残りの金額を月末に振り込みます。' AND "answer_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "question_en" = 'How long does it take to get a reply to my message?' WHERE "question" = 'お問い合わせへの返信にはどのくらいかかりますか？' AND "question_en" IS NULL;
--> statement-breakpoint
UPDATE "faq_items" SET "answer_en" = 'We reply to the e-mail address you gave us within 3 business days.' WHERE "answer" = 'お問い合わせには3営業日以内に、ご登録のメールアドレスへ返信いたします。' AND "answer_en" IS NULL;
