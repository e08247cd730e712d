import type { Board } from '@tandem/schemas';
import { ResourceCard } from '@tandem/ui/workspace';
import { Link } from '@tanstack/react-router';
import { Columns3 } from 'lucide-react';
import type * as React from 'react';
import { formatDate } from '../lib/format-date';

/** Props of {@link BoardCard}. */
export interface BoardCardProps {
  /** The workspace's slug, for the link. */
  slug: string;
  /** The board. */
  board: Board;
  /** The card's menu, for those who may manage boards. */
  actions?: React.ReactNode;
}

/** One board of a workspace: its name (the link to the board), description and age. */
export function BoardCard({ slug, board, actions }: BoardCardProps) {
  return (
    <ResourceCard
      icon={<Columns3 />}
      title={
        <Link to="/w/$slug/b/$boardId" params={{ slug, boardId: board.id }}>
          {board.name}
        </Link>
      }
      description={board.description ?? 'No description'}
      meta={<span>Created {formatDate(board.created_at)}</span>}
      actions={actions}
    />
  );
}
