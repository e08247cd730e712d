import { describe, expect, it } from 'vitest';
import { suggestPasskeyName } from './passkey-name';

const on = new Date(2026, 11, 3, 12);

describe('suggestPasskeyName', () => {
  it('names the browser, the device and the day', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
        'Safari on Mac',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        'Firefox on Linux',
      ],
    ];
    for (const [agent, device] of agents) {
      expect(suggestPasskeyName(agent, on)).toBe(`${device}, Dec 3, 2026`);
    }
  });

  it('says "Passkey" when the browser is unknown, and numbers a name already taken', () => {
    expect(suggestPasskeyName('', on)).toBe('Passkey, Dec 3, 2026');
    const taken = ['Passkey, Dec 3, 2026', 'Passkey, Dec 3, 2026 (2)'];
    expect(suggestPasskeyName('', on, taken)).toBe('Passkey, Dec 3, 2026 (3)');
  });
});
