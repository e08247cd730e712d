import * as z from 'zod/mini';
import { invitationRoleSchema } from '../enums.js';
import { uuidSchema } from '../fields/columns.js';
import { emailSchema } from '../fields/email.js';

/** The invite form (admin): who to invite and with which role. `role` defaults to `member`. */
export const createInvitationInputSchema = z.object({
  workspace_id: uuidSchema,
  email: emailSchema,
  role: z._default(invitationRoleSchema, 'member'),
});

/** Parsed invite form. */
export interface CreateInvitationInput extends z.infer<typeof createInvitationInputSchema> {}

/** Accepting an invitation: the token from `/invite/:token`. */
export const acceptInvitationInputSchema = z.object({
  token: z
    .string({ error: 'Invitation token is required' })
    .check(z.trim(), z.minLength(1, { error: 'Invitation token is required' })),
});

/** Parsed invitation acceptance. */
export interface AcceptInvitationInput extends z.infer<typeof acceptInvitationInputSchema> {}
