/** The private bucket of task attachments; path `<workspace_id>/<task_id>/<uuid>-<file_name>`. */
export const ATTACHMENTS_BUCKET = 'attachments';

/**
 * A new object path for a file attached to a task. The uuid keeps two files of one name apart;
 * the name is reduced to characters every Storage backend accepts in keys (hosted Storage
 * refuses many non-ASCII ones), while the row keeps the name as the user gave it.
 */
export function attachmentObjectPath(
  workspaceId: string,
  taskId: string,
  fileName: string,
): string {
  const safeName = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 200);
  return `${taskFolder(workspaceId, taskId)}${globalThis.crypto.randomUUID()}-${safeName || 'file'}`;
}

/** The folder of a task's attachments, with its trailing slash. */
export function taskFolder(workspaceId: string, taskId: string): string {
  return `${workspaceId}/${taskId}/`;
}
