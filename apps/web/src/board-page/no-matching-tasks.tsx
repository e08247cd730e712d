import { Button } from '@tandem/ui/actions';
import { EmptyState } from '@tandem/ui/feedback';
import { SearchX } from 'lucide-react';

/** What the board shows when its search and filters leave no card: a way back to them all. */
export function NoMatchingTasks({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState
      icon={<SearchX />}
      title="No tasks match"
      description="Try other words, or clear the filters to see the whole board."
      headingLevel={2}
      className="flex-1"
      action={
        <Button size="sm" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  );
}
