/** Options of {@link trelloFixture}. */
export interface TrelloFixtureOptions {
  /** Cards, open and archived. Default: 1,000. */
  cards?: number;
  /** Board name. Default: "Product roadmap". */
  name?: string;
  /** Emails of the board's members (one member each); cards are shared among them. Default: none. */
  memberEmails?: string[];
  /**
   * Members known only by name and username, as most Trello exports give them, after those of
   * `memberEmails`; cards are shared among all members. Default: none.
   */
  people?: { fullName: string; username: string }[];
}

const LISTS = ['Backlog', 'To Do', 'Doing', 'Review', 'Done'];
const LABELS: [string, string][] = [
  ['Bug', 'red'],
  ['Feature', 'green'],
  ['Design', 'purple'],
  ['Research', 'sky'],
  ['Urgent', 'orange_dark'],
  ['Customer', 'blue'],
  ['', 'yellow'],
  ['Tech debt', 'black_light'],
];
const VERBS = ['Design', 'Build', 'Fix', 'Review', 'Test', 'Document', 'Polish', 'Ship'];
const THINGS = [
  'the sign-up form',
  'search',
  'the billing page',
  'onboarding emails',
  'dark mode',
  'the API docs',
  'CSV export',
  'mobile layout',
];

const id = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(22, '0')}`;

function card(n: number, members: string[]) {
  const list = n % 37 === 0 ? id('l', 99) : id('l', n % LISTS.length);
  return {
    id: id('c', n),
    name: `${VERBS[n % VERBS.length]} ${THINGS[(n * 7) % THINGS.length]} #${n + 1}`,
    desc: n % 2 === 0 ? `Card ${n + 1}: **why** it matters.\n\n- first step\n- second step` : '',
    idList: list,
    closed: n % 50 === 49,
    pos: 16384 * (n + 1),
    due: n % 5 === 0 ? `2027-0${(n % 9) + 1}-1${n % 10}T12:00:00.000Z` : null,
    idLabels: [
      id('b', n % LABELS.length),
      ...(n % 3 === 0 ? [id('b', (n + 3) % LABELS.length)] : []),
    ],
    idMembers: members.length > 0 && n % 4 !== 3 ? [members[n % members.length]] : [],
  };
}

/**
 * A realistic Trello board export: five lists (and one archived list), eight labels (one
 * without a name), `cards` cards of which every 50th is archived, checklists on every third
 * card (two on every ninth), comments on every fourth and due dates on every fifth.
 * Deterministic: the same options give the same board.
 */
export function trelloFixture(options: TrelloFixtureOptions = {}) {
  const count = options.cards ?? 1000;
  const emails = options.memberEmails ?? [];
  const members = [
    ...emails.map((email, n) => ({
      id: id('m', n),
      fullName: `Member ${n + 1}`,
      username: `member${n + 1}`,
      email,
    })),
    ...(options.people ?? []).map((person, n) => ({
      id: id('p', n),
      fullName: person.fullName,
      username: person.username,
      email: null,
    })),
    { id: id('m', 90), fullName: 'Jane Roe', username: 'janeroe', email: null },
  ];
  const memberIds = members.map((m) => m.id);
  const cards = Array.from({ length: count }, (_, n) => card(n, memberIds));
  const checklists = cards.flatMap((c, n) =>
    n % 3 !== 0
      ? []
      : Array.from({ length: n % 9 === 0 ? 2 : 1 }, (_, k) => ({
          id: id(`k${k}`, n),
          idCard: c.id,
          name: k === 0 ? 'Steps' : 'Launch',
          pos: k,
          checkItems: Array.from({ length: 3 }, (_, i) => ({
            name: `Step ${i + 1} of ${c.name}`,
            state: i < n % 4 ? 'complete' : 'incomplete',
            pos: i,
          })),
        })),
  );
  const actions = cards.flatMap((c, n) =>
    n % 4 !== 0
      ? []
      : [
          {
            type: 'commentCard',
            date: `2026-0${(n % 9) + 1}-0${(n % 9) + 1}T09:30:00.000Z`,
            data: { text: `Looked at ${c.name}; next step agreed.`, card: { id: c.id } },
            memberCreator: {
              id: memberIds[n % memberIds.length],
              fullName: members[n % members.length]?.fullName,
              username: members[n % members.length]?.username,
            },
          },
          { type: 'updateCard', date: '2026-01-01T00:00:00.000Z', data: { card: { id: c.id } } },
        ],
  );
  return {
    id: id('x', 1),
    name: options.name ?? 'Product roadmap',
    desc: 'Everything we plan to build this year.',
    lists: [
      ...LISTS.map((name, n) => ({ id: id('l', n), name, closed: false, pos: 1024 * (n + 1) })),
      { id: id('l', 99), name: 'Old stuff', closed: true, pos: 99999 },
    ],
    labels: LABELS.map(([name, color], n) => ({ id: id('b', n), name, color })),
    cards,
    checklists,
    members,
    actions,
  };
}
