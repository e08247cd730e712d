import { describe, expect, it } from 'vitest';
import { labelChoices } from './label-options';

const options = [
  { name: 'bug', color: 'red' as const },
  { name: 'debug', color: 'gray' as const },
  { name: 'docs', color: 'blue' as const },
];

describe('labelChoices', () => {
  it('lists every label the task does not carry while nothing is typed', () => {
    expect(
      labelChoices('', options, ['docs']).map((c) => c.kind === 'pick' && c.label.name),
    ).toEqual(['bug', 'debug']);
  });

  it('puts an exact match first and offers no "Create" for it', () => {
    expect(labelChoices('BUG', options, []).map((c) => c.kind === 'pick' && c.label.name)).toEqual([
      'bug',
      'debug',
    ]);
  });

  it('offers to create a new name after the matches', () => {
    expect(labelChoices(' do ', options, [])).toEqual([
      { kind: 'pick', label: options[2] },
      { kind: 'create', name: 'do' },
    ]);
  });

  it('offers nothing for a name the task already carries', () => {
    expect(labelChoices('docs', options, ['docs'])).toEqual([]);
  });
});
