/**
 * `@tandem/schemas`: the shared language of Tandem. Zod schemas of every database row and
 * every input, the enums and limits of the product, its state rules and its error catalogue.
 *
 * @packageDocumentation
 */

export * from './entities/activity.js';
export * from './entities/attachment.js';
export * from './entities/board.js';
export * from './entities/checklist-item.js';
export * from './entities/comment.js';
export * from './entities/invitation.js';
export * from './entities/notification.js';
export * from './entities/profile.js';
export * from './entities/saved-view.js';
export * from './entities/task.js';
export * from './entities/task-watcher.js';
export * from './entities/workspace.js';
export * from './entities/workspace-label.js';
export * from './entities/workspace-member.js';
export * from './enums.js';
export { errorCodeSchema } from './error-code-schema.js';
export * from './errors.js';
export { characterCount } from './fields/characters.js';
export { dateSchema, timestampSchema, uuidSchema } from './fields/columns.js';
export { emailSchema } from './fields/email.js';
export { labelSchema, labelsSchema } from './fields/labels.js';
export { currentPasswordSchema, newPasswordSchema } from './fields/password.js';
export { slugSchema } from './fields/slug.js';
export {
  nullableTextSchema,
  requiredTextSchema,
  type TextOptions,
  textColumnSchema,
} from './fields/text.js';
export * from './inputs/attachment.js';
export * from './inputs/auth.js';
export * from './inputs/board.js';
export * from './inputs/checklist-item.js';
export * from './inputs/comment.js';
export * from './inputs/invitation.js';
export * from './inputs/profile.js';
export * from './inputs/saved-view.js';
export * from './inputs/task.js';
export * from './inputs/workspace.js';
export * from './inputs/workspace-label.js';
export * from './limits.js';
export * from './rules/board-order.js';
export * from './rules/capacity.js';
export * from './rules/invitation.js';
export * from './rules/membership.js';
export * from './rules/notification-kinds.js';
export * from './rules/permissions.js';
export * from './rules/task-status.js';
export * from './states/index.js';
export * from './transfer/index.js';
