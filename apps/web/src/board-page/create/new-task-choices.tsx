import { type BoardState, CATEGORY_STATUS, TASK_STATUSES } from '@tandem/schemas';
import { type BoardPerson, STATUS_LABELS, StatusIcon } from '@tandem/ui/board';
import { Field, Select } from '@tandem/ui/forms';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type NewTask, UNASSIGNED } from './new-task-schema';

/** Props of {@link NewTaskChoices}. */
export interface NewTaskChoicesProps {
  form: UseFormReturn<NewTask>;
  /** The board's workflow states: offered instead of statuses when given. */
  states?: ReadonlyArray<BoardState>;
  people: ReadonlyMap<string, BoardPerson>;
}

/** Where a new task goes (its column, or its status) and who it is assigned to. */
export function NewTaskChoices({ form, states, people }: NewTaskChoicesProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {states ? (
        <Field label="Column">
          <Controller
            control={form.control}
            name="stateId"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={states.map((state) => ({
                  value: state.id,
                  label: state.name,
                  icon: <StatusIcon status={state.status ?? CATEGORY_STATUS[state.category]} />,
                }))}
              />
            )}
          />
        </Field>
      ) : (
        <Field label="Status">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={field.onChange}
                options={TASK_STATUSES.map((value) => ({
                  value,
                  label: STATUS_LABELS[value],
                  icon: <StatusIcon status={value} />,
                }))}
              />
            )}
          />
        </Field>
      )}
      <Field label="Assignee">
        <Controller
          control={form.control}
          name="assignee"
          render={({ field }) => (
            <Select
              value={field.value}
              onValueChange={field.onChange}
              options={[
                { value: UNASSIGNED, label: 'Unassigned' },
                ...[...people.values()].map((person) => ({
                  value: person.id,
                  label: person.name,
                })),
              ]}
            />
          )}
        />
      </Field>
    </div>
  );
}
