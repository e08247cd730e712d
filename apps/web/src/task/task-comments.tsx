import type { Comment } from '@tandem/schemas';
import { Button } from '@tandem/ui/actions';
import type { BoardPerson } from '@tandem/ui/board';
import { Skeleton } from '@tandem/ui/feedback';
import { AlertDialog, AlertDialogContent } from '@tandem/ui/overlays';
import {
  CommentComposer,
  type CommentComposerProps,
  CommentItem,
  type MentionMember,
  type MentionResolver,
  TaskSection,
} from '@tandem/ui/task';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';

/** Props of {@link TaskComments}. */
export interface TaskCommentsProps {
  taskId: string;
  people: ReadonlyMap<string, BoardPerson>;
  /** The signed-in user, author of their own (and of optimistic) comments. */
  selfId: string | undefined;
  /** Members and up may comment and edit or delete their own comments. */
  canComment: boolean;
  /** Admins may delete anyone's comment. */
  canDeleteAny: boolean;
  /** Whom `@` offers in the composers: the workspace's members. */
  mentionMembers?: readonly MentionMember[];
  /** Names a mentioned member in the comments shown. */
  resolveMention?: MentionResolver;
  /** The new-comment composer's limit and kept draft. */
  composer?: Pick<CommentComposerProps, 'maxLength' | 'draft' | 'onDraftChange'>;
}

/** The author of a comment who is no longer in the workspace. */
const FORMER_MEMBER: BoardPerson = { id: 'unknown', name: 'Former member' };
/** The author of a comment whose account was deleted (`author_id` null). */
const DELETED_USER: BoardPerson = { id: 'deleted', name: 'Deleted user' };

/**
 * The task's conversation: the newest 50 comments with "Load older", markdown bodies, "comment
 * deleted" for removed ones, edit and delete of one's own (any, for admins) and the composer.
 */
export function TaskComments({
  taskId,
  people,
  selfId,
  canComment,
  canDeleteAny,
  mentionMembers,
  resolveMention,
  composer,
}: TaskCommentsProps) {
  const comments = useInfiniteQuery(useTandemQueries().comments.list(taskId));
  const mutations = useTandemMutations();
  const create = useMutation(mutations.comments.create());
  const edit = useMutation(mutations.comments.edit());
  const remove = useMutation(mutations.comments.delete());
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);

  // Pages come newest first, each oldest to newest: read them back to front.
  const items = useMemo(
    () => [...(comments.data?.pages ?? [])].reverse().flatMap((page) => page.items),
    [comments.data],
  );
  const authorOf = (comment: Comment) =>
    comment.author_id === null
      ? DELETED_USER
      : // An optimistic comment has no author yet: it is the signed-in user's.
        (people.get(comment.author_id || selfId || '') ?? FORMER_MEMBER);

  return (
    <TaskSection title="Comments">
      {comments.hasNextPage ? (
        <Button
          size="sm"
          variant="ghost"
          loading={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          Load older comments
        </Button>
      ) : null}
      {comments.isPending ? (
        <Skeleton className="h-4" />
      ) : items.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((comment) => {
            const own = comment.author_id === selfId;
            return (
              <li key={comment.id}>
                {editing === comment.id ? (
                  <CommentComposer
                    defaultValue={comment.body}
                    members={mentionMembers}
                    submitLabel="Save"
                    onSubmit={async (body) => {
                      await edit.mutateAsync({ commentId: comment.id, body });
                      setEditing(null);
                    }}
                  />
                ) : (
                  <CommentItem
                    author={authorOf(comment)}
                    body={comment.body}
                    resolveMention={resolveMention}
                    createdAt={comment.created_at}
                    editedAt={comment.edited_at}
                    deletedAt={comment.deleted_at}
                    importedFrom={
                      comment.imported_author || comment.imported_at
                        ? { author: comment.imported_author, at: comment.imported_at }
                        : null
                    }
                    onEdit={own && canComment ? () => setEditing(comment.id) : undefined}
                    onDelete={
                      (own && canComment) || canDeleteAny ? () => setDeleting(comment) : undefined
                    }
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
      {canComment ? (
        <CommentComposer
          {...composer}
          members={mentionMembers}
          onSubmit={async (body) => {
            await create.mutateAsync({ taskId, body });
          }}
        />
      ) : null}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
      >
        <AlertDialogContent
          title="Delete this comment?"
          description="It will show as “comment deleted” for everyone."
          confirmLabel="Delete comment"
          destructive
          onConfirm={() => {
            if (deleting) remove.mutate({ commentId: deleting.id, taskId });
            setDeleting(null);
          }}
        />
      </AlertDialog>
    </TaskSection>
  );
}
