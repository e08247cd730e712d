import { describe, expect, it } from 'vitest';
import type { BoardImport } from './board-format.js';
import { csvToPlan } from './csv.js';
import { foldLabelCase } from './label-case.js';

const board = (labels: string[], tasks: string[][]): BoardImport => ({
  board: { name: 'Board', description: null },
  states: [{ name: 'To do', category: 'unstarted', color: '#5d5d68' }],
  labels: labels.map((name) => ({ name, color: 'gray' })),
  tasks: tasks.map((names, n) => ({ title: `Task ${n + 1}`, state: 0, labels: names })),
});

describe('foldLabelCase', () => {
  it('makes labels that differ only in case one, spelled as the board first does', () => {
    const folded = foldLabelCase(board(['Copy', 'copy', 'Bug'], [['copy', 'COPY'], ['bug']]));
    expect(folded.labels.map((l) => l.name)).toEqual(['Copy', 'Bug']);
    expect(folded.tasks.map((t) => t.labels)).toEqual([['Copy'], ['Bug']]);
  });

  it('spells a label as the workspace already does', () => {
    const folded = foldLabelCase(board(['copy'], [['COPY', 'New']]), ['Copy', 'Other']);
    expect(folded.labels.map((l) => l.name)).toEqual(['Copy']);
    expect(folded.tasks.map((t) => t.labels)).toEqual([['Copy', 'New']]);
  });

  it('leaves labels that differ by more than case apart', () => {
    const folded = foldLabelCase(board(['Café', 'Cafe'], [['café', 'Cafe']]));
    expect(folded.labels.map((l) => l.name)).toEqual(['Café', 'Cafe']);
    expect(folded.tasks.map((t) => t.labels)).toEqual([['Café', 'Cafe']]);
  });

  it('is how a CSV file’s labels are read', () => {
    const plan = csvToPlan(
      [
        { Name: 'One', Tags: 'Copy, copy' },
        { Name: 'Two', Tags: 'COPY' },
      ],
      { title: 'Name', labels: 'Tags' },
      'Sheet',
    );
    expect(plan.board.labels.map((l) => l.name)).toEqual(['Copy']);
    expect(plan.board.tasks.map((t) => t.labels)).toEqual([['Copy'], ['Copy']]);
  });
});
