import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, USER_LINK_REL } from './markdown';
import { destinationToShow, safeHref } from './markdown-links';

const render = (markdown: string) =>
  renderToStaticMarkup(createElement(SafeMarkdown, null, markdown));

/** The text a person sees: the markup without tags, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The opening tags of every element rendered. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)[\s>]/g)].map((match) => match[1]);

describe('SafeMarkdown: text that looks like HTML shows literally', () => {
  it.each([
    ['a block that starts with a tag', '<div> should become a <section> here'],
    ['a component name inside a sentence', 'Use the <Button> component'],
    ['a closing tag', 'Close it with </div> please'],
    ['a script', 'Before <script>window.__pwned = 1</script> after'],
    ['an event handler', '<img src=x onerror="window.__pwned=1"> text'],
    ['an html comment', 'Keep <!-- this --> visible'],
    ['angle brackets of a comparison', 'if a < b && b > c then 1 <> 2'],
    ['a generic type', 'Returns Promise<Array<Task>>'],
    ['a self-closing tag', 'Put <br/> between lines'],
    ['an iframe', '<iframe src="https://evil.test"></iframe> end'],
    ['a style block', '<style>body{display:none}</style> end'],
  ])('%s', (_, markdown) => {
    const html = render(markdown);
    expect(visibleText(html).replace(/\s+/g, ' ').trim()).toBe(markdown);
    // A bare URL in it (the iframe's `src`) is a GFM link like any other: a safe one gets the
    // usual rel, one that is no valid URL (`https://evil.test">`) an inert span.
    expect(tagsOf(html).every((tag) => ['div', 'p', 'a', 'span'].includes(tag ?? ''))).toBe(true);
    for (const [link] of html.matchAll(/<a [^>]*>/g)) expect(link).toContain(USER_LINK_REL);
    expect(html).not.toMatch(/<(script|img|iframe|style|section|button|br)\b/i);
    // No element carries a handler (the words "onerror=" may show as text).
    expect(html).not.toMatch(/<[^>]*\son[a-z]+=/i);
  });

  it('keeps a multi-line HTML block as text, line by line', () => {
    const markdown = '<div>\n  <b>bold?</b>\n</div>';
    expect(
      visibleText(render(markdown))
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual(['<div>', '<b>bold?</b>', '</div>']);
  });

  it('decodes entities once, and shows them as the characters they name', () => {
    expect(visibleText(render('&lt;div&gt; &amp; &copy; &#x1F600;'))).toBe('<div> & © 😀');
    expect(render('&lt;script&gt;')).not.toContain('<script');
  });
});

describe('SafeMarkdown: markdown still renders', () => {
  it('keeps code spans and fences literally', () => {
    const span = render('Run `<App />` and `a && b`');
    expect(span).toContain('<code>&lt;App /&gt;</code>');
    expect(span).toContain('<code>a &amp;&amp; b</code>');
    const fence = render('```html\n<script>alert(1)</script>\n```');
    expect(fence).toMatch(
      /<pre><code class="language-html">&lt;script&gt;alert\(1\)&lt;\/script&gt;\n<\/code><\/pre>/,
    );
  });

  it('nests emphasis', () => {
    expect(render('***both*** and **bold _and italic_**')).toContain(
      '<strong>bold <em>and italic</em></strong>',
    );
    expect(render('***both***')).toContain('<em><strong>both</strong></em>');
  });

  it('keeps a very long word whole (the wrapper lets it wrap anywhere)', () => {
    const word = 'a'.repeat(5000);
    const html = render(word);
    expect(html).toContain(word);
    expect(html).toContain('[overflow-wrap:anywhere]');
  });

  it('keeps right-to-left text and emoji as written', () => {
    const text = 'مرحبا بالعالم — שלום 👩🏽‍💻 🏳️‍🌈 café';
    expect(visibleText(render(text))).toBe(text);
  });
});

describe('SafeMarkdown: links', () => {
  it('opens external links in a new tab with rel noopener noreferrer nofollow ugc', () => {
    const html = render('See [the docs](https://example.com/docs) and <https://example.org/a>');
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toContain(`rel="${USER_LINK_REL}"`);
      expect(link).toContain('target="_blank"');
    }
    expect(USER_LINK_REL).toBe('noopener noreferrer nofollow ugc');
  });

  it.each([
    ['a javascript: link', '[click me](javascript:alert(1))', 'click me'],
    ['a javascript: link in capitals and spaces', '[click me]( JaVaScRiPt:alert(1) )', 'click me'],
    ['an encoded javascript: link', '[click me](java%73cript:alert(1))', 'click me'],
    ['a javascript: autolink', '<javascript:alert(1)>', 'javascript:alert(1)'],
    ['a data: link', '[open](data:text/html,<script>alert(1)</script>)', 'open'],
    ['a data: autolink', '<data:text/html,hi>', 'data:text/html,hi'],
    ['a vbscript: link', '[run](vbscript:msgbox)', 'run'],
    ['a file: link', '[disk](file:///etc/passwd)', 'disk'],
    ['a relative link', '[home](/w/acme)', 'home'],
    ['a javascript: image', '![pic](javascript:alert(1))', 'pic'],
  ])('leaves %s inert text', (_, markdown, text) => {
    const html = render(markdown);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/i);
    expect(visibleText(html)).toContain(text);
  });

  it('links mailto: without a new tab', () => {
    const html = render('<mailto:ann@example.com>');
    expect(html).toContain('href="mailto:ann@example.com"');
    expect(html).not.toContain('target=');
    expect(visibleText(html)).toBe('mailto:ann@example.com');
  });

  it('turns images into links instead of loading them', () => {
    const html = render('![tracker](https://example.com/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://example.com/pixel.png"');
    expect(visibleText(html)).toBe('tracker (example.com)');
  });

  it('shows the real host beside a text that names another place', () => {
    expect(visibleText(render('[https://paypal.com](https://paypa1.example/login)'))).toBe(
      'https://paypal.com (paypa1.example)',
    );
    expect(visibleText(render('[the docs](https://example.com/docs)'))).toBe(
      'the docs (example.com)',
    );
    // The link's text already says where it goes: nothing to add.
    expect(visibleText(render('<https://example.com/a/very/long/path?with=query>'))).toBe(
      'https://example.com/a/very/long/path?with=query',
    );
  });

  it('shows a look-alike international host in punycode', () => {
    // "аpple.com" with a Cyrillic а.
    expect(visibleText(render('<https://\u0430pple.com/login>'))).toContain('(xn--pple-43d.com)');
  });
});

describe('safeHref and destinationToShow', () => {
  it('allows only http, https and mailto', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('http://example.com/a')).toBe('http://example.com/a');
    expect(safeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.test', '/a', 'x']) {
      expect(safeHref(url)).toBeUndefined();
    }
  });

  it('names a mail address the text does not show', () => {
    expect(destinationToShow('mailto:ann@example.com', 'write to Ann')).toBe('ann@example.com');
    expect(destinationToShow('mailto:ann@example.com', 'ann@example.com')).toBeUndefined();
  });
});

describe('SafeMarkdown: mentions', () => {
  const MIA = '0b8e9a3c-58a4-4a6e-9d1c-2f6f3f1b7a01';
  const GONE = '8f0c5f3e-0000-4000-8000-000000000000';
  const resolveMention = (id: string) => (id === MIA ? 'Mia Chen' : undefined);
  // A component of its own, so SafeMarkdown's hooks run inside a render.
  const renderWith = (markdown: string) =>
    renderToStaticMarkup(createElement(() => SafeMarkdown({ resolveMention, children: markdown })));

  it('shows a mention as a chip with the member’s current name', () => {
    const html = renderWith(`Thanks @[${MIA}], and **@[${MIA}]**!`);
    expect(visibleText(html)).toBe('Thanks @Mia Chen, and @Mia Chen!');
    expect(html.match(/<span class="[^"]*">@Mia Chen<\/span>/g)).toHaveLength(2);
    expect(html).not.toContain(MIA);
  });

  it('shows an unknown member as "@unknown member"', () => {
    expect(visibleText(renderWith(`cc @[${GONE}]`))).toBe('cc @unknown member');
    expect(visibleText(render(`cc @[${MIA}]`))).toBe('cc @unknown member');
  });

  it('keeps tokens in code as written, and HTML around a mention as text', () => {
    expect(visibleText(renderWith(`\`@[${MIA}]\``))).toBe(`@[${MIA}]`);
    expect(visibleText(renderWith(`<b>@[${MIA}]</b>`))).toBe('<b>@Mia Chen</b>');
    expect(renderWith(`<span>@[${MIA}]</span>`)).not.toMatch(/<span>/);
  });
});

describe('SafeMarkdown: HTML-like text leaves the markdown around it on', () => {
  it('renders bold and emphasis on the lines after a line that starts with a tag', () => {
    const html = render('<div> goes here\n**bold** and _em_');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(visibleText(html)).toContain('<div> goes here');
    expect(visibleText(html)).not.toContain('**');
  });

  it('renders markdown inside and after inline tags', () => {
    const html = render('Use <b>**this**</b> or <kbd>Ctrl</kbd>+_K_');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('<em>K</em>');
    expect(visibleText(html)).toBe('Use <b>this</b> or <kbd>Ctrl</kbd>+K');
    expect(html).not.toMatch(/<(b|kbd)>/);
  });

  it('shows a script tag as text, never as an element, and renders what follows', () => {
    const html = render('<script>window.__pwned = 1</script> then **after** it');
    expect(html).not.toMatch(/<script/i);
    expect(visibleText(html)).toContain('<script>window.__pwned = 1</script>');
    expect(html).toContain('<strong>after</strong>');
  });

  it('keeps autolinks, which are not HTML, as links', () => {
    const html = render('<div> see <https://example.com/a> and **this**');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/a"[^>]*>https:\/\/example\.com\/a<\/a>/);
    expect(html).toContain('<strong>this</strong>');
  });
});

describe('SafeMarkdown: task lists', () => {
  /** The `<input>` tags rendered, in order. */
  const inputsOf = (html: string) => [...html.matchAll(/<input [^>]*>/g)].map((match) => match[0]);

  it('shows [ ] and [x] as read-only checkboxes named after their items', () => {
    const html = render('- [ ] write tests\n- [x] fix **the** bug\n- plain item');
    const [todo, done, ...rest] = inputsOf(html);
    expect(rest).toEqual([]);
    expect(todo).toContain('type="checkbox"');
    expect(todo).not.toMatch(/\schecked/);
    expect(todo).toContain('disabled');
    expect(todo).toContain('aria-label="write tests"');
    expect(done).toContain('type="checkbox"');
    expect(done).toMatch(/\schecked/);
    expect(done).toContain('disabled');
    expect(done).toContain('aria-label="fix the bug"');
    expect(html).toContain('<strong>the</strong>');
    expect(visibleText(html)).not.toContain('[');
  });

  it('names the checkboxes of loose and nested lists after their own item only', () => {
    const html = render('- [x] parent\n\n  - [ ] child\n\n- [ ] second');
    expect(inputsOf(html).map((input) => input.match(/aria-label="([^"]*)"/)?.[1])).toEqual([
      'parent',
      'child',
      'second',
    ]);
    expect(inputsOf(html).every((input) => input.includes('disabled'))).toBe(true);
  });

  it('keeps [ ] as text outside a list item', () => {
    const html = render('[ ] not a task');
    expect(html).not.toContain('<input');
    expect(visibleText(html)).toBe('[ ] not a task');
  });
});

describe('SafeMarkdown: the rest of GFM', () => {
  it('links bare URLs through the same link rules', () => {
    const html = render('See www.example.com/docs or https://example.org and ann@example.com');
    const links = [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(3);
    expect(links[0]).toContain('href="http://www.example.com/docs"');
    expect(links[0]).toContain(`rel="${USER_LINK_REL}"`);
    expect(links[0]).toContain('target="_blank"');
    expect(links[1]).toContain('href="https://example.org/"');
    expect(links[2]).toContain('href="mailto:ann@example.com"');
    expect(links[2]).not.toContain('target=');
  });

  it('leaves a bare javascript: URL plain text', () => {
    const html = render('javascript:alert(1) and javascript://example.com/%0aalert(1)');
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/i);
  });

  it('renders tables and ~~strikethrough~~, but not a single ~', () => {
    const html = render('| a | b |\n| - | - |\n| 1 | ~~2~~ |\n\nabout ~5 minutes or ~10');
    expect(html).toMatch(/<table>.*<th>a<\/th>.*<td>1<\/td>.*<del>2<\/del>/s);
    expect(visibleText(html)).toContain('about ~5 minutes or ~10');
  });

  it('keeps footnote markers as written (no in-page links)', () => {
    const html = render('A claim[^1].\n\n[^1]: The source.');
    expect(html).not.toContain('<a');
    expect(html).not.toContain('<section');
    expect(visibleText(html)).toContain('[^1]');
  });
});
