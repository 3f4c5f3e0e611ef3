-- A house's own English text (title, description, access), the masters' English explanations and amenity
-- categories, and the cities' romaji (docs/decisions/0042-english-guest-pages.md); the seed gives new databases
-- the same masters' English (src/db/seed); the cities are kept here only.
CREATE TABLE "city_romaji" (
	"prefecture" text NOT NULL,
	"city" text NOT NULL,
	"romaji" text NOT NULL,
	CONSTRAINT "city_romaji_prefecture_city_pk" PRIMARY KEY("prefecture","city")
);
--> statement-breakpoint
ALTER TABLE "basic_amenities_master" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "kominka_features_master" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "access_info_en" text;--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A roof of thick layers of susuki and reed thatch: cool in summer, warm in winter, and the picture of rural Japan.' WHERE "key" = 'kayabuki_roof' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A stately roof, gabled at the top and hipped below, long used for temples, shrines and the homes of wealthy farmers.' WHERE "key" = 'irimoya_roof' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A roof of fired clay tiles: a solid, dignified look that stands up to wind and rain.' WHERE "key" = 'kawara_roof' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A simple roof of rice or wheat straw that still carries the warmth of village life.' WHERE "key" = 'thatched_roof' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'An indoor floor of packed earth, once the place for cooking and farm work.' WHERE "key" = 'doma' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A square hearth sunk into the floor, for keeping warm, cooking and gathering around the fire.' WHERE "key" = 'irori' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A wooden veranda along the outside of the rooms, linking house and garden: a place to sit and look out.' WHERE "key" = 'engawa' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Thick log beams holding up the roof, showing the carpenters'' handwork and the house''s long years.' WHERE "key" = 'hari' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'A calm tatami room with a tokonoma alcove and built-in cupboards.' WHERE "key" = 'washitsu' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'The traditional rush-mat flooring, with a soft grassy scent and a pleasant feel under bare feet.' WHERE "key" = 'tatami' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Carved openwork panels above the sliding doors that let air and light pass between rooms.' WHERE "key" = 'ranma' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Doors of slender wooden slats that keep out prying eyes while letting in light and air.' WHERE "key" = 'koushido' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Wooden frames covered with washi paper that fill the room with soft, diffused light.' WHERE "key" = 'shouji' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Paper- or cloth-covered sliding doors: open or close them to make the rooms larger or smaller.' WHERE "key" = 'fusuma' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Smooth white lime plaster walls that regulate humidity and resist fire.' WHERE "key" = 'shikkui_wall' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "description_en" = 'Walls of clay layered over woven bamboo that absorb moisture and keep the rooms at a comfortable temperature.' WHERE "key" = 'tsuchi_wall' AND "description_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Internet' WHERE "category" = 'インターネット' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Parking' WHERE "category" = '駐車場' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Check-in and check-out' WHERE "category" = 'チェックイン・チェックアウト' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Kitchen' WHERE "category" = 'キッチン設備' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Bathroom' WHERE "category" = 'バスルーム設備' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Beds and bedding' WHERE "category" = 'ベッド・寝具' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Heating, cooling and appliances' WHERE "category" = '空調・電化製品' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Linens and toiletries' WHERE "category" = 'リネン・アメニティ' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Laundry' WHERE "category" = 'ランドリー設備' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "category_en" = 'Other' WHERE "category" = 'その他' AND "category_en" IS NULL;
--> statement-breakpoint
INSERT INTO "city_romaji" ("prefecture", "city", "romaji") VALUES
  ('京都府', '京都市東山区', 'Higashiyama Ward, Kyoto City'),
  ('京都府', '京都市左京区', 'Sakyo Ward, Kyoto City'),
  ('京都府', '京都市中京区', 'Nakagyo Ward, Kyoto City'),
  ('京都府', '京都市下京区', 'Shimogyo Ward, Kyoto City'),
  ('京都府', '京都市北区', 'Kita Ward, Kyoto City'),
  ('京都府', '京都市上京区', 'Kamigyo Ward, Kyoto City'),
  ('京都府', '南丹市', 'Nantan'),
  ('京都府', '与謝郡伊根町', 'Ine'),
  ('滋賀県', '近江八幡市', 'Omihachiman'),
  ('奈良県', '奈良市', 'Nara'),
  ('岐阜県', '大野郡白川村', 'Shirakawa'),
  ('岐阜県', '高山市', 'Takayama'),
  ('岐阜県', '郡上市', 'Gujo'),
  ('富山県', '南砺市', 'Nanto'),
  ('石川県', '金沢市', 'Kanazawa'),
  ('石川県', '加賀市', 'Kaga'),
  ('福井県', '大野市', 'Ono'),
  ('福井県', '三方上中郡若狭町', 'Wakasa'),
  ('長野県', '木曽郡南木曽町', 'Nagiso'),
  ('長野県', '塩尻市', 'Shiojiri'),
  ('長野県', '安曇野市', 'Azumino'),
  ('新潟県', '十日町市', 'Tokamachi'),
  ('新潟県', '佐渡市', 'Sado'),
  ('山梨県', '南都留郡忍野村', 'Oshino'),
  ('静岡県', '賀茂郡松崎町', 'Matsuzaki'),
  ('長野県', '上高井郡小布施町', 'Obuse'),
  ('岩手県', '遠野市', 'Tono'),
  ('岩手県', '西磐井郡平泉町', 'Hiraizumi'),
  ('秋田県', '仙北市', 'Semboku'),
  ('山形県', '尾花沢市', 'Obanazawa'),
  ('福島県', '南会津郡下郷町', 'Shimogo'),
  ('福島県', '喜多方市', 'Kitakata'),
  ('青森県', '弘前市', 'Hirosaki'),
  ('宮城県', '大崎市', 'Osaki'),
  ('島根県', '大田市', 'Oda'),
  ('島根県', '出雲市', 'Izumo'),
  ('鳥取県', '倉吉市', 'Kurayoshi'),
  ('鳥取県', '八頭郡智頭町', 'Chizu'),
  ('岡山県', '倉敷市', 'Kurashiki'),
  ('岡山県', '高梁市', 'Takahashi'),
  ('広島県', '竹原市', 'Takehara'),
  ('山口県', '萩市', 'Hagi'),
  ('徳島県', '三好市', 'Miyoshi'),
  ('徳島県', '美馬市', 'Mima'),
  ('香川県', '小豆郡小豆島町', 'Shodoshima'),
  ('香川県', '香川郡直島町', 'Naoshima'),
  ('愛媛県', '喜多郡内子町', 'Uchiko'),
  ('愛媛県', '大洲市', 'Ozu'),
  ('高知県', '四万十市', 'Shimanto'),
  ('高知県', '室戸市', 'Muroto'),
  ('福岡県', '八女市', 'Yame'),
  ('福岡県', '柳川市', 'Yanagawa'),
  ('佐賀県', '西松浦郡有田町', 'Arita'),
  ('佐賀県', '嬉野市', 'Ureshino'),
  ('長崎県', '五島市', 'Goto'),
  ('長崎県', '島原市', 'Shimabara'),
  ('熊本県', '阿蘇郡南小国町', 'Minamioguni'),
  ('大分県', '豊後高田市', 'Bungotakada'),
  ('宮崎県', '東臼杵郡椎葉村', 'Shiiba'),
  ('宮崎県', '日南市', 'Nichinan'),
  ('鹿児島県', '南九州市', 'Minamikyushu'),
  ('鹿児島県', '熊毛郡屋久島町', 'Yakushima'),
  ('鹿児島県', '出水市', 'Izumi'),
  ('岐阜県', '中津川市', 'Nakatsugawa'),
  ('長野県', '木曽郡木曽町', 'Kiso'),
  ('京都府', '京丹後市', 'Kyotango'),
  ('京都府', '綾部市', 'Ayabe'),
  ('兵庫県', '丹波篠山市', 'Tamba-Sasayama'),
  ('兵庫県', '豊岡市', 'Toyooka'),
  ('奈良県', '吉野郡吉野町', 'Yoshino'),
  ('奈良県', '宇陀市', 'Uda'),
  ('三重県', '伊勢市', 'Ise'),
  ('三重県', '亀山市', 'Kameyama'),
  ('滋賀県', '長浜市', 'Nagahama'),
  ('千葉県', '夷隅郡大多喜町', 'Otaki'),
  ('千葉県', '香取市', 'Katori'),
  ('埼玉県', '川越市', 'Kawagoe'),
  ('栃木県', '日光市', 'Nikko'),
  ('福島県', '会津若松市', 'Aizuwakamatsu'),
  ('山形県', '鶴岡市', 'Tsuruoka'),
  ('岩手県', '盛岡市', 'Morioka'),
  ('石川県', '輪島市', 'Wajima'),
  ('富山県', '高岡市', 'Takaoka'),
  ('長野県', '松本市', 'Matsumoto'),
  ('長野県', '長野市', 'Nagano'),
  ('広島県', '尾道市', 'Onomichi'),
  ('愛媛県', '松山市', 'Matsuyama'),
  ('熊本県', '阿蘇市', 'Aso'),
  ('大分県', '由布市', 'Yufu'),
  ('大分県', '杵築市', 'Kitsuki'),
  ('長崎県', '長崎市', 'Nagasaki'),
  ('鹿児島県', '鹿児島市', 'Kagoshima'),
  ('沖縄県', '八重山郡竹富町', 'Taketomi')
ON CONFLICT DO NOTHING;
