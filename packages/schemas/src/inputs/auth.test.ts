import { describe, expect, it } from 'vitest';
import { issuesOf, itEnforcesRequiredText, parseOk } from '../test-utils.js';
import {
  forgotPasswordInputSchema,
  magicLinkInputSchema,
  passwordChangeInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from './auth.js';

const signUp = { email: ' Ann@Example.com ', password: 'hunter22', display_name: ' Ann ' };

describe('signUpInputSchema', () => {
  it('normalises the email and trims the display name, keeping the password as typed', () => {
    expect(parseOk(signUpInputSchema, signUp)).toEqual({
      email: 'ann@example.com',
      password: 'hunter22',
      display_name: 'Ann',
    });
  });

  it('applies the new-password rules', () => {
    expect(issuesOf(signUpInputSchema, { ...signUp, password: 'hunter' })).toEqual([
      'password: Password must be at least 8 characters',
      'password: Password must contain a digit',
    ]);
  });

  it('reports every missing field', () => {
    expect(issuesOf(signUpInputSchema, {})).toEqual([
      'email: Email is required',
      'password: Password is required',
      'display_name: Display name is required',
    ]);
  });

  itEnforcesRequiredText({
    schema: signUpInputSchema,
    base: signUp,
    field: 'display_name',
    label: 'Display name',
    max: 60,
  });
});

describe('signInInputSchema', () => {
  it('normalises the email and only requires a password', () => {
    expect(parseOk(signInInputSchema, { email: 'ANN@example.com', password: 'old' })).toEqual({
      email: 'ann@example.com',
      password: 'old',
    });
    expect(issuesOf(signInInputSchema, { email: 'ann', password: '' })).toEqual([
      'email: Enter a valid email address',
      'password: Password is required',
    ]);
  });
});

describe('magicLinkInputSchema and forgotPasswordInputSchema', () => {
  it('need only a valid email, normalised', () => {
    for (const schema of [magicLinkInputSchema, forgotPasswordInputSchema]) {
      expect(parseOk(schema, { email: ' Bob@Example.org' })).toEqual({ email: 'bob@example.org' });
      expect(issuesOf(schema, { email: '' })).toEqual(['email: Email is required']);
      expect(issuesOf(schema, { email: 'bob@' })).toEqual(['email: Enter a valid email address']);
    }
  });
});

describe('resetPasswordInputSchema', () => {
  it('accepts a valid password typed twice', () => {
    const input = { password: 'hunter22', confirm_password: 'hunter22' };
    expect(parseOk(resetPasswordInputSchema, input)).toEqual(input);
  });

  it('reports a mismatch on the confirmation field', () => {
    expect(
      issuesOf(resetPasswordInputSchema, { password: 'hunter22', confirm_password: 'hunter23' }),
    ).toEqual(['confirm_password: Passwords do not match']);
  });

  it('applies the new-password rules', () => {
    expect(issuesOf(resetPasswordInputSchema, { password: 'a1', confirm_password: 'a1' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
  });
});

describe('passwordChangeInputSchema', () => {
  const change = {
    current_password: 'old pass 1',
    reauthentication_code: '',
    password: 'hunter22',
    confirm_password: 'hunter22',
  };

  it('accepts the current password and a valid new one typed twice', () => {
    expect(parseOk(passwordChangeInputSchema, change)).toEqual(change);
  });

  it('needs the current password', () => {
    expect(issuesOf(passwordChangeInputSchema, { ...change, current_password: '' })).toEqual([
      'current_password: Enter your current password',
    ]);
  });

  it('reports a mismatch on the confirmation field and applies the new-password rules', () => {
    expect(
      issuesOf(passwordChangeInputSchema, { ...change, confirm_password: 'hunter23' }),
    ).toEqual(['confirm_password: Passwords do not match']);
    expect(
      issuesOf(passwordChangeInputSchema, { ...change, password: 'a1', confirm_password: 'a1' }),
    ).toEqual(['password: Password must be at least 8 characters']);
  });
});
