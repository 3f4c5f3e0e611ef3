/** amenity_master: the short list of highlights shown as badges on cards. */
export const AMENITIES: readonly { code: string; name: string; category: string }[] = [
  { code: 'wifi', name: 'Wi-Fi', category: '設備' },
  { code: 'parking', name: '駐車場', category: '設備' },
  { code: 'kitchen', name: 'キッチン', category: '設備' },
  { code: 'hot_spring', name: '温泉', category: '周辺環境' },
  { code: 'garden', name: '日本庭園', category: '周辺環境' },
  { code: 'bbq', name: 'バーベキュー', category: '体験' },
  { code: 'pet_friendly', name: 'ペット可', category: 'ルール' },
  { code: 'family_friendly', name: '子ども歓迎', category: 'ルール' },
  { code: 'breakfast', name: '朝食付きプランあり', category: 'サービス' },
  { code: 'farm_experience', name: '農業体験', category: '体験' },
];
