/** The slice of a hast node this plugin reads and writes. */
interface HtmlNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HtmlNode[];
}

const isElement = (node: HtmlNode | undefined, tagName: string) =>
  node?.type === 'element' && node.tagName === tagName;

/** The text of an item itself, without its sub-lists (their items have checkboxes of their own). */
function ownText(node: HtmlNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (isElement(node, 'ul') || isElement(node, 'ol')) return '';
  return (node.children ?? []).map(ownText).join('');
}

/** The checkbox GFM puts first in a task item, or first in its first paragraph (a loose list). */
function checkboxOf(item: HtmlNode): HtmlNode | undefined {
  const first = item.children?.find((child) => child.type === 'element');
  if (isElement(first, 'input')) return first;
  const inParagraph = isElement(first, 'p')
    ? first?.children?.find((child) => child.type === 'element')
    : undefined;
  return isElement(inParagraph, 'input') ? inParagraph : undefined;
}

/**
 * A rehype plugin that names each GFM task list checkbox (`- [ ] item`) after its item's text,
 * so a screen reader says what is done or not instead of an unnamed "checkbox". The item text
 * excludes sub-lists, whose items are named on their own.
 */
export function rehypeTaskListLabels() {
  return (tree: HtmlNode) => {
    nameCheckboxes(tree);
  };
}

function nameCheckboxes(node: HtmlNode): void {
  for (const child of node.children ?? []) nameCheckboxes(child);
  if (!isElement(node, 'li')) return;
  const className = node.properties?.className;
  if (!Array.isArray(className) || !className.includes('task-list-item')) return;
  const checkbox = checkboxOf(node);
  const label = ownText(node).replace(/\s+/g, ' ').trim();
  if (checkbox && label) checkbox.properties = { ...checkbox.properties, ariaLabel: label };
}
