import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseByteSize } from './config.js';

function projectWith(toml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lb-config-'));
  mkdirSync(join(dir, 'supabase'));
  writeFileSync(join(dir, 'supabase', 'config.toml'), toml);
  return dir;
}

describe('loadConfig', () => {
  it('gives the Supabase CLI defaults without a project', () => {
    const config = loadConfig(undefined);
    expect(config.api).toEqual({
      port: 54321,
      schemas: ['public', 'graphql_public'],
      extra_search_path: ['public', 'extensions'],
      max_rows: 1000,
    });
    expect(config.db).toEqual({ port: 54322 });
    expect(config.auth.site_url).toBe('http://127.0.0.1:3000');
    expect(config.auth.jwt_expiry).toBe(3600);
    expect(config.auth.email.enable_confirmations).toBe(false);
    expect(config.auth.rate_limit).toEqual({
      email_sent: 2,
      sign_in_sign_ups: 30,
      token_verifications: 30,
      token_refresh: 150,
      anonymous_users: 30,
    });
    expect(config.storage.file_size_limit).toBe('50MiB');
  });

  it('reads the keys it knows and ignores the rest', () => {
    const config = loadConfig(
      projectWith(`
project_id = "x"
[api]
max_rows = 25
schemas = ["public", "api"]
[db]
port = 6543
major_version = 15
[auth]
site_url = "http://localhost:5173"
additional_redirect_urls = ["http://localhost:5173/**"]
enable_anonymous_sign_ins = true
[auth.email]
enable_confirmations = true
[auth.rate_limit]
email_sent = 30
[storage]
file_size_limit = "5MiB"
[studio]
enabled = false
`),
    );
    expect(config.api.max_rows).toBe(25);
    expect(config.api.schemas).toEqual(['public', 'api']);
    expect(config.db.port).toBe(6543);
    expect(config.auth.site_url).toBe('http://localhost:5173');
    expect(config.auth.enable_anonymous_sign_ins).toBe(true);
    expect(config.auth.email.enable_confirmations).toBe(true);
    expect(config.auth.rate_limit.email_sent).toBe(30);
    expect(parseByteSize(config.storage.file_size_limit)).toBe(5 * 1024 * 1024);
  });

  it('names the key of an invalid value', () => {
    expect(() => loadConfig(projectWith('[api]\nmax_rows = "many"\n'))).toThrow(/api\.max_rows/);
    expect(() => loadConfig(projectWith('[api\n'))).toThrow(ConfigError);
  });

  it('parses the CLI size notation', () => {
    expect(parseByteSize('50MiB')).toBe(52428800);
    expect(parseByteSize('1MB')).toBe(1_000_000);
    expect(parseByteSize(2048)).toBe(2048);
    expect(() => parseByteSize('lots')).toThrow(ConfigError);
  });
});
