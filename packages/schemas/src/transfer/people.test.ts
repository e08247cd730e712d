import { describe, expect, it } from 'vitest';
import { csvToPlan } from './csv.js';
import { assignPeople, type ImportMember, proposeChoices, proposeMember } from './people.js';
import type { ImportPerson } from './plan.js';
import { trelloToPlan } from './trello.js';
import { trelloFixture } from './trello-fixture.js';

const ada: ImportMember = {
  user_id: 'u-ada',
  display_name: 'Ada Lovelace',
  email: 'ada@acme.test',
};
const grace: ImportMember = {
  user_id: 'u-grace',
  display_name: 'Grace Hopper',
  email: 'ghopper@acme.test',
};
const alex1: ImportMember = { user_id: 'u-alex1', display_name: 'Alex', email: 'a1@acme.test' };
const alex2: ImportMember = { user_id: 'u-alex2', display_name: 'alex', email: 'a2@acme.test' };
const members = [ada, grace, alex1, alex2];

const person = (fields: Partial<ImportPerson>): ImportPerson => ({
  key: 'k',
  name: '',
  username: null,
  email: null,
  tasks: 1,
  ...fields,
});

describe('proposing a member for a person of the file', () => {
  it('matches by email first, ignoring case', () => {
    expect(proposeMember(person({ name: 'Someone', email: ' ADA@acme.test ' }), members)).toBe(ada);
  });

  it('matches by display name or username, trimmed and ignoring case', () => {
    expect(proposeMember(person({ name: '  ada   LOVELACE ' }), members)).toBe(ada);
    // A Trello username against the part of a member's email before "@".
    expect(proposeMember(person({ name: 'G. Hopper', username: 'ghopper' }), members)).toBe(grace);
    // A Trello username equal to a display name.
    expect(proposeMember(person({ name: 'Grace H', username: 'grace hopper' }), members)).toBe(
      grace,
    );
    // An email that is nobody's still lets the name match.
    expect(proposeMember(person({ name: 'Ada Lovelace', email: 'ada@home.test' }), members)).toBe(
      ada,
    );
  });

  it('proposes nobody when nothing matches or several members do', () => {
    expect(proposeMember(person({ name: 'Jane Roe', username: 'janeroe' }), members)).toBeNull();
    expect(proposeMember(person({ name: 'Alex' }), members)).toBeNull();
    // Name and username pointing at two different members are ambiguous too.
    expect(
      proposeMember(person({ name: 'Ada Lovelace', username: 'ghopper' }), members),
    ).toBeNull();
    expect(proposeMember(person({ name: '   ' }), members)).toBeNull();
  });

  it('gives every person a choice, null where nobody was proposed', () => {
    expect(
      proposeChoices(
        [person({ key: 'a', name: 'ada lovelace' }), person({ key: 'b', name: 'Nobody' })],
        members,
      ),
    ).toEqual({ a: 'u-ada', b: null });
  });
});

describe('assigning the chosen members', () => {
  const plan = trelloToPlan(
    trelloFixture({
      cards: 12,
      people: [{ fullName: 'Ada Lovelace', username: 'ada' }],
    }),
  );

  it('lists Trello members without emails as people, keyed by their Trello id', () => {
    expect(plan.people.map((p) => [p.name, p.username, p.email])).toEqual([
      ['Jane Roe', 'janeroe', null],
      ['Ada Lovelace', 'ada', null],
    ]);
    expect(plan.assignees).toHaveLength(plan.board.tasks.length);
    // Nobody in the file has an email, so nothing would be assigned without the mapping.
    expect(plan.board.tasks.every((task) => task.assignee_email === null)).toBe(true);
  });

  it('gives each task its person’s member by email, and leaves the rest unassigned', () => {
    const [jane, adaPerson] = plan.people;
    const board = assignPeople(
      plan,
      { [adaPerson?.key ?? '']: 'u-ada', [jane?.key ?? '']: null },
      members,
    );
    const emails = board.tasks.map((task) => task.assignee_email);
    plan.assignees.forEach((key, n) => {
      expect(emails[n]).toBe(key === adaPerson?.key ? 'ada@acme.test' : null);
    });
    expect(emails).toContain('ada@acme.test');
  });

  it('leaves unassigned a person mapped to someone who is no member', () => {
    const choices = Object.fromEntries(plan.people.map((p) => [p.key, 'u-stranger']));
    const board = assignPeople(plan, choices, members);
    expect(board.tasks.every((task) => task.assignee_email === null)).toBe(true);
  });

  it('keeps the file’s email for a person without a choice', () => {
    const csv = csvToPlan(
      [
        { Title: 'One', Owner: 'x@acme.test' },
        { Title: 'Two', Owner: 'Grace Hopper' },
        { Title: 'Three', Owner: 'grace hopper ' },
      ],
      { title: 'Title', assignee: 'Owner' },
      'Sheet',
    );
    expect(csv.people).toEqual([
      { key: 'x@acme.test', name: 'x@acme.test', username: null, email: 'x@acme.test', tasks: 1 },
      { key: 'grace hopper', name: 'Grace Hopper', username: null, email: null, tasks: 2 },
    ]);
    const board = assignPeople(csv, proposeChoices(csv.people.slice(1), members), members);
    expect(board.tasks.map((task) => task.assignee_email)).toEqual([
      'x@acme.test',
      'ghopper@acme.test',
      'ghopper@acme.test',
    ]);
  });
});
