import type { TandemClient } from '@tandem/api-client';
import type { WorkspaceLabel } from '@tandem/schemas';

/** A task that carried a label, with all its labels then. */
export interface LabelCarrier {
  id: string;
  labels: string[];
}

/** The workspace's tasks that carry `name` now: what a merge or delete of it will change. */
export async function labelCarriers(
  client: TandemClient,
  label: WorkspaceLabel,
): Promise<LabelCarrier[]> {
  const { from } = await client.supabase();
  const { data, error } = await from('tasks')
    .select('id, labels')
    .eq('workspace_id', label.workspace_id)
    .contains('labels', [label.name]);
  if (error) throw error;
  return data ?? [];
}

function sameSet(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/**
 * Takes back a delete of `label`, or its merge into `into`: the label comes back with its
 * colour and goes back on every task that carried it. A task nobody touched since gets its
 * labels exactly as they were (`into` off again where the merge put it there); one changed
 * since keeps that change and only gets the label back.
 */
export async function restoreLabel(
  client: TandemClient,
  label: WorkspaceLabel,
  carriers: ReadonlyArray<LabelCarrier>,
  into?: WorkspaceLabel,
): Promise<void> {
  await client.labels.create({
    workspaceId: label.workspace_id,
    name: label.name,
    color: label.color,
  });
  if (carriers.length === 0) return;
  const { from } = await client.supabase();
  const { data, error } = await from('tasks')
    .select('id, labels, version')
    .in(
      'id',
      carriers.map((task) => task.id),
    );
  if (error) throw error;
  for (const now of data ?? []) {
    const before = carriers.find((task) => task.id === now.id);
    if (!before) continue;
    const after = [
      ...new Set([
        ...before.labels.filter((name) => name !== label.name),
        ...(into ? [into.name] : []),
      ]),
    ];
    const labels = sameSet(now.labels, after)
      ? before.labels
      : [...now.labels.filter((name) => name !== label.name), label.name];
    await client.tasks.update({
      taskId: now.id,
      changes: { labels },
      expectedVersion: now.version,
    });
  }
}
