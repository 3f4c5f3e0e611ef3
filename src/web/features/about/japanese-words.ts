/**
 * The Japanese words the English page teaches, by the name its English texts give them as a placeholder:
 * `Irori {irori}` in messages.en.ts shows as "Irori 囲炉裏", the Japanese marked `lang="ja"`
 * (components/glossed.tsx). The Japanese page's texts have no such placeholders.
 */
export const JAPANESE_WORDS: Readonly<Record<string, string>> = {
  kominka: '古民家',
  kayabuki: '茅葺き',
  irori: '囲炉裏',
  doma: '土間',
  engawa: '縁側',
  yui: '結',
  tataki: '三和土',
  washi: '和紙',
  kura: '蔵',
  igusa: 'い草',
  okudosan: 'おくどさん',
  machiya: '町家',
  heri: '縁',
  ishibadate: '石場建て',
  tsuchikabe: '土壁',
  nanbuMagariya: '南部曲り家',
  chumonZukuri: '中門造り',
  honmuneZukuri: '本棟造り',
  suzumeOdoshi: '雀おどし',
  gasshoZukuri: '合掌造り',
  kyoMachiya: '京町家',
  kayabukiNoSato: 'かやぶきの里',
  yamatoMune: '大和棟',
  tatara: 'たたら',
  kudoZukuri: 'くど造り',
  fukugi: 'フクギ',
};
