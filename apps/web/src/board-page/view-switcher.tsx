import { type SegmentedChoice, SegmentedControl } from '@tandem/ui/navigation';
import { Kanban, List } from 'lucide-react';
import type { BoardView } from './board-search';

/** The views people can switch between, in order; a new view is one more entry. */
const VIEWS = [
  { value: 'board', label: 'Board', 'aria-label': 'Board view', icon: <Kanban /> },
  { value: 'list', label: 'List', 'aria-label': 'List view', icon: <List /> },
] satisfies ReadonlyArray<SegmentedChoice<BoardView>>;

/** Props of {@link ViewSwitcher}. */
export interface ViewSwitcherProps {
  view: BoardView;
  onChange: (view: BoardView) => void;
}

/** Board or list: a segmented control ("Board view", "List view") kept in the URL's `view`. */
export function ViewSwitcher({ view, onChange }: ViewSwitcherProps) {
  return (
    <SegmentedControl aria-label="View" choices={VIEWS} value={view} onValueChange={onChange} />
  );
}
