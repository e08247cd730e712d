import { describe, expect, it } from 'vitest';
import { boardImportSchema } from './board-format.js';
import { csvColumns, csvToPlan, guessCsvMapping } from './csv.js';
import { noteMessage } from './plan.js';
import { previewImport } from './preview.js';
import { type BoardExport, boardToCsvRows, detectImportFormat } from './tandem.js';
import { trelloToPlan } from './trello.js';
import { trelloFixture } from './trello-fixture.js';

describe('Trello import', () => {
  const fixture = trelloFixture({ memberEmails: ['ada@example.test'] });
  const plan = trelloToPlan(fixture);

  it('turns open lists into columns and open cards into valid tasks', () => {
    expect(plan.board.states.map((s) => [s.name, s.category])).toEqual([
      ['Backlog', 'backlog'],
      ['To Do', 'unstarted'],
      ['Doing', 'started'],
      ['Review', 'started'],
      ['Done', 'completed'],
    ]);
    const open = fixture.cards.filter(
      (c) => !c.closed && !c.idList.startsWith('l0000000000000000000063'),
    );
    expect(plan.board.tasks).toHaveLength(open.length);
    expect(boardImportSchema.safeParse(plan.board).success).toBe(true);
  });

  it('keeps descriptions, labels, checklists, due dates and comments', () => {
    const first = plan.board.tasks[0];
    expect(first?.title).toBe('Document onboarding emails #6');
    const withAll = plan.board.tasks.find((t) => t.title.endsWith('#91'));
    expect(withAll).toMatchObject({
      description: expect.stringContaining('**why**'),
      labels: ['Design', 'Customer'],
      due_date: '2027-01-10',
    });
    expect(withAll?.checklist?.map((i) => i.title)[0]).toBe('Steps: Step 1 of Fix CSV export #91');
    expect(withAll?.checklist).toHaveLength(6);
    expect(plan.board.tasks.find((t) => t.title.endsWith('#5'))?.comments?.[0]).toMatchObject({
      author_name: 'Member 1',
      author_email: 'ada@example.test',
    });
    // The colour-only label is named after its colour.
    expect(plan.board.labels).toContainEqual({ name: 'yellow', color: 'amber' });
  });

  it('counts what it leaves out and who it could not match', () => {
    const messages = plan.notes.map(noteMessage);
    expect(messages).toContain('1 archived list was left out');
    expect(messages.some((m) => /^\d+ archived cards were left out$/.test(m))).toBe(true);
    const ada = { user_id: 'u-ada', display_name: 'Ada L.', email: 'ADA@example.test' };
    const preview = previewImport(plan, [ada]);
    expect(preview.people.map((p) => [p.person.name, p.proposed?.user_id ?? null])).toEqual([
      ['Jane Roe', null],
      ['Member 1', 'u-ada'],
    ]);
    expect(preview.members).toEqual([ada]);
    expect(preview.comments).toBeGreaterThan(200);
  });
});

describe('CSV import', () => {
  it('guesses the mapping from the headers and reads the rows through it', () => {
    const mapping = guessCsvMapping(['Name', 'Status', 'Tags', 'Deadline', 'Notes']);
    expect(mapping).toEqual({
      title: 'Name',
      state: 'Status',
      labels: 'Tags',
      due_date: 'Deadline',
      description: 'Notes',
    });
    const plan = csvToPlan(
      [
        { Name: 'One', Status: 'Doing', Tags: 'a; b', Deadline: 'March 3, 2027', Notes: '' },
        { Name: '', Status: 'Done', Tags: '', Deadline: '', Notes: '' },
        { Name: 'Two', Status: 'done', Tags: '', Deadline: 'soon', Notes: 'x' },
      ],
      mapping as NonNullable<typeof mapping>,
      'Sheet',
    );
    expect(plan.board.states.map((s) => s.category)).toEqual(['started', 'completed']);
    expect(plan.board.tasks.map((t) => [t.title, t.state, t.labels, t.due_date])).toEqual([
      ['One', 0, ['a', 'b'], '2027-03-03'],
      ['Two', 1, [], null],
    ]);
    expect(plan.notes.map(noteMessage)).toEqual([
      '1 row without a title was left out',
      '1 due date could not be read and was left out',
    ]);
  });

  it('reads Tandem’s own CSV export back into the same tasks', () => {
    const exported: BoardExport = {
      format: 'tandem.board',
      version: 1,
      exported_at: '2026-11-27T00:00:00Z',
      board: { name: 'B', description: null },
      states: [{ name: 'To do', category: 'unstarted', color: '#5d5d68' }],
      labels: [],
      tasks: [
        {
          number: 4,
          title: 'Write, "quote"',
          description: 'Line\nline',
          state: 0,
          priority: 'high',
          due_date: '2027-01-02',
          labels: ['x', 'y'],
          assignee_email: 'a@example.test',
          checklist: [
            { title: 'one', done: true },
            { title: 'two', done: false },
          ],
        },
      ],
    };
    const rows = boardToCsvRows(exported);
    const mapping = guessCsvMapping(Object.keys(rows[0] ?? {}));
    expect(mapping?.title).toBe('Title');
    const { number: _n, ...task } = exported.tasks[0] as BoardExport['tasks'][number];
    const plan = csvToPlan(rows, mapping as NonNullable<typeof mapping>, 'B');
    expect(plan.board.tasks).toEqual([task]);
  });
});

describe('format detection', () => {
  it('tells Tandem, Trello and CSV files apart', () => {
    expect(detectImportFormat('b.json', '{"format":"tandem.board"}').format).toBe('tandem');
    expect(detectImportFormat('t.json', '{"lists":[],"cards":[]}').format).toBe('trello');
    expect(detectImportFormat('s.csv', 'Title,State\nA,B').format).toBe('csv');
    expect(detectImportFormat('x.json', '{"nope":1}').format).toBe('unknown');
    expect(detectImportFormat('x.json', '{broken').format).toBe('unknown');
  });
});

describe('CSV board name and column order', () => {
  const rows = [
    { Task: 'Ship it', Status: 'Done' },
    { Task: 'Write it', Status: 'Doing' },
    { Task: '', Status: 'Nowhere' },
    { Task: 'Plan it', Status: '' },
    { Task: 'Check it', Status: 'doing' },
  ];
  const mapping = { title: 'Task', state: 'Status' };

  it('lists the distinct columns of titled rows in order of first appearance', () => {
    expect(csvColumns(rows, mapping)).toEqual(['Done', 'Doing', 'To do']);
    expect(csvColumns([], mapping)).toEqual(['To do']);
  });

  it('names the board and orders its columns as the importer chose', () => {
    const plan = csvToPlan(rows, mapping, {
      name: '  Launch  ',
      columnOrder: ['to do', 'Doing', 'Done'],
    });
    expect(plan.board.board.name).toBe('Launch');
    expect(plan.board.states.map((s) => s.name)).toEqual(['To do', 'Doing', 'Done']);
    expect(plan.board.tasks.map((t) => [t.title, plan.board.states[t.state]?.name])).toEqual([
      ['Ship it', 'Done'],
      ['Write it', 'Doing'],
      ['Plan it', 'To do'],
      ['Check it', 'Doing'],
    ]);
  });

  it('puts columns the order leaves out after, in order of first appearance', () => {
    const plan = csvToPlan(rows, mapping, { name: 'B', columnOrder: ['To do'] });
    expect(plan.board.states.map((s) => s.name)).toEqual(['To do', 'Done', 'Doing']);
  });

  it('keeps 15 columns, the rows of later ones joining the last, and says so once a list', () => {
    const many = Array.from({ length: 17 }, (_, n) => ({ Task: `T${n}`, Status: `S${n}` }));
    const order = csvColumns(many, mapping).reverse();
    const plan = csvToPlan(many, mapping, { name: 'B', columnOrder: order });
    expect(plan.board.states).toHaveLength(15);
    expect(plan.board.states[0]?.name).toBe('S16');
    expect(plan.board.tasks.find((t) => t.title === 'T0')?.state).toBe(14);
    expect(plan.notes.map(noteMessage)).toEqual([
      '2 lists past the 15th became part of the last column',
    ]);
  });
});
