import { loadConfig } from '@tandem/local-backend';
import { describe, expect, it } from 'vitest';
import { projectDir } from './helpers.js';

describe('config.toml', () => {
  it('gives the local backend the auth settings the web app relies on', () => {
    const config = loadConfig(projectDir);
    expect(config.auth.site_url).toBe('http://localhost:5173');
    expect(config.auth.additional_redirect_urls).toContain('http://localhost:5173/auth/callback');
    expect(config.auth.email.enable_confirmations).toBe(true);
    expect(config.auth.rate_limit.email_sent).toBeGreaterThan(0);
    expect(config.api.schemas).toEqual(['public', 'graphql_public']);
    expect(config.api.extra_search_path).toContain('extensions');
  });

  it('keeps per-IP auth limits generous enough for test suites and local development', () => {
    const config = loadConfig(projectDir);
    expect(config.auth.rate_limit.sign_in_sign_ups).toBeGreaterThanOrEqual(1000);
    expect(config.auth.rate_limit.token_verifications).toBeGreaterThanOrEqual(1000);
    expect(config.auth.rate_limit.token_refresh).toBeGreaterThanOrEqual(5000);
  });

  it("fills the attachments bucket from seed/attachments, with the migration's settings", () => {
    const config = loadConfig(projectDir);
    expect(config.storage.buckets.attachments).toEqual({
      public: false,
      file_size_limit: '25MiB',
      objects_path: './seed/attachments',
    });
  });
});
