import { describe, expect, it } from 'vitest';
import { rankCommand, rankGroups } from './command-rank';

const rank = (label: string, search: string, keywords?: string[]) =>
  rankCommand(label, search, keywords);

describe('rankCommand', () => {
  it('ranks an exact name, then a name’s start, then a word’s start', () => {
    const exact = rank('Acme', 'acme');
    const prefix = rank('Acme Product', 'acme');
    const word = rank('Visit Acme', 'acme');
    expect(exact).toBe(1);
    expect(prefix).toBeLessThan(exact);
    expect(word).toBeLessThan(prefix);
  });

  it('puts every whole-word match above any loose one', () => {
    const loose = rank('#7 Add cache metrics everywhere', 'acme');
    expect(loose).toBeGreaterThan(0);
    expect(loose).toBeLessThan(rank('Visit Acme', 'acme'));
    expect(loose).toBeLessThan(rank('Workspace', 'acme', ['acme']));
    expect(loose).toBeLessThan(rank('Reacme', 'acme'));
  });

  it('finds commands by their keywords, by a keyword’s start too', () => {
    expect(rank('Sign out', 'log', ['log out'])).toBeGreaterThan(0.5);
    expect(rank('Profile settings', 'account', ['account'])).toBeGreaterThan(0.5);
  });

  it('puts the group of the best match first and drops what does not match', () => {
    const groups = [
      {
        heading: 'Tasks',
        items: [{ label: '#2 Track a commit message' }, { label: '#3 Unrelated' }],
      },
      { heading: 'Workspaces', items: [{ label: 'Beta' }, { label: 'Acme Product' }] },
    ];
    expect(
      rankGroups(groups, 'acme').map((group) => [
        group.heading,
        group.items.map((item) => item.label),
      ]),
    ).toEqual([
      ['Workspaces', ['Acme Product']],
      ['Tasks', ['#2 Track a commit message']],
    ]);
    expect(rankGroups(groups, '')).toEqual(groups);
  });

  it('shows everything for an empty search and nothing unrelated', () => {
    expect(rank('Anything', '  ')).toBe(1);
    expect(rank('Dark theme', 'zzz')).toBe(0);
  });
});
