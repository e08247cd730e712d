/**
 * The `head` of a route whose document title is `<page> · Tandem`, so tabs and history
 * entries name the page, and screen readers announce it on navigation.
 */
export function pageTitle(page: string) {
  return () => ({ meta: [{ title: `${page} · Tandem` }] });
}
