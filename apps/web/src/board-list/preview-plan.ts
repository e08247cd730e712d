import type { TandemClient } from '@tandem/api-client';
import type { ImportPlan } from '@tandem/schemas';
import type { Previewed } from './use-board-import';

/**
 * What importing `plan` would create in the workspace, and who each of its people is: each
 * starts at the member proposed for them, which the importer confirms.
 */
export async function previewPlan(
  tandem: TandemClient,
  workspaceId: string,
  plan: ImportPlan,
): Promise<Previewed> {
  const preview = await tandem.transfer.preview(workspaceId, plan);
  const choices = Object.fromEntries(
    preview.people.map(({ person, proposed }) => [person.key, proposed?.user_id ?? null]),
  );
  return { plan, preview, choices };
}
