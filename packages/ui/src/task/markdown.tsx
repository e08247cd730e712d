import * as React from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../foundations/cn';
import { remarkHtmlAsText } from './markdown-html-as-text';
import { destinationToShow, isExternal, safeHref } from './markdown-links';
import { MENTION_PROPERTY, remarkMentions } from './markdown-mentions';
import { rehypeTaskListLabels } from './markdown-task-list';
import { MentionChip } from './mention-chip';
import type { MentionResolver } from './mention-tokens';

/** Props of {@link SafeMarkdown}. */
export interface SafeMarkdownProps {
  /** Markdown source written by a user. */
  children: string;
  /** Classes for the wrapper. */
  className?: string;
  /**
   * The current name of a mentioned member (`@[<id>]`), shown as a chip; an id it does not
   * know shows "@unknown member".
   */
  resolveMention?: MentionResolver;
}

/** What `rel` every link out of user content carries: no opener, no referrer, no ranking. */
export const USER_LINK_REL = 'noopener noreferrer nofollow ugc';

const linkClass = 'font-medium text-accent-text underline underline-offset-2';

/** The text of a hast node and its descendants. */
function textOf(node: unknown): string {
  if (!node || typeof node !== 'object') return '';
  const { value, children } = node as { value?: unknown; children?: unknown };
  if (typeof value === 'string') return value;
  return Array.isArray(children) ? children.map(textOf).join('') : '';
}

interface UserLinkProps {
  href: string | undefined;
  /** The link's text, to tell whether it already names where the link goes. */
  text: string;
  children: React.ReactNode;
}

/**
 * A link from user markdown: `http(s):` opens in a new tab with {@link USER_LINK_REL},
 * `mailto:` opens the mail app, anything else (`javascript:`, `data:`, relative) is plain
 * text. When the text does not name the real destination, the destination shows beside it.
 */
function UserLink({ href, text, children }: UserLinkProps) {
  const safe = href ? safeHref(href) : undefined;
  if (!safe) return <span>{children}</span>;
  const destination = destinationToShow(safe, text);
  return (
    <a
      href={safe}
      rel={USER_LINK_REL}
      target={isExternal(safe) ? '_blank' : undefined}
      className={linkClass}
    >
      {children}
      {destination ? (
        <>
          {' '}
          <span className="font-normal text-muted">({destination})</span>
        </>
      ) : null}
    </a>
  );
}

/** How markdown elements render; mentions need the resolver, so they are made per resolver. */
function componentsFor(resolveMention: MentionResolver | undefined): Components {
  return {
    a: ({ node, href, children }) => (
      <UserLink href={href} text={textOf(node)}>
        {children}
      </UserLink>
    ),
    // Images are not rendered inline: a comment must not load third-party content by itself.
    img: ({ alt, src }) => (
      <UserLink href={typeof src === 'string' ? src : undefined} text={alt || 'image'}>
        {alt || 'image'}
      </UserLink>
    ),
    // The only inputs are task list checkboxes (raw HTML is never parsed): they show what was
    // written and cannot be ticked here, as the comment's text would not change.
    input: ({ checked, 'aria-label': label }) => (
      <input
        type="checkbox"
        checked={Boolean(checked)}
        disabled
        aria-label={label}
        className="me-1.5 translate-y-px accent-accent"
      />
    ),
    // Raw HTML is never parsed, so the only spans are the mentions remarkMentions makes.
    span: ({ node, children }) => {
      const id = node?.properties?.[MENTION_PROPERTY];
      return typeof id === 'string' ? (
        <MentionChip name={resolveMention?.(id)} />
      ) : (
        <span>{children}</span>
      );
    },
  };
}

/**
 * Raw HTML is not parsed at all (so it stays text and is searched for mentions too); GFM adds
 * task lists, tables, strikethrough (`~~` only: a single `~` is too often "about") and bare
 * URLs as links, which go through the same link rules as any other.
 */
const REMARK_PLUGINS: NonNullable<React.ComponentProps<typeof Markdown>['remarkPlugins']> = [
  remarkHtmlAsText,
  [remarkGfm, { singleTilde: false }],
  remarkMentions,
];
const REHYPE_PLUGINS = [rehypeTaskListLabels];

/** Unsafe URLs are emptied before rendering too, should an element other than a link carry one. */
const onlySafeUrls = (url: string) => safeHref(url) ?? '';

/**
 * Renders user markdown safely (react-markdown, with GFM): HTML in it shows literally as text
 * (never parsed, stripped or run) while the markdown around it still renders, task lists
 * (`- [x] done`) show as read-only checkboxes, only `http(s):` and `mailto:` links are links, they open with
 * `rel="noopener noreferrer nofollow ugc"` and show their real host when the text names
 * another, images become links, and mentions (`@[<id>]`) show as chips with the member's
 * current name.
 */
export function SafeMarkdown({ children, className, resolveMention }: SafeMarkdownProps) {
  const components = React.useMemo(() => componentsFor(resolveMention), [resolveMention]);
  return (
    <div
      className={cn(
        'break-words text-fg text-sm leading-relaxed [overflow-wrap:anywhere]',
        // Headings stand out from the text by size and weight, and keep room above them.
        '[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:leading-snug [&_h1]:text-lg [&_h2]:text-base [&_:is(h4,h5,h6)]:text-muted [&>*+:is(h1,h2,h3,h4,h5,h6)]:mt-4',
        '[&_blockquote]:border-border-strong [&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_blockquote]:text-muted',
        '[&_code]:rounded [&_code]:bg-subtle [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.8125em]',
        '[&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5 [&>*+*]:mt-2',
        // A task list's checkboxes stand in for its bullets.
        '[&_.contains-task-list]:list-none [&_.contains-task-list]:ps-1 [&_.contains-task-list_.contains-task-list]:ps-5',
        '[&_del]:text-muted',
        '[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse',
        '[&_:is(th,td)]:border [&_:is(th,td)]:border-border [&_:is(th,td)]:px-2 [&_:is(th,td)]:py-1 [&_th]:bg-subtle [&_th]:text-start [&_th]:font-semibold',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-subtle [&_pre]:p-2 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        className,
      )}
    >
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={REHYPE_PLUGINS}
        urlTransform={onlySafeUrls}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}
