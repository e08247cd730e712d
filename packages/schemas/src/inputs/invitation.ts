import { z } from 'zod';
import { invitationRoleSchema } from '../enums.js';
import { uuidSchema } from '../fields/columns.js';
import { emailSchema } from '../fields/email.js';

/** The invite form (admin): who to invite and with which role. `role` defaults to `member`. */
export const createInvitationInputSchema = z.object({
  workspace_id: uuidSchema,
  email: emailSchema,
  role: invitationRoleSchema.default('member'),
});

/** Parsed invite form. */
export interface CreateInvitationInput extends z.infer<typeof createInvitationInputSchema> {}

/** Accepting an invitation: the token from `/invite/:token`. */
export const acceptInvitationInputSchema = z.object({
  token: z
    .string({ error: 'Invitation token is required' })
    .trim()
    .min(1, { error: 'Invitation token is required' }),
});

/** Parsed invitation acceptance. */
export interface AcceptInvitationInput extends z.infer<typeof acceptInvitationInputSchema> {}
