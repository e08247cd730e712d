import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '@tandem/schemas';

/** Latin letters that Unicode normalisation does not take apart into a base letter. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/** Appended to names too short to make a slug on their own ("A" → `a-workspace`). */
const FILLER = 'workspace';

/**
 * A slug for a workspace name, to prefill the "create workspace" form: accents removed,
 * lower-case ASCII letters and digits, anything else collapsed into single hyphens, at most
 * `SLUG_MAX_LENGTH` (40) characters, never starting or ending with a hyphen. Names that leave
 * fewer than `SLUG_MIN_LENGTH` (3) characters get `-workspace` appended (or become
 * `workspace`), so the result is always valid for `slugSchema`. Pure: it does not check
 * availability (see `isSlugAvailable`).
 *
 * @example suggestSlug('Équipe Produit — 2026') // 'equipe-produit-2026'
 */
export function suggestSlug(name: string): string {
  const base = trimHyphens(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[ßæœøłđðþ]/g, (letter) => LETTERS[letter] ?? '-')
      .replace(/[^a-z0-9]+/g, '-'),
  );
  const slug = base.length >= SLUG_MIN_LENGTH ? base : base ? `${base}-${FILLER}` : FILLER;
  return trimHyphens(slug.slice(0, SLUG_MAX_LENGTH));
}

function trimHyphens(text: string): string {
  return text.replace(/^-+|-+$/g, '');
}
