// Helpers shared by the unit tests; not exported from the package.
import { expect, it } from 'vitest';
import type * as z from 'zod/mini';

/** The messages of every issue `schema` reports for `value`, or `[]` when it parses. */
export function messagesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The issues `schema` reports for `value`, as `path: message` strings. */
export function issuesOf(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Parses `value`, failing the test with the issues if it does not parse. */
export function parseOk<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`expected a valid value, got: ${issuesOf(schema, value).join('; ')}`);
  }
  return result.data;
}

/** Parses `value` with an object schema and returns one field of the result. */
function parsedField(schema: z.ZodMiniType, value: unknown, field: string): unknown {
  return (parseOk(schema, value) as Record<string, unknown>)[field];
}

/** `'x'` repeated `length` times. */
export const text = (length: number, char = 'x'): string => char.repeat(length);

/** Options of {@link itEnforcesRequiredText}. */
interface RequiredTextCase {
  schema: z.ZodMiniType;
  /** A valid input the field is merged into. */
  base: Record<string, unknown>;
  field: string;
  label: string;
  max: number;
  /** Message for an empty value. Default: "<label> is required". */
  requiredMessage?: string;
}

/**
 * Registers the boundary tests of a required, trimmed text field of an object schema: the
 * shortest and longest valid value, one past each, whitespace only, trimming and wrong types.
 */
export function itEnforcesRequiredText(c: RequiredTextCase): void {
  const at = (value: unknown) => ({ ...c.base, [c.field]: value });
  const required = c.requiredMessage ?? `${c.label} is required`;
  const tooLong = `${c.field}: ${c.label} must be at most ${c.max} characters`;

  it(`${c.field}: accepts 1 and ${c.max} characters, refuses 0 and ${c.max + 1}`, () => {
    expect(parsedField(c.schema, at('a'), c.field)).toBe('a');
    expect(parsedField(c.schema, at(text(c.max)), c.field)).toBe(text(c.max));
    expect(issuesOf(c.schema, at(''))).toEqual([`${c.field}: ${required}`]);
    expect(issuesOf(c.schema, at(text(c.max + 1)))).toEqual([tooLong]);
  });

  it(`${c.field}: trims before measuring; whitespace only is empty`, () => {
    expect(parsedField(c.schema, at(`  ${text(c.max)}\n\t`), c.field)).toBe(text(c.max));
    expect(issuesOf(c.schema, at(' \n\t '))).toEqual([`${c.field}: ${required}`]);
  });

  it(`${c.field}: refuses wrong types`, () => {
    expect(issuesOf(c.schema, at(42))).toEqual([`${c.field}: ${c.label} must be text`]);
    expect(issuesOf(c.schema, at(['a']))).toEqual([`${c.field}: ${c.label} must be text`]);
    expect(issuesOf(c.schema, at(null))).toEqual([`${c.field}: ${required}`]);
  });
}

/** Options of {@link itEnforcesOptionalText}. */
interface OptionalTextCase {
  schema: z.ZodMiniType;
  base: Record<string, unknown>;
  field: string;
  label: string;
  max: number;
}

/**
 * Registers the boundary tests of an optional, trimmed text field: longest valid value, one
 * past it, trimming, empty and `null` becoming `null`, wrong types.
 */
export function itEnforcesOptionalText(c: OptionalTextCase): void {
  const at = (value: unknown) => ({ ...c.base, [c.field]: value });

  it(`${c.field}: accepts ${c.max} characters, refuses ${c.max + 1}`, () => {
    expect(parsedField(c.schema, at(text(c.max)), c.field)).toBe(text(c.max));
    expect(parsedField(c.schema, at('a'), c.field)).toBe('a');
    expect(issuesOf(c.schema, at(text(c.max + 1)))).toEqual([
      `${c.field}: ${c.label} must be at most ${c.max} characters`,
    ]);
  });

  it(`${c.field}: trims; empty, whitespace only and null become null`, () => {
    expect(parsedField(c.schema, at(`  ${text(c.max)} `), c.field)).toBe(text(c.max));
    expect(parsedField(c.schema, at(''), c.field)).toBeNull();
    expect(parsedField(c.schema, at('  \n '), c.field)).toBeNull();
    expect(parsedField(c.schema, at(null), c.field)).toBeNull();
  });

  it(`${c.field}: refuses wrong types`, () => {
    expect(issuesOf(c.schema, at(7))).toEqual([`${c.field}: ${c.label} must be text`]);
  });
}
