import type { TandemClient } from '../../client.js';
import { tandemKeys } from '../keys.js';
import { mutationOptions } from '../options.js';
import type { TandemMutations } from '../tandem-mutations.js';
import type { MutationsContext } from './context.js';

type Api = TandemClient;

/** The attachment writes: each refreshes the task's attachments. */
export function attachmentMutations({
  client,
  invalidate,
}: MutationsContext): TandemMutations['attachments'] {
  return {
    upload: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'attachments', 'upload'],
        mutationFn: (input: Parameters<Api['attachments']['upload']>[0]) =>
          client.attachments.upload(input),
        onSuccess: (attachment) => invalidate(tandemKeys.attachments(attachment.task_id)),
      }),
    delete: () =>
      mutationOptions({
        mutationKey: [...tandemKeys.all, 'attachments', 'delete'],
        mutationFn: (variables: {
          attachment: Parameters<Api['attachments']['delete']>[0];
          taskId: string;
        }) => client.attachments.delete(variables.attachment),
        onSuccess: (_, variables) => invalidate(tandemKeys.attachments(variables.taskId)),
      }),
  };
}
