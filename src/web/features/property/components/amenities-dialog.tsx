import type { BasicAmenityLink } from '@/contract/properties';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { groupAmenities } from '../amenities';
import { AmenityIcon } from './amenity-icon';
import { MasterName } from '@/web/components/master-name';
import { JapaneseData } from '@/web/components/japanese-data';
import { useT } from '@/web/lib/i18n/use-t';

/** Every amenity of the house, by category, with its value and notes. */
export default function AmenitiesDialog({
  amenities,
  open,
  onOpenChange,
}: {
  amenities: readonly BasicAmenityLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const groups = groupAmenities(amenities);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>{t('アメニティ・設備')}</DialogTitle>
          <DialogDescription>{t('この古民家で利用できる設備（全{count}件）', { count: amenities.length })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6">
          {groups.map(([category, links]) => (
            <div key={category} className="grid gap-2">
              <h3 className="flex items-center gap-2 font-bold">
                <AmenityIcon category={category} className="size-5 text-primary" />
                <MasterName japanese={category} english={links[0].amenity.category ? links[0].amenity.categoryEn : t('その他')} />
              </h3>
              <ul className="divide-y divide-border rounded-xl border border-border">
                {links.map((link) => (
                  <li key={link.id} className="grid gap-0.5 px-4 py-3">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <MasterName className="font-bold" japanese={link.amenity.label} english={link.amenity.labelEn} />
                      {link.value && (
                        <span className="text-sm text-muted-foreground">
                          <JapaneseData>{link.value}</JapaneseData>
                        </span>
                      )}
                    </p>
                    {link.notes && (
                      <p className="text-sm break-words text-muted-foreground">
                        <JapaneseData>{link.notes}</JapaneseData>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
