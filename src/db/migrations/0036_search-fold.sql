-- The one fold of every search of the site (docs/product/people.md, src/domain/list-search.ts):
-- NFKC (full-width and half-width alike), lower case, and katakana read as hiragana (ァ … ヶ, ヽヾ to
-- ぁ … ゖ, ゝゞ), so that おかだ, オカダ and ｵｶﾀﾞ are one text. Immutable: generated columns and
-- indexes use it. normalizeListSearch is the same rule for the needle.
CREATE FUNCTION "search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT translate(lower(normalize(t, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶヽヾ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖゝゞ')
$$;
