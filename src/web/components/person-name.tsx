/**
 * A person's name with its フリガナ (docs/product/people.md): the reading in small letters above the name,
 * as Japanese forms and lists write it; nothing above when the person has given none.
 */
export function PersonName({ name, reading, className }: { name: string; reading: string | null; className?: string }) {
  return (
    <span className={className ? `grid min-w-0 ${className}` : 'grid min-w-0'}>
      {reading && (
        <span className="text-xs leading-tight font-normal text-muted-foreground" lang="ja">
          {reading}
        </span>
      )}
      <span className="font-bold">{name}</span>
    </span>
  );
}
