import { splitMentions } from './mention-tokens';

/** The slice of an mdast node this plugin reads and writes. */
interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
  data?: { hName?: string; hProperties?: Record<string, string> };
}

/** The attribute SafeMarkdown finds mentions by (`data-mention-id` on a `span`). */
export const MENTION_PROPERTY = 'dataMentionId';

/**
 * A remark plugin that turns `@[<id>]` in text into a `span` carrying the id, for SafeMarkdown
 * to draw as a chip. Code (spans and blocks) keeps the token as written.
 */
export function remarkMentions() {
  return (tree: MarkdownNode) => {
    splitTextNodes(tree);
  };
}

function splitTextNodes(node: MarkdownNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type !== 'text') {
      splitTextNodes(child);
      return [child];
    }
    const parts = splitMentions(child.value ?? '');
    if (parts.every((part) => typeof part === 'string')) return [child];
    return parts.map((part) =>
      typeof part === 'string'
        ? { type: 'text', value: part }
        : {
            type: 'mention',
            children: [],
            data: { hName: 'span', hProperties: { [MENTION_PROPERTY]: part.mention } },
          },
    );
  });
}
