import { useId } from 'react';
import type { ClosurePreview } from '@/contract/account-closure';
import { useT } from '@/web/lib/i18n/use-t';

function ClosureList({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid content-start gap-2 rounded-lg bg-secondary/60 p-4">
      <h3 id={id} className="font-bold">
        {title}
      </h3>
      <ul className="grid list-disc gap-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What closing an account erases at once and what a law keeps (docs/product/accounts.md, "Leaving"),
 * side by side: the profile's 退会 and the back office's 退会処理 show the server's same two lists.
 */
export function ClosureLists({ preview }: { preview: Pick<ClosurePreview, 'erased' | 'kept'> }) {
  const t = useT();
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <ClosureList title={t('すぐに消去されるもの')} items={preview.erased} />
      <ClosureList title={t('法令などにより残るもの')} items={preview.kept} />
    </div>
  );
}
