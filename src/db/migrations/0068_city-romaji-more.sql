-- The romaji of the demo's other cities (src/db/seed/properties.ts), which 0066 left out: an English page
-- showed them in Japanese. A city without romaji still shows its Japanese name, marked lang="ja".
INSERT INTO "city_romaji" ("prefecture", "city", "romaji") VALUES
  ('北海道', '積丹郡積丹町', 'Shakotan'),
  ('千葉県', '南房総市', 'Minamiboso'),
  ('和歌山県', '伊都郡九度山町', 'Kudoyama'),
  ('和歌山県', '田辺市', 'Tanabe'),
  ('埼玉県', '秩父郡小鹿野町', 'Ogano'),
  ('大阪府', '富田林市', 'Tondabayashi'),
  ('愛知県', '名古屋市緑区', 'Midori Ward, Nagoya City'),
  ('愛知県', '豊田市', 'Toyota'),
  ('東京都', '西多摩郡檜原村', 'Hinohara'),
  ('栃木県', '栃木市', 'Tochigi'),
  ('沖縄県', '国頭郡今帰仁村', 'Nakijin'),
  ('神奈川県', '鎌倉市', 'Kamakura'),
  ('群馬県', '吾妻郡中之条町', 'Nakanojo'),
  ('茨城県', '笠間市', 'Kasama')
ON CONFLICT DO NOTHING;
