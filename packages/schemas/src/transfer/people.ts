import type { BoardImport } from './board-format.js';
import type { ImportPerson, ImportPlan } from './plan.js';

/** A member of the workspace an import's people can be matched to. */
export interface ImportMember {
  user_id: string;
  display_name: string;
  /** Their sign-in email; a member without one cannot be given cards by an import. */
  email: string | null;
}

/**
 * Who each person of a plan is in the workspace, by `ImportPerson.key`: a member's `user_id`,
 * or `null` to import their cards unassigned. A person not listed keeps what the file says.
 */
export type PeopleChoices = Readonly<Record<string, string | null>>;

/** Text compared as people read it: trimmed, inner spaces single, case and width ignored. */
function fold(text: string | null | undefined): string {
  return (text ?? '').normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The names a person may go by in the file: their name and username. */
function namesOfPerson(person: ImportPerson): Set<string> {
  return new Set([fold(person.name), fold(person.username)].filter((name) => name !== ''));
}

/** The names a member may go by: their display name and the part of their email before "@". */
function namesOfMember(member: ImportMember): string[] {
  return [fold(member.display_name), fold(member.email?.split('@')[0])].filter(
    (name) => name !== '',
  );
}

/**
 * The member `person` most likely is: the one with their email (ignoring case), else the one
 * member whose display name or email's user part equals the person's name or username
 * (trimmed, ignoring case). `null` when nobody matches, or when several do: a guess between
 * two people would give one of them the other's cards.
 */
export function proposeMember(
  person: ImportPerson,
  members: readonly ImportMember[],
): ImportMember | null {
  const email = fold(person.email);
  const byEmail = email ? members.find((member) => fold(member.email) === email) : undefined;
  if (byEmail) return byEmail;
  const names = namesOfPerson(person);
  const candidates = members.filter((member) =>
    namesOfMember(member).some((name) => names.has(name)),
  );
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

/** The proposed member of each of `people` (see {@link proposeMember}), as choices. */
export function proposeChoices(
  people: readonly ImportPerson[],
  members: readonly ImportMember[],
): Record<string, string | null> {
  return Object.fromEntries(
    people.map((person) => [person.key, proposeMember(person, members)?.user_id ?? null]),
  );
}

/**
 * `plan`'s board with each task given the member chosen for its person in `choices`, by that
 * member's email, which the database matches to the workspace's members again (an email that
 * is no member's leaves the task unassigned, whatever a client sends). A person chosen as
 * `null`, or as someone who is not in `members`, leaves their tasks unassigned; a person not
 * in `choices` keeps the file's email.
 */
export function assignPeople(
  plan: ImportPlan,
  choices: PeopleChoices,
  members: readonly ImportMember[],
): BoardImport {
  const emailOf = new Map(members.map((member) => [member.user_id, member.email]));
  const tasks = plan.board.tasks.map((task, n) => {
    const key = plan.assignees[n];
    if (key == null || !Object.hasOwn(choices, key)) return task;
    const chosen = choices[key];
    return { ...task, assignee_email: chosen ? (emailOf.get(chosen) ?? null) : null };
  });
  return { ...plan.board, tasks };
}
