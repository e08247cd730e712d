/**
 * The page's Trusted Types default policy. The Content-Security-Policy requires Trusted Types
 * for every DOM sink that parses markup (`require-trusted-types-for 'script'`), and two
 * libraries write plain strings into `innerHTML`: Radix's Select its own `<style>` text, and
 * markdown's character-reference decoder a lone `&name;`. Neither string holds a `<`, and
 * markup without `<` parses to text only, never to an element or a handler. So the default
 * policy lets exactly such strings through and refuses the rest (the write then throws and is
 * reported). It converts nothing into script: `createScript`/`createScriptURL` stay refused.
 */

interface TrustedTypePolicyOptions {
  createHTML?: (input: string) => string | null;
}

interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(name: string, options: TrustedTypePolicyOptions): unknown;
  };
}

/** Whether markup is text only: with no `<`, the HTML parser makes no element of it. */
function isTextOnlyMarkup(input: string): boolean {
  return !input.includes('<');
}

/**
 * Creates the `default` policy, once, before anything writes to a sink (browsers without
 * Trusted Types enforce nothing and need none).
 */
function createDefaultTrustedTypesPolicy(): void {
  const factory = (window as TrustedTypesWindow).trustedTypes;
  factory?.createPolicy('default', {
    createHTML: (input) => (isTextOnlyMarkup(input) ? input : null),
  });
}

createDefaultTrustedTypesPolicy();
