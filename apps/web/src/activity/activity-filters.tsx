import type { BoardPerson } from '@tandem/ui/board';
import { Select, type SelectOption } from '@tandem/ui/forms';
import type { ActivitySearch } from './activity-search';

/** The value of "no filter" (Radix Select has no empty value). */
const ALL = 'all';

/** Props of {@link ActivityFilters}. */
export interface ActivityFiltersProps {
  search: ActivitySearch;
  onSearchChange: (change: Partial<ActivitySearch>) => void;
  boards: readonly { id: string; name: string }[];
  people: readonly BoardPerson[];
}

/** The feed's board and person pickers; each choice lands in the URL. */
export function ActivityFilters({ search, onSearchChange, boards, people }: ActivityFiltersProps) {
  const boardOptions: SelectOption[] = [
    { value: ALL, label: 'All boards' },
    ...boards.map((b) => ({ value: b.id, label: b.name })),
  ];
  const personOptions: SelectOption[] = [
    { value: ALL, label: 'Everyone' },
    ...people.map((p) => ({ value: p.id, label: p.name })),
  ];
  const pick = (value: string) => (value === ALL ? undefined : value);
  return (
    <search className="mb-4 flex flex-wrap items-center gap-2" aria-label="Filter activity">
      <FilterSelect
        label="Board"
        options={boardOptions}
        value={search.board}
        onPick={(value) => onSearchChange({ board: pick(value) })}
      />
      <FilterSelect
        label="Person"
        options={personOptions}
        value={search.person}
        onPick={(value) => onSearchChange({ person: pick(value) })}
      />
    </search>
  );
}

/** One of the feed's pickers: "all" when nothing is chosen. */
function FilterSelect(props: {
  label: string;
  options: SelectOption[];
  value: string | undefined;
  onPick: (value: string) => void;
}) {
  return (
    <Select
      aria-label={props.label}
      size="sm"
      className="w-full sm:w-64"
      options={props.options}
      value={props.value ?? ALL}
      onValueChange={props.onPick}
    />
  );
}
