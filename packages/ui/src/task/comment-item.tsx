import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { IconButton } from '../actions/icon-button';
import type { BoardPerson } from '../board/board-task';
import { Avatar } from '../display/avatar';
import { cn } from '../foundations/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../overlays/dropdown-menu';
import { formatRelativeTime } from './format';
import { SafeMarkdown } from './markdown';
import type { MentionResolver } from './mention-tokens';

/** Props of {@link CommentItem}. */
export interface CommentItemProps extends Omit<React.ComponentProps<'article'>, 'children'> {
  /** Who wrote it. */
  author: BoardPerson;
  /** Markdown body. */
  body: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** When it was last edited (ISO), if ever. */
  editedAt?: string | null;
  /** When it was deleted (ISO): the comment then shows as "Comment deleted". */
  deletedAt?: string | null;
  /** "Now", for relative times. @default new Date() */
  now?: Date;
  /** Offer "Edit" (own comments). */
  onEdit?: () => void;
  /** Offer "Delete" (own comments, or admins). */
  onDelete?: () => void;
  /** The current name of a member mentioned in the body; unknown ones show "@unknown member". */
  resolveMention?: MentionResolver;
  /**
   * Who wrote an imported comment where it came from, and when (ISO): shown as "Originally by
   * …, on …" under the author, who is the person who imported it.
   */
  importedFrom?: { author?: string | null; at?: string | null } | null;
}

/** "Originally by Jane Roe, on 5 Jan 2026": where an imported comment came from. */
function ImportedFrom({ author, at }: { author?: string | null; at?: string | null }) {
  if (!author && !at) return null;
  const date = at ? new Date(at) : null;
  return (
    <p className="mt-0.5 text-faint text-xs">
      Originally{author ? ` by ${author}` : ''}
      {date && !Number.isNaN(date.getTime()) ? (
        <>
          , on{' '}
          <time dateTime={at ?? undefined}>
            {date.toLocaleDateString(undefined, { dateStyle: 'medium' })}
          </time>
        </>
      ) : null}
    </p>
  );
}

/** One comment: author, time, "edited" marker and the safely rendered markdown body. */
export function CommentItem({
  author,
  body,
  createdAt,
  editedAt,
  deletedAt,
  now,
  onEdit,
  onDelete,
  resolveMention,
  importedFrom,
  className,
  ...props
}: CommentItemProps) {
  const today = now ?? new Date();
  const deleted = Boolean(deletedAt);
  return (
    <article
      aria-label={deleted ? 'Deleted comment' : `Comment by ${author.name}`}
      className={cn('group/comment flex gap-3', className)}
      {...props}
    >
      <Avatar name={author.name} src={author.avatarUrl} size="sm" decorative className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 text-xs">
          <span className="truncate font-semibold text-fg text-sm">{author.name}</span>
          <time dateTime={createdAt} className="shrink-0 text-faint">
            {formatRelativeTime(createdAt, today)}
          </time>
          {editedAt && !deleted ? <span className="text-faint">(edited)</span> : null}
          {!deleted && (onEdit || onDelete) ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <IconButton
                  label={`Actions for comment by ${author.name}`}
                  icon={<MoreHorizontal />}
                  size="sm"
                  tooltip={false}
                  className="ms-auto size-6 opacity-60 group-hover/comment:opacity-100"
                />
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {onEdit ? (
                  <DropdownMenuItem icon={<Pencil />} onSelect={onEdit}>
                    Edit
                  </DropdownMenuItem>
                ) : null}
                {onDelete ? (
                  <DropdownMenuItem icon={<Trash2 />} destructive onSelect={onDelete}>
                    Delete
                  </DropdownMenuItem>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
        {importedFrom && !deleted ? <ImportedFrom {...importedFrom} /> : null}
        {deleted ? (
          <p className="mt-1 text-faint text-sm italic">Comment deleted</p>
        ) : (
          <SafeMarkdown className="mt-1" resolveMention={resolveMention}>
            {body}
          </SafeMarkdown>
        )}
      </div>
    </article>
  );
}
