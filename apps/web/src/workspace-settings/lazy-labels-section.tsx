import type { WorkspaceWithRole } from '@tandem/api-client';
import { ListSkeleton } from '@tandem/ui/feedback';
import { lazy, Suspense } from 'react';

const LabelsSection = lazy(() => import('./labels-section'));

/** The Labels section, loaded when settings open (its manager and dialogs stay out of the rest). */
export function LazyLabelsSection({ workspace }: { workspace: WorkspaceWithRole }) {
  return (
    <Suspense fallback={<ListSkeleton rows={3} label="Loading labels…" />}>
      <LabelsSection workspace={workspace} />
    </Suspense>
  );
}
