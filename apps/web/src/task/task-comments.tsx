import type { Comment } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import { Skeleton } from '@tandem/ui/feedback';
import {
  CommentComposer,
  type CommentComposerProps,
  type MentionMember,
  type MentionResolver,
  TaskSection,
} from '@tandem/ui/task';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTandemMutations } from '../lib/use-tandem-mutations';
import { useTandemQueries } from '../lib/use-tandem-queries';
import { commentAuthor } from './comment-author';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { LoadOlderComments } from './load-older-comments';
import { TaskCommentEntry } from './task-comment-entry';

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

  return (
    <TaskSection title="Comments">
      <LoadOlderComments comments={comments} />
      {comments.isPending ? (
        <Skeleton className="h-4" />
      ) : items.length === 0 ? (
        <p>No comments yet.</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {items.map((comment) => (
            <li key={comment.id}>
              <TaskCommentEntry
                comment={comment}
                author={commentAuthor(comment, people, selfId)}
                editing={editing === comment.id}
                mentionMembers={mentionMembers}
                resolveMention={resolveMention}
                onSave={async (body) => {
                  await edit.mutateAsync({ commentId: comment.id, body });
                  setEditing(null);
                }}
                onEdit={
                  comment.author_id === selfId && canComment
                    ? () => setEditing(comment.id)
                    : undefined
                }
                onDelete={
                  (comment.author_id === selfId && canComment) || canDeleteAny
                    ? () => setDeleting(comment)
                    : undefined
                }
              />
            </li>
          ))}
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
      <DeleteCommentDialog
        comment={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(comment) => remove.mutate({ commentId: comment.id, taskId })}
      />
    </TaskSection>
  );
}
