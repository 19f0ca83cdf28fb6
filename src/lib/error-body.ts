import * as z from 'zod/mini';
import type { ErrorBody } from './api-error';

/**
 * The reference's error body, parsed with zod like every answer. Its own module: the HTTP client loads it on
 * the first failed answer, so pages that never see an error (the sign-in page) do not pay for zod up front.
 */
export const errorBodySchema: z.ZodMiniType<ErrorBody> = z.object({
  error: z.optional(z.string()),
  status: z.optional(z.int()),
  timestamp: z.optional(z.string()),
  path: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(
    z.array(
      z.object({
        code: z.optional(z.number()),
        field: z.optional(z.string()),
        message: z.optional(z.string()),
        rejectedValue: z.optional(z.unknown()),
      }),
    ),
  ),
});
