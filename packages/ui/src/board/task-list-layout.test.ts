import { describe, expect, it } from 'vitest';
import { layoutFor } from './task-list-layout';

describe('layoutFor', () => {
  it('draws the checkbox column first, and a track for it, while rows can be selected', () => {
    const plain = layoutFor(1200);
    const selectable = layoutFor(1200, true);
    expect(selectable.columns).toEqual(['select', ...plain.columns]);
    expect(selectable.template.split(' ')).toHaveLength(plain.template.split(' ').length + 1);
  });

  it('gives a phone row its checkbox across both stacked lines', () => {
    const phone = layoutFor(390, true);
    expect(phone.compact).toBe(true);
    expect(phone.columns[0]).toBe('select');
    expect(phone.areas).toMatch(/^"select title .*" "select number /);
  });
});
