import type { UseFormRegisterReturn } from 'react-hook-form';

/** One choice of a radio group drawn as a card (料金の方式, キャンセルポリシー, 予約方法, 営業の根拠): its name and what it means. */
export function ChoiceCard({ value, label, text, registration }: { value: string; label: string; text: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40">
      <input type="radio" value={value} className="mt-1 size-4 accent-primary" {...registration} />
      <span className="grid gap-1">
        <span className="font-bold">{label}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </label>
  );
}
