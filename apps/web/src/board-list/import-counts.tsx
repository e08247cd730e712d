/** Props of {@link ImportCounts}. */
export interface ImportCountsProps {
  /** The list's accessible name. */
  label: string;
  /** Name and number of each count, in order. */
  counts: ReadonlyArray<readonly [string, number]>;
}

/** A row of big numbers with their names: what an import will create or has created. */
export function ImportCounts({ label, counts }: ImportCountsProps) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {counts.map(([name, count]) => (
        <div key={name} className="rounded-md border border-border bg-subtle px-3 py-2">
          <dt className="text-muted text-xs">{name}</dt>
          <dd className="font-semibold text-fg text-lg tabular-nums">{count.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}
