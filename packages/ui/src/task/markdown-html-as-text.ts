/** The slice of an mdast node this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * A remark plugin that turns HTML written in markdown into text, so `<div> goes here` or
 * `Use the <Button> component` shows those words literally (React escapes them) instead of
 * dropping them. A block of HTML becomes a paragraph of its text; inline HTML, a text run.
 */
export function remarkHtmlAsText() {
  return (tree: MarkdownNode) => {
    textifyHtml(tree);
  };
}

function textifyHtml(node: MarkdownNode): void {
  if (!node.children) return;
  const inline = node.type !== 'root' && node.type !== 'blockquote' && node.type !== 'listItem';
  node.children = node.children.map((child) => {
    if (child.type !== 'html') {
      textifyHtml(child);
      return child;
    }
    const text = { type: 'text', value: child.value ?? '' };
    return inline ? text : { type: 'paragraph', children: [text] };
  });
}
