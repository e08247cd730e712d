import { Skeleton } from '../feedback/skeleton';

/** Placeholder rows while a list's tasks load. */
export function LoadingRows() {
  return (
    <div className="flex flex-col gap-3 p-3">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}
