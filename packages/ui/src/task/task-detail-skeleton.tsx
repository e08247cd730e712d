import { Skeleton } from '../feedback/skeleton';

/** Props of {@link TaskDetailSkeleton}. */
export interface TaskDetailSkeletonProps {
  /** Announced to screen readers. @default 'Loading the task…' */
  label?: string;
}

/** The shape of a task's panel or page while its code or data loads. */
export function TaskDetailSkeleton({ label = 'Loading the task…' }: TaskDetailSkeletonProps) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4 p-5">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-12" />
      <Skeleton className="h-7 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
