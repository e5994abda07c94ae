import { z } from 'zod';
import { emailSchema } from './auth-validation';
import type { HouseholdRole } from './constants';

/** Accounts sharing one household (and its subscription), the owner included. */
export const HOUSEHOLD_MEMBERS_MAX = 6;

/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;

/** POST /api/household/invitations. */
export const invitationInputSchema = z.object({ email: emailSchema });

/** POST /api/household/invitations/accept, and the query of GET …/preview. */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: 'Le lien d’invitation est incomplet.' })
    .trim()
    .min(20, 'Le lien d’invitation est incomplet.')
    .max(200, 'Le lien d’invitation est incomplet.'),
});

export interface HouseholdMember {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  role: HouseholdRole;
  /** ISO timestamp: when they joined (the owner: when the household was made). */
  joinedAt: string;
  isMe: boolean;
  /** Whether they answered the questionnaire (their own preferences). */
  hasPreferences: boolean;
  dietaryRestrictions: string[];
}

export interface HouseholdInvitation {
  id: string;
  email: string;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/household: who shares the household, and the invitations still pending. */
export interface HouseholdOverview {
  id: string;
  myRole: HouseholdRole;
  members: HouseholdMember[];
  /** Pending, unexpired invitations, newest first (only the owner sees them). */
  invitations: HouseholdInvitation[];
  maxMembers: number;
}

/** GET /api/household/invitations/preview?token=…: what the invitation page shows. */
export interface InvitationPreview {
  inviterFirstName: string;
  email: string;
  expiresAt: string;
}
