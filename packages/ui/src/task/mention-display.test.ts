import { describe, expect, it } from 'vitest';
import { mentionDisplay } from './mention-display';
import { mentionToken } from './mention-tokens';

const MIA = '0b8e9a3c-58a4-4a6e-9d1c-2f6f3f1b7a01';
const LEO = '6d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d02';
const SAM1 = '1d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d03';
const SAM2 = '2d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d04';
const members = [
  { id: MIA, name: 'Mia Chen' },
  { id: LEO, name: 'Leo (QA) O.' },
  { id: SAM1, name: 'Sam' },
  { id: SAM2, name: 'Sam' },
];
const display = mentionDisplay(members);

describe('mentionDisplay', () => {
  it('shows tokens as names and stores names as tokens, both ways without loss', () => {
    const stored = `Thanks ${mentionToken(MIA)}, and (${mentionToken(LEO)}).`;
    const shown = 'Thanks @Mia Chen, and (@Leo (QA) O.).';
    expect(display.show(stored)).toBe(shown);
    expect(display.store(shown)).toBe(stored);
    expect(display.store(display.show(stored))).toBe(stored);
  });

  it('keeps a token for names two members share, and for members it does not know', () => {
    const unknown = mentionToken('9d1f0c44-1e0b-4d4c-8f5e-0a7c2b9e4d09');
    const stored = `${mentionToken(SAM1)} and ${unknown}`;
    expect(display.show(stored)).toBe(stored);
    expect(display.written(members[2] as never)).toBe(mentionToken(SAM1));
    expect(display.written(members[0] as never)).toBe('@Mia Chen');
  });

  it('reads a name only as a whole word after a space or bracket, not in an address', () => {
    expect(display.store('@Mia Chenko and mail@Mia Chen')).toBe('@Mia Chenko and mail@Mia Chen');
    expect(display.store('@Mia Chen\n')).toBe(`${mentionToken(MIA)}\n`);
  });

  it('passes text through without members', () => {
    const none = mentionDisplay(undefined);
    expect(none.show(`Hi ${mentionToken(MIA)}`)).toBe(`Hi ${mentionToken(MIA)}`);
    expect(none.store('Hi @Mia Chen')).toBe('Hi @Mia Chen');
  });

  it('tells a name written out in full from one still being typed', () => {
    const shown = 'cc @Mia Chen and @Mia';
    expect(display.writtenAt(shown, 3)).toBe(true);
    expect(display.writtenAt(shown, shown.lastIndexOf('@'))).toBe(false);
    expect(mentionDisplay(undefined).writtenAt(shown, 3)).toBe(false);
  });
});
