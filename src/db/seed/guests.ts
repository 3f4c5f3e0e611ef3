export interface GuestSeed {
  fullName: string;
  kana: string;
  email: string;
  phone: string;
  gender?: 'male' | 'female';
  dateOfBirth?: string;
  address?: string;
  idVerified: boolean;
}

/** The demo guest is the first entry. */
export const GUESTS: readonly GuestSeed[] = [
  { fullName: '山田 花子', kana: 'ヤマダ ハナコ', email: 'guest@example.jp', phone: '090-1234-5678', gender: 'female', dateOfBirth: '1990-04-12', address: '東京都世田谷区三軒茶屋2丁目11番5号', idVerified: true },
  { fullName: '田中 太郎', kana: 'タナカ タロウ', email: 'tanaka.taro@example.jp', phone: '090-2111-3456', gender: 'male', dateOfBirth: '1985-06-03', address: '大阪府大阪市北区梅田1丁目3番1号', idVerified: true },
  { fullName: '鈴木 一郎', kana: 'スズキ イチロウ', email: 'suzuki.ichiro@example.jp', phone: '080-3222-4567', gender: 'male', dateOfBirth: '1978-11-21', idVerified: true },
  { fullName: '高木 美咲', kana: 'タカギ ミサキ', email: 'takagi.misaki@example.jp', phone: '090-4333-5678', gender: 'female', dateOfBirth: '1994-02-14', idVerified: false },
  { fullName: '渡辺 翔', kana: 'ワタナベ ショウ', email: 'watanabe.sho@example.jp', phone: '070-5444-6789', gender: 'male', dateOfBirth: '1992-08-30', idVerified: true },
  { fullName: '中村 優子', kana: 'ナカムラ ユウコ', email: 'nakamura.yuko@example.jp', phone: '090-6555-7890', gender: 'female', dateOfBirth: '1988-05-17', idVerified: false },
  { fullName: '小川 健太', kana: 'オガワ ケンタ', email: 'ogawa.kenta@example.jp', phone: '080-7666-8901', gender: 'male', dateOfBirth: '1990-09-09', idVerified: false },
  { fullName: '加藤 さくら', kana: 'カトウ サクラ', email: 'kato.sakura@example.jp', phone: '090-8777-9012', gender: 'female', dateOfBirth: '1996-03-28', idVerified: true },
  { fullName: '吉田 大輝', kana: 'ヨシダ ダイキ', email: 'yoshida.daiki@example.jp', phone: '080-9888-0123', gender: 'male', dateOfBirth: '1987-12-01', idVerified: false },
  { fullName: '山口 由美子', kana: 'ヤマグチ ユミコ', email: 'yamaguchi.yumiko@example.jp', phone: '090-1999-1234', gender: 'female', dateOfBirth: '1972-07-07', idVerified: true },
  { fullName: '松本 拓也', kana: 'マツモト タクヤ', email: 'matsumoto.takuya@example.jp', phone: '070-2000-2345', gender: 'male', dateOfBirth: '1983-04-25', idVerified: false },
  { fullName: '井上 真理', kana: 'イノウエ マリ', email: 'inoue.mari@example.jp', phone: '090-3011-3456', gender: 'female', dateOfBirth: '1991-10-10', idVerified: false },
  { fullName: '木村 颯太', kana: 'キムラ ソウタ', email: 'kimura.sota@example.jp', phone: '080-4022-4567', gender: 'male', dateOfBirth: '2000-01-15', idVerified: false },
  { fullName: '林 彩花', kana: 'ハヤシ アヤカ', email: 'hayashi.ayaka@example.jp', phone: '090-5033-5678', gender: 'female', dateOfBirth: '1998-06-20', idVerified: true },
  { fullName: '清水 浩二', kana: 'シミズ コウジ', email: 'shimizu.koji@example.jp', phone: '090-6044-6789', gender: 'male', dateOfBirth: '1965-02-02', idVerified: true },
  { fullName: '山崎 千尋', kana: 'ヤマザキ チヒロ', email: 'yamazaki.chihiro@example.jp', phone: '080-7055-7890', gender: 'female', dateOfBirth: '1989-08-08', idVerified: false },
  { fullName: '森 陽介', kana: 'モリ ヨウスケ', email: 'mori.yosuke@example.jp', phone: '070-8066-8901', gender: 'male', dateOfBirth: '1986-11-11', idVerified: false },
  { fullName: '池田 愛', kana: 'イケダ アイ', email: 'ikeda.ai@example.jp', phone: '090-9077-9012', gender: 'female', dateOfBirth: '1993-05-05', idVerified: true },
  { fullName: '橋本 直人', kana: 'ハシモト ナオト', email: 'hashimoto.naoto@example.jp', phone: '080-1088-0123', idVerified: false },
  { fullName: '阿部 菜々子', kana: 'アベ ナナコ', email: 'abe.nanako@example.jp', phone: '090-2099-1234', gender: 'female', dateOfBirth: '1997-09-19', idVerified: false },
  { fullName: '石川 修', kana: 'イシカワ オサム', email: 'ishikawa.osamu@example.jp', phone: '090-3100-2345', gender: 'male', dateOfBirth: '1958-03-03', idVerified: true },
  { fullName: '前田 美穂', kana: 'マエダ ミホ', email: 'maeda.miho@example.jp', phone: '080-4111-3456', idVerified: false },
  { fullName: '藤田 圭', kana: 'フジタ ケイ', email: 'fujita.kei@example.jp', phone: '070-5122-4567', idVerified: false },
  { fullName: '岡本 結衣', kana: 'オカモト ユイ', email: 'okamoto.yui@example.jp', phone: '090-6133-5678', gender: 'female', dateOfBirth: '2001-12-24', idVerified: false },
];
