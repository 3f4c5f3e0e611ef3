import { AirVent, Bath, BedDouble, Car, Check, CookingPot, Shirt, WashingMachine, Wifi, type LucideIcon } from 'lucide-react';

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  インターネット: Wifi,
  駐車場: Car,
  キッチン設備: CookingPot,
  バスルーム設備: Bath,
  'ベッド・寝具': BedDouble,
  '空調・電化製品': AirVent,
  'リネン・アメニティ': Shirt,
  ランドリー設備: WashingMachine,
};

export function AmenityIcon({ category, className }: { category: string; className?: string }) {
  const Icon = CATEGORY_ICONS[category] ?? Check;
  return <Icon className={className} aria-hidden="true" />;
}
