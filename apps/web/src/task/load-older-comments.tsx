import { Button } from '@tandem/ui/actions';

/** What {@link LoadOlderComments} reads of the comments' infinite query. */
export interface OlderComments {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load older comments", while the task has older pages of comments to fetch. */
export function LoadOlderComments({ comments }: { comments: OlderComments }) {
  if (!comments.hasNextPage) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={comments.isFetchingNextPage}
      onClick={() => void comments.fetchNextPage()}
    >
      Load older comments
    </Button>
  );
}
