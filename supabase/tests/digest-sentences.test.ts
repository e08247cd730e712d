import { describe, expect, it } from 'vitest';

// The Edge Function's module is Deno's (`.ts` imports), outside this package's type check: it
// is loaded at run time, with the one function used here typed by hand.
const email = new URL('../functions/send-notification-digest/email.ts', import.meta.url).href;
const { sentenceOf } = (await import(/* @vite-ignore */ email)) as {
  sentenceOf: (item: { kind: string; details: Record<string, unknown> }) => string;
};

const item = (details: Record<string, unknown>) => ({
  id: '1',
  kind: 'state_changed',
  count: 1,
  actor_name: 'Mia',
  workspace_name: 'Acme',
  workspace_slug: 'acme',
  task_number: 12,
  task_title: 'Ship it',
  details,
  created_at: '2026-12-01T00:00:00Z',
  unsubscribe_token: 't',
});

describe('the digest email’s sentences', () => {
  it('names the board’s columns of a move, and statuses for older notifications', () => {
    expect(
      sentenceOf(
        item({
          from: 'in_progress',
          to: 'in_progress',
          from_state_name: 'In Progress',
          to_state_name: 'QA / Testing',
        }),
      ),
    ).toContain('from In Progress to QA / Testing');
    expect(sentenceOf(item({ from: 'todo', to: 'in_review' }))).toContain('from Todo to In Review');
  });
});
