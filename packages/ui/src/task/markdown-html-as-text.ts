/** The slice of a micromark syntax extension this plugin builds: constructs to turn off. */
interface DisableExtension {
  disable: { null: string[] };
}

/** The slice of a unified processor's data that remark-parse reads its syntax extensions from. */
interface ParserData {
  micromarkExtensions?: unknown[];
}

/**
 * The micromark constructs SafeMarkdown's parser never recognises. `htmlFlow` and `htmlText`
 * are raw HTML: without them, `<div>` or `<script>` is ordinary text that React escapes, and the
 * markdown around it still renders (an HTML *block* would otherwise swallow every line up to
 * the next blank one). Autolinks (`<https://…>`) are a construct of their own and keep working.
 * GFM footnotes are off too: they are in-page links (which user-content links may not be) and
 * their ids would repeat across the comments of a page, so `[^1]` stays as written.
 */
export const DISABLED_CONSTRUCTS = [
  'htmlFlow',
  'htmlText',
  'gfmFootnoteDefinition',
  'gfmFootnoteCall',
  'gfmPotentialFootnoteCall',
];

/**
 * A remark plugin that stops the parser from recognising raw HTML (and GFM footnotes, see
 * {@link DISABLED_CONSTRUCTS}), so text that looks like HTML shows literally and never turns
 * markdown off for the rest of its block. It adds a micromark extension that disables those
 * constructs to the processor's data, where remark-parse reads its syntax extensions from.
 */
export function remarkHtmlAsText(this: { data(): object }) {
  // unified's `Data` lists `micromarkExtensions` only where remark-parse's types are loaded.
  const data = this.data() as ParserData;
  const extension: DisableExtension = { disable: { null: DISABLED_CONSTRUCTS } };
  data.micromarkExtensions ??= [];
  data.micromarkExtensions.push(extension);
}
