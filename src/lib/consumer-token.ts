// zod/mini: the sign-in route parses this answer, where every kilobyte counts.
import * as z from 'zod/mini';

export const consumerSchema = z.object({
  type: z.string(),
  businessProfileId: z.nullable(z.int()),
  name: z.string(),
  id: z.int(),
  authorities: z.array(z.string()),
  roles: z.string(),
});

/**
 * Answer of user login, MFA verification and workspace selection. Shared by the sign-in (auth) and the
 * workspace switch (workspaces), so it lives here rather than in either feature.
 */
export const consumerTokenSchema = z.object({
  token: z.string().check(z.minLength(1)),
  consumer: consumerSchema,
  mfaMethods: z.optional(z.array(z.string())),
});

export type ConsumerToken = z.infer<typeof consumerTokenSchema>;
