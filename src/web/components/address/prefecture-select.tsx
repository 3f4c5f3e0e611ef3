import type { ComponentProps } from 'react';
import { PREFECTURES } from '@/domain/destination-search';
import { NativeSelect } from '@/web/components/form-controls';

/** The 47 prefectures in their usual (JIS code) order, with a 選択してください first option (value ''). */
export function PrefectureSelect({ placeholder = '選択してください', ...props }: ComponentProps<typeof NativeSelect> & { placeholder?: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">{placeholder}</option>
      {PREFECTURES.map((p) => (
        <option key={p.name} value={p.name}>
          {p.name}
        </option>
      ))}
    </NativeSelect>
  );
}
