CREATE TABLE "accommodation_tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prefecture" text NOT NULL,
	"city" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"percent_basis_points" integer,
	"cap_jpy" integer,
	"exempt_below_jpy" integer,
	"regimes" text[] DEFAULT '{}'::text[] NOT NULL,
	"replaces_prefecture_rule" boolean DEFAULT false NOT NULL,
	"applies_from" date NOT NULL,
	"applies_to" date,
	"source_url" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodation_tax_rules_kind" CHECK ("accommodation_tax_rules"."kind" in ('tiered', 'percent')),
	CONSTRAINT "accommodation_tax_rules_dates" CHECK ("accommodation_tax_rules"."applies_to" is null or "accommodation_tax_rules"."applies_to" >= "accommodation_tax_rules"."applies_from"),
	CONSTRAINT "accommodation_tax_rules_percent" CHECK ("accommodation_tax_rules"."kind" <> 'percent' or ("accommodation_tax_rules"."percent_basis_points" is not null and "accommodation_tax_rules"."percent_basis_points" between 1 and 10000))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "accommodation_tax_jpy" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "accommodation_tax_rules_prefecture_applies_from_index" ON "accommodation_tax_rules" USING btree ("prefecture","applies_from");--> statement-breakpoint
-- The rules of docs/product/accommodation-tax.md (src/domain/seeded-accommodation-tax-rules.ts, compared by its test):
-- every database has them, demo or not.
INSERT INTO "accommodation_tax_rules" ("prefecture", "city", "name", "kind", "tiers", "percent_basis_points", "cap_jpy", "exempt_below_jpy", "regimes", "replaces_prefecture_rule", "applies_from", "applies_to", "source_url", "note") VALUES
  ('東京都', NULL, '東京都宿泊税', 'tiered', '[{"fromJpy":10000,"amountJpy":100},{"fromJpy":15000,"amountJpy":200}]'::jsonb, NULL, NULL, NULL, '{ryokan}'::text[], false, '2002-10-01', NULL, 'https://ans.fyi/c/question/20061109000051KK00891', '旅館業（旅館・ホテル、簡易宿所）のみ。1万円未満は課税なし。定率3%案（2025年11月報道）は未施行'),
  ('京都府', '京都市', '京都市宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":200},{"fromJpy":20000,"amountJpy":500},{"fromJpy":50000,"amountJpy":1000}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2018-10-01', '2026-02-28', 'https://www.rihga.co.jp/gran-kyoto/stay/tax', '修学旅行・保育所等の行事は課税免除'),
  ('京都府', '京都市', '京都市宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":200},{"fromJpy":6000,"amountJpy":400},{"fromJpy":20000,"amountJpy":1000},{"fromJpy":50000,"amountJpy":4000},{"fromJpy":100000,"amountJpy":10000}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2026-03-01', NULL, 'https://www.vmg-kyoto.com/news/accommodation_tax', '2026年3月1日からの5区分（総務大臣同意: https://www.traicy.com/posts/20251004352989）。修学旅行・保育所等の行事は課税免除'),
  ('大阪府', NULL, '大阪府宿泊税', 'tiered', '[{"fromJpy":5000,"amountJpy":200},{"fromJpy":15000,"amountJpy":400},{"fromJpy":20000,"amountJpy":500}]'::jsonb, NULL, NULL, 5000, '{}'::text[], false, '2025-09-01', NULL, 'https://pre.travelvoice.jp/20250218-157201', '旅館業と民泊。5,000円未満は課税なし（2025年8月までは7,000円以上で100円・200円・300円: https://www.hotelwing.co.jp/7112/）'),
  ('福岡県', NULL, '福岡県宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":200}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2020-04-01', NULL, 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html', '福岡市・北九州市の外。市町村が独自に課税する地域では県税100円（未登録）'),
  ('福岡県', '福岡市', '福岡県宿泊税（福岡市内）', 'tiered', '[{"fromJpy":0,"amountJpy":50}]'::jsonb, NULL, NULL, NULL, '{}'::text[], true, '2020-04-01', NULL, 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html', '福岡市内の県税分。市税（福岡市宿泊税）と合わせて徴収'),
  ('福岡県', '福岡市', '福岡市宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":150},{"fromJpy":20000,"amountJpy":450}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2020-04-01', NULL, 'https://www.pref.fukuoka.lg.jp/contents/syukuhakuzei.html', '県税50円と合わせて2万円未満200円、2万円以上500円'),
  ('石川県', '金沢市', '金沢市宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":200},{"fromJpy":20000,"amountJpy":500}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2019-04-01', NULL, 'https://www.kankokeizai.com/%E9%87%91%E6%B2%A2%E5%B8%82%E3%80%81%E5%AE%BF%E6%B3%8A%E7%A8%8E%E3%81%AE%E5%BE%B4%E5%8F%8E%E3%82%92%E9%96%8B%E5%A7%8B%E3%80%801%E4%BA%BA1%E6%B3%8A200%E5%86%86%E3%81%A8500%E5%86%86/', '5,000円未満を非課税とする見直しが2024年に提言されたが、施行は未確認'),
  ('北海道', NULL, '北海道宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":100},{"fromJpy":20000,"amountJpy":200},{"fromJpy":50000,"amountJpy":500}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2026-04-01', NULL, 'https://hokkaido-shukuhakuzei.pref.hokkaido.lg.jp', '修学旅行・保育所等の行事は課税免除'),
  ('北海道', '札幌市', '札幌市宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":200},{"fromJpy":50000,"amountJpy":500}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2026-04-01', NULL, 'https://nyango.com/manual/booking/admin_common/lodging_tax_hokkaidou', '北海道宿泊税と合わせて300円・400円・1,000円'),
  ('北海道', '倶知安町', '倶知安町宿泊税', 'percent', '[]'::jsonb, 200, NULL, NULL, '{}'::text[], false, '2019-11-01', '2026-03-31', 'https://nihon-hanzai-jiken.com/?p=143634', '宿泊料金の2%'),
  ('北海道', '倶知安町', '倶知安町宿泊税', 'percent', '[]'::jsonb, 300, NULL, NULL, '{}'::text[], true, '2026-04-01', NULL, 'https://nihon-hanzai-jiken.com/?p=143634', '宿泊料金の3%。北海道宿泊税の分を含み、町がまとめて徴収'),
  ('北海道', 'ニセコ町', 'ニセコ町宿泊税', 'tiered', '[{"fromJpy":0,"amountJpy":100},{"fromJpy":5001,"amountJpy":200},{"fromJpy":20000,"amountJpy":500},{"fromJpy":50000,"amountJpy":1000},{"fromJpy":100000,"amountJpy":2000}]'::jsonb, NULL, NULL, NULL, '{}'::text[], false, '2024-11-01', NULL, 'https://www.town.niseko.lg.jp/kurashi/tax/syukuhakuzei/', '2026年4月からは北海道宿泊税と合わせて200円〜2,500円。2026年11月からの定率制への改正案あり（施行未確認）');
--> statement-breakpoint
-- A rule changes the price of a stay a signed-out visitor was quoted (kept public answers, migration 0014).
CREATE CONSTRAINT TRIGGER "accommodation_tax_rules_public_pages" AFTER INSERT OR UPDATE OR DELETE ON "accommodation_tax_rules" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_public_pages_version"();
--> statement-breakpoint
-- The booking e-mails that state the amount say how much of it is 宿泊税 ({{accommodationTax}}).
UPDATE "email_templates" SET "text_content" = replace("text_content", 'ご利用金額: {{totalAmount}}（税込）', 'ご利用金額: {{totalAmount}}（税込）' || E'\n' || 'うち宿泊税: {{accommodationTax}}')
  WHERE "text_content" LIKE '%ご利用金額: {{totalAmount}}（税込）%' AND "text_content" NOT LIKE '%{{accommodationTax}}%';
