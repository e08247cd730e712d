import * as z from 'zod/mini';
import { invitationRoleSchema } from '../enums.js';
import { timestampSchema, uuidSchema } from '../fields/columns.js';

/**
 * A row of `public.invitations`. Its state is not a column: derive it with `invitationState`.
 */
export const invitationSchema = z.object({
  id: uuidSchema,
  workspace_id: uuidSchema,
  /** The invited address, stored lower-cased. */
  email: z.email({ error: 'Email must be a valid email address' }),
  role: invitationRoleSchema,
  /** The secret part of the invitation link. */
  token: z.string().check(z.minLength(1)),
  /** Who sent it; `null` once their account is deleted. */
  invited_by: z.nullable(uuidSchema),
  created_at: timestampSchema,
  /** `created_at` plus `INVITATION_TTL_DAYS`. */
  expires_at: timestampSchema,
  accepted_at: z.nullable(timestampSchema),
  revoked_at: z.nullable(timestampSchema),
  /** When its email was last sent (the send-invitation function); `null` before the first. */
  last_sent_at: z.nullable(timestampSchema),
});

/** A row of `public.invitations`. */
export interface Invitation extends z.infer<typeof invitationSchema> {}
