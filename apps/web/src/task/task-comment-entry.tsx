import type { Comment } from '@tandem/schemas';
import type { BoardPerson } from '@tandem/ui/board';
import {
  CommentComposer,
  CommentItem,
  type MentionMember,
  type MentionResolver,
} from '@tandem/ui/task';

/** Props of {@link TaskCommentEntry}. */
export interface TaskCommentEntryProps {
  comment: Comment;
  author: BoardPerson;
  /** Show the composer with its body instead of the comment. */
  editing: boolean;
  mentionMembers?: readonly MentionMember[];
  resolveMention?: MentionResolver;
  /** Saves an edited body. */
  onSave: (body: string) => Promise<void>;
  /** Offered when the user may edit it. */
  onEdit?: () => void;
  /** Offered when the user may delete it. */
  onDelete?: () => void;
}

/** One comment of a task: its body, author and dates, or the composer while it is edited. */
export function TaskCommentEntry({
  comment,
  author,
  editing,
  mentionMembers,
  resolveMention,
  onSave,
  onEdit,
  onDelete,
}: TaskCommentEntryProps) {
  if (editing) {
    return (
      <CommentComposer
        defaultValue={comment.body}
        members={mentionMembers}
        submitLabel="Save"
        onSubmit={onSave}
      />
    );
  }
  return (
    <CommentItem
      author={author}
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
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
