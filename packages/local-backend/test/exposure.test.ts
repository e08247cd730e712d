import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SECRET_KEY } from '../src/keys.js';
import { createLogger } from '../src/log.js';
import { engines, startTestBackend, type TestBackend } from '../src/testing.js';
import { tempProject } from './helpers.js';

const SECRET = 'a-secret-of-our-own-that-is-at-least-32-characters';
const withGithub = tempProject(
  {},
  undefined,
  `[auth]\nsite_url = "https://app.example.com"\n[auth.external.github]\nenabled = true\nclient_id = "env(GITHUB_CLIENT_ID)"\nsecret = "env(GITHUB_SECRET)"\n`,
);
const noProviders = tempProject({});

describe.each(engines)('serving beyond loopback on %s', (engine) => {
  it('refuses a non-loopback host with the well-known keys, a fake provider or the inbox', async () => {
    const attempt = startTestBackend({ engine, projectDir: withGithub, host: '0.0.0.0' });
    await expect(attempt).rejects.toThrow(/not a loopback address/);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toContain('well-known JWT secret');
    expect(message).toContain('fake OAuth consent page for github');
    expect(message).toContain('open inbox');
    expect(message).toContain('--insecure-dev');
  });

  it('starts with --insecure-dev, warning about each', async () => {
    const lines: string[] = [];
    const backend = await startTestBackend({
      engine,
      projectDir: withGithub,
      host: '0.0.0.0',
      insecureDev: true,
      log: createLogger({ write: (line) => lines.push(line) }),
    });
    try {
      const warnings = lines.filter((line) => line.includes('warn --insecure-dev'));
      expect(warnings).toHaveLength(3);
      expect(warnings.join('\n')).toMatch(/JWT secret[\s\S]*github[\s\S]*inbox/);
      expect((await fetch(`${backend.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      await backend.stop();
    }
  });

  it('starts quietly with its own secret, no fake provider and no inbox; the well-known keys fail', async () => {
    const lines: string[] = [];
    const backend = await startTestBackend({
      engine,
      projectDir: noProviders,
      host: '0.0.0.0',
      jwtSecret: SECRET,
      inbox: false,
      log: createLogger({ write: (line) => lines.push(line) }),
    });
    try {
      expect(lines.filter((line) => line.includes(' warn '))).toEqual([]);
      expect(backend.secretKey).not.toBe(LOCAL_SECRET_KEY);
      for (const key of [LOCAL_ANON_KEY, LOCAL_SECRET_KEY]) {
        const response = await fetch(`${backend.url}/rest/v1/nope`, {
          headers: { apikey: key, authorization: `Bearer ${key}` },
        });
        expect(response.status).toBe(401);
      }
      expect((await fetch(`${backend.url}/__inbox/messages`)).status).toBe(404);
      const own = await fetch(`${backend.url}/storage/v1/bucket`, {
        headers: { apikey: backend.secretKey, authorization: `Bearer ${backend.secretKey}` },
      });
      expect(own.status).toBe(200);
    } finally {
      await backend.stop();
    }
  });
});

describe.each(engines)('loopback conveniences on %s', (engine) => {
  let github: TestBackend;
  let none: TestBackend;
  beforeAll(async () => {
    [github, none] = await Promise.all([
      startTestBackend({ engine, projectDir: withGithub }),
      startTestBackend({ engine, projectDir: noProviders }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([github?.stop(), none?.stop()]);
  });

  const authorize = (backend: TestBackend, provider: string) =>
    fetch(
      `${backend.url}/auth/v1/authorize?provider=${provider}&redirect_to=${encodeURIComponent('https://app.example.com/cb')}`,
      { redirect: 'manual' },
    );

  it('serves a fake OAuth provider only when config.toml enables it', async () => {
    expect((await authorize(github, 'github')).status).toBe(302);
    for (const [backend, provider] of [
      [github, 'google'],
      [none, 'github'],
      [none, 'google'],
    ] as const) {
      const refused = await authorize(backend, provider);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { msg: string }).msg).toMatch(/provider is not enabled/);
    }
    const settings = (await (await fetch(`${none.url}/auth/v1/settings`)).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.github).toBe(false);
  });

  it('answers inbox CORS only for site_url and loopback origins, the APIs for any', async () => {
    const allowOrigin = async (path: string, origin: string) =>
      (await fetch(`${github.url}${path}`, { headers: { origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await allowOrigin('/__inbox/messages', 'https://evil.example')).toBeNull();
    expect(await allowOrigin('/__inbox/messages', 'https://app.example.com')).toBe(
      'https://app.example.com',
    );
    expect(await allowOrigin('/__inbox/messages', 'http://localhost:5173')).toBe(
      'http://localhost:5173',
    );
    expect(await allowOrigin('/__inbox/messages', 'http://127.0.0.1:8080')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(await allowOrigin('/auth/v1/health', 'https://evil.example')).toBe('*');
  });
});
