import Markdown, { type Components } from 'react-markdown';
import { cn } from '../foundations/cn';

/** Props of {@link SafeMarkdown}. */
export interface SafeMarkdownProps {
  /** Markdown source written by a user. */
  children: string;
  /** Classes for the wrapper. */
  className?: string;
}

const components: Components = {
  // Links leave the app: open them in a new tab without giving that page a handle on ours.
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="font-medium text-accent-text underline underline-offset-2"
    />
  ),
  // Images are not rendered inline: a comment must not load third-party content by itself.
  img: ({ alt, src }) => (
    <a
      href={typeof src === 'string' ? src : undefined}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-accent-text underline underline-offset-2"
    >
      {alt || 'image'}
    </a>
  ),
};

/**
 * Renders user markdown safely (react-markdown): raw HTML is dropped rather than rendered,
 * `javascript:` and other unsafe URLs are removed, links open with `rel="noopener"`, and
 * images become links.
 */
export function SafeMarkdown({ children, className }: SafeMarkdownProps) {
  return (
    <div
      className={cn(
        'break-words text-fg text-sm leading-relaxed [overflow-wrap:anywhere]',
        // Headings stand out from the text by size and weight, and keep room above them.
        '[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:leading-snug [&_h1]:text-lg [&_h2]:text-base [&_:is(h4,h5,h6)]:text-muted [&>*+:is(h1,h2,h3,h4,h5,h6)]:mt-4',
        '[&_blockquote]:border-border-strong [&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_blockquote]:text-muted',
        '[&_code]:rounded [&_code]:bg-subtle [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.8125em]',
        '[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&>*+*]:mt-2',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-subtle [&_pre]:p-2 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        className,
      )}
    >
      <Markdown skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
