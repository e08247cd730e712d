import type { ImportMember, PeopleChoices, PersonMatch } from '@tandem/schemas';
import { Field, Select, type SelectOption } from '@tandem/ui/forms';
import { useId } from 'react';

const UNASSIGNED = '__unassigned__';

/** Props of {@link ImportPeopleSection}. */
export interface ImportPeopleSectionProps {
  people: PersonMatch[];
  members: ImportMember[];
  choices: PeopleChoices;
  /** The person `key` is `userId` here, or nobody (`null`). */
  onChoose: (key: string, userId: string | null) => void;
}

/** The members as choices, by name; two of one name are told apart by their email. */
function memberOptions(members: ImportMember[]): SelectOption[] {
  const sorted = [...members].sort((a, b) =>
    a.display_name.localeCompare(b.display_name, undefined, { sensitivity: 'base' }),
  );
  const shared = (member: ImportMember) =>
    sorted.some(
      (other) =>
        other !== member &&
        other.display_name.localeCompare(member.display_name, undefined, {
          sensitivity: 'base',
        }) === 0,
    );
  return [
    { value: UNASSIGNED, label: 'Leave unassigned' },
    ...sorted.map((member) => ({
      value: member.user_id,
      label:
        shared(member) && member.email
          ? `${member.display_name} (${member.email})`
          : member.display_name,
      // An import assigns by email: a member without one cannot be given cards.
      disabled: member.email === null,
    })),
  ];
}

/** What the file says of a person besides their name: username, email, number of cards. */
function detailsOf(match: PersonMatch): string {
  const { person } = match;
  const cards = `${person.tasks.toLocaleString()} ${person.tasks === 1 ? 'card' : 'cards'}`;
  return [
    person.username ? `@${person.username}` : null,
    person.email && person.email !== person.name ? person.email : null,
    cards,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * Who each person a file assigns cards to is in this workspace: one select each, starting at
 * the proposed member (by email, else by name or username) or "Leave unassigned". Comments keep
 * their author's name as written in the file whatever is chosen here.
 */
export function ImportPeopleSection({
  people,
  members,
  choices,
  onChoose,
}: ImportPeopleSectionProps) {
  const heading = useId();
  const options = memberOptions(members);
  const matched = people.filter(({ person }) => choices[person.key]).length;
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h3 id={heading} className="font-medium text-fg text-sm">
          People
        </h3>
        <p className="text-muted text-sm">
          {matched} of {people.length} {people.length === 1 ? 'person' : 'people'} matched to
          members. Check who each one is here: their cards are assigned to that member. Comments are
          imported as yours, marked “Originally by” their author.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {people.map((match) => (
          <Field key={match.person.key} label={match.person.name} description={detailsOf(match)}>
            <Select
              options={options}
              value={choices[match.person.key] ?? UNASSIGNED}
              onValueChange={(value) =>
                onChoose(match.person.key, value === UNASSIGNED ? null : value)
              }
            />
          </Field>
        ))}
      </div>
    </section>
  );
}
