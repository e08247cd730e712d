import { splitTopLevel } from '../../filter-syntax.js';
import { parseError } from '../errors.js';
import type { OrderTerm } from './ast.js';
import { parseFieldPath } from './select.js';

/** Parses `order=a.desc.nullslast,b,rel(c).asc`. */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((raw) => {
    const part = raw.trim();
    const fail = (): never => {
      throw parseError(
        `"failed to parse order (${text})" (line 1, column 1)`,
        `unexpected "${part}" expecting field name, ".asc", ".desc", ".nullsfirst" or ".nullslast"`,
      );
    };
    if (!part) fail();
    const segments = part.split('.');
    const modifiers: string[] = [];
    while (
      segments.length > 1 &&
      ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(segments[segments.length - 1] ?? '')
    ) {
      modifiers.unshift(segments.pop() as string);
    }
    let fieldText = segments.join('.');
    let relation: string | undefined;
    const related = /^([^()]+)\(([^()]+)\)$/.exec(fieldText);
    if (related) {
      relation = related[1];
      fieldText = related[2] ?? '';
    }
    const term: OrderTerm = { field: parseFieldPath(fieldText), relation };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') {
        if (term.direction) fail();
        term.direction = modifier;
      } else {
        if (term.nulls) fail();
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      }
    }
    return term;
  });
}
