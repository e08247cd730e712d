import tokensCss from '../../src/foundations/tokens.css?raw';

/** One design token as tokens.css defines it for the light theme (the default). */
interface Token {
  name: string;
  value: string;
}

/**
 * The tokens of the light theme's block in tokens.css, read from the file itself so the page
 * can never list a token that does not exist or miss a new one.
 */
function lightTokens(): Token[] {
  const lightBlock = tokensCss.slice(0, tokensCss.indexOf('[data-theme="dark"]'));
  return [...lightBlock.matchAll(/(--tandem-[a-z0-9-]+):\s*([^;]+);/g)].map((match) => ({
    name: match[1] ?? '',
    value: (match[2] ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/** The token families the gallery shows, each by the prefix of its names. */
export type TokenFamily = 'color' | 'text' | 'font' | 'space' | 'radius' | 'shadow' | 'motion';

function inFamily(token: Token, family: TokenFamily): boolean {
  if (family === 'motion') return /^--tandem-(duration|ease)-/.test(token.name);
  return token.name.startsWith(`--tandem-${family}-`);
}

/** How one token is shown: a swatch of what it does beside its name and light value. */
function Sample({ token, family }: { token: Token; family: TokenFamily }) {
  const ref = `var(${token.name})`;
  switch (family) {
    case 'color':
      return (
        <span
          className="block size-8 rounded-md border border-border"
          style={{ background: ref }}
        />
      );
    case 'text':
      return <span style={{ fontSize: ref }}>Move card</span>;
    case 'font':
      return <span style={{ fontFamily: ref }}>Tandem 0123</span>;
    case 'space':
      return <span className="block h-3 bg-accent" style={{ width: `calc(${ref} * 4)` }} />;
    case 'radius':
      return <span className="block size-8 border-2 border-accent" style={{ borderRadius: ref }} />;
    case 'shadow':
      return <span className="block size-8 rounded-md bg-surface" style={{ boxShadow: ref }} />;
    case 'motion':
      return <span className="text-muted">{token.value}</span>;
  }
}

/**
 * A table of one family of design tokens with a live sample of each; samples use the CSS
 * variable itself, so they follow the theme chosen in the toolbar.
 */
export function TokenGallery({ family }: { family: TokenFamily }) {
  const tokens = lightTokens().filter((token) => inFamily(token, family));
  return (
    <table className="w-full text-sm">
      <thead>
        <tr>
          <th scope="col">Sample</th>
          <th scope="col">Token</th>
          <th scope="col">Light value</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td>
              <Sample token={token} family={family} />
            </td>
            <td>
              <code>{token.name}</code>
            </td>
            <td>
              <code>{token.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
