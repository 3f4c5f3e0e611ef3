import type { BasicAmenityLink } from '@/contract/properties';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { groupAmenities } from '../amenities';
import { AmenityIcon } from './amenity-icon';

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
  const groups = groupAmenities(amenities);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="pr-8 text-left">
          <DialogTitle>アメニティ・設備</DialogTitle>
          <DialogDescription>この古民家で利用できる設備（全{amenities.length}件）</DialogDescription>
        </DialogHeader>
        <div className="grid gap-6">
          {groups.map(([category, links]) => (
            <div key={category} className="grid gap-2">
              <h3 className="flex items-center gap-2 font-bold">
                <AmenityIcon category={category} className="size-5 text-primary" />
                {category}
              </h3>
              <ul className="divide-y divide-border rounded-xl border border-border">
                {links.map((link) => (
                  <li key={link.id} className="grid gap-0.5 px-4 py-3">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-bold">{link.amenity.label}</span>
                      {link.value && <span className="text-sm text-muted-foreground">{link.value}</span>}
                    </p>
                    {link.notes && <p className="text-sm break-words text-muted-foreground">{link.notes}</p>}
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
