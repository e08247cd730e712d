import { describe, expect, it } from 'vitest';
import { insertMention, matchMembers, mentionQueryAt } from './mention-query';
import { mentionedIds, mentionToken, resolverFor, splitMentions } from './mention-tokens';

const MIA = '0b8e9a3c-58a4-4a6e-9d1c-2f6f3f1b7a01';
const LEO = '6d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d02';

const members = [
  { id: MIA, name: 'Mia Chen', email: 'mia@acme.test' },
  { id: LEO, name: 'Leo Okafor', email: 'leo@acme.test' },
  { id: 'c1', name: 'Ada Lovelace', email: 'countess@analytical.test' },
  { id: 'c2', name: 'Emil Amara', email: 'emil@acme.test' },
];

describe('mention tokens', () => {
  it('splits text into runs and mentions', () => {
    expect(splitMentions(`Hi ${mentionToken(MIA)}, ask @[${LEO.toUpperCase()}].`)).toEqual([
      'Hi ',
      { mention: MIA },
      ', ask ',
      { mention: LEO },
      '.',
    ]);
    expect(splitMentions('no mentions, an email a@b.test and @[not-an-id]')).toEqual([
      'no mentions, an email a@b.test and @[not-an-id]',
    ]);
  });

  it('lists each mentioned id once', () => {
    expect(mentionedIds(`@[${MIA}] @[${LEO}] @[${MIA}]`)).toEqual([MIA, LEO]);
  });

  it('resolves names from a member list', () => {
    const resolve = resolverFor(members);
    expect(resolve(MIA.toUpperCase())).toBe('Mia Chen');
    expect(resolve('8f0c5f3e-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describe('mentionQueryAt', () => {
  it('finds the @ being typed at the caret', () => {
    expect(mentionQueryAt('Hi @mi', 6)).toEqual({ start: 3, text: 'mi' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, text: '' });
    expect(mentionQueryAt('(@leo', 5)).toEqual({ start: 1, text: 'leo' });
    expect(mentionQueryAt('Hi @mia chen', 12)).toEqual({ start: 3, text: 'mia chen' });
  });

  it('ignores an @ inside a word, after a line break, or a token already written', () => {
    expect(mentionQueryAt('mail mia@acme.test', 18)).toBeNull();
    expect(mentionQueryAt('@mia\nthen', 9)).toBeNull();
    expect(mentionQueryAt(`${mentionToken(MIA)} `, 39)).toBeNull();
    expect(mentionQueryAt('@ mia', 5)).toBeNull();
    expect(mentionQueryAt('no at sign', 5)).toBeNull();
  });
});

describe('matchMembers', () => {
  it('ranks name starts, then word starts, then emails, then anywhere', () => {
    expect(matchMembers(members, 'a').map((m) => m.name)).toEqual([
      'Ada Lovelace',
      'Emil Amara',
      'Leo Okafor',
      'Mia Chen',
    ]);
    expect(matchMembers(members, 'count').map((m) => m.name)).toEqual(['Ada Lovelace']);
    expect(matchMembers(members, 'mia c').map((m) => m.name)).toEqual(['Mia Chen']);
    expect(matchMembers(members, 'zed')).toEqual([]);
    // The domain everyone shares matches nobody.
    expect(matchMembers(members, 'acme')).toEqual([]);
  });

  it('lists everyone for an empty query, up to the limit', () => {
    expect(matchMembers(members, '')).toHaveLength(4);
    expect(matchMembers(members, '', 2)).toHaveLength(2);
  });
});

describe('insertMention', () => {
  it('replaces the query with the token and puts the caret after it', () => {
    const text = 'Hi @mi, thanks';
    const result = insertMention(text, { start: 3, text: 'mi' }, 6, members[0] as never);
    expect(result.text).toBe(`Hi @[${MIA}], thanks`);
    expect(result.caret).toBe(3 + mentionToken(MIA).length);
    const beforeSpace = insertMention('@m and', { start: 0, text: 'm' }, 2, members[0] as never);
    expect(beforeSpace).toEqual({ text: `@[${MIA}] and`, caret: mentionToken(MIA).length + 1 });
    const atEnd = insertMention('cc @le', { start: 3, text: 'le' }, 6, members[1] as never);
    expect(atEnd.text).toBe(`cc @[${LEO}] `);
  });
});
