import { IMPORT_PART_MAX_BYTES, IMPORT_PART_ROWS_MAX, IMPORT_PART_SIZE } from '@tandem/schemas';
import { describe, expect, it } from 'vitest';
import { TandemError } from '../src/errors/tandem-error.js';
import { neutraliseCsvCell, restoreCsvCell } from '../src/transfer/csv-formulas.js';
import { importParts } from '../src/transfer/import-board.js';

describe('CSV formula cells', () => {
  it('start with a quote when a spreadsheet would run them, and read back exactly', () => {
    const cells = ['=1+1', '+1', '-1', '@A1', '\tTab', '\rReturn', "'=x", "''+y"];
    expect(cells.map(neutraliseCsvCell)).toEqual(cells.map((cell) => `'${cell}`));
    const ordinary = ['', 'Plain', "'quoted'", "It's", 'a=b', ' =spaced', '1-2'];
    expect(ordinary.map(neutraliseCsvCell)).toEqual(ordinary);
    for (const cell of [...cells, ...ordinary]) {
      expect(restoreCsvCell(neutraliseCsvCell(cell))).toBe(cell);
    }
  });
});

describe('importParts', () => {
  const task = (items: number) => ({
    title: 'T',
    state: 0,
    checklist: Array.from({ length: items }, () => ({ title: 'i', done: false })),
  });

  it('cuts parts of IMPORT_PART_SIZE tasks while they stay within the rows of a part', () => {
    const parts = importParts(Array.from({ length: IMPORT_PART_SIZE * 2 + 1 }, () => task(1)));
    expect(parts.map((p) => p.length)).toEqual([IMPORT_PART_SIZE, IMPORT_PART_SIZE, 1]);
  });

  it('cuts smaller parts when checklists make them heavy', () => {
    const parts = importParts(Array.from({ length: 2000 }, () => task(45)));
    const perPart = Math.floor(IMPORT_PART_ROWS_MAX / 46);
    expect(parts.length).toBe(Math.ceil(2000 / perPart));
    expect(parts.every((p) => p.length * 46 <= IMPORT_PART_ROWS_MAX)).toBe(true);
    expect(parts.flat()).toHaveLength(2000);
  });

  it('cuts parts of at most IMPORT_PART_MAX_BYTES of JSON, counting bytes, not characters', () => {
    // 9,000 characters of 3-byte text: 27 kB a task, so about 190 fit a part, not 500.
    const heavy = { title: 'T', state: 0, description: '€'.repeat(9000) };
    const parts = importParts(Array.from({ length: IMPORT_PART_SIZE }, () => heavy));
    const bytes = (part: unknown[]) => new TextEncoder().encode(JSON.stringify(part)).byteLength;
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => bytes(part) <= IMPORT_PART_MAX_BYTES)).toBe(true);
    expect(bytes([...(parts[0] ?? []), heavy])).toBeGreaterThan(IMPORT_PART_MAX_BYTES);
    expect(parts.flat()).toHaveLength(IMPORT_PART_SIZE);
  });

  it('refuses a task that alone is over a part’s bytes, before anything is sent', () => {
    const comments = Array.from({ length: 1400 }, () => ({ body: 'x'.repeat(4000) }));
    const huge = { title: 'T', state: 0, comments };
    expect(() => importParts([huge])).toThrow(TandemError);
    expect(() => importParts([huge])).toThrow(
      expect.objectContaining({ code: 'import/too-large' }),
    );
  });
});
