// zod/mini: these schemas are on the sign-in route, where every kilobyte counts.
import * as z from 'zod/mini';

/** Token response, short form (`{token}`) and extended form (profile token login/refresh). */
export const tokenResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiration: z.optional(z.int()),
  created: z.optional(z.int()),
  origin: z.optional(z.string()),
  customId: z.optional(z.nullable(z.string())),
  realm: z.optional(z.string()),
});

export const mfaMethods = ['TOTP_AUTHENTICATOR', 'EMAIL'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export function isMfaMethod(value: string): value is MfaMethod {
  return (mfaMethods as readonly string[]).includes(value);
}

/** The sign-in form: the limits written once, used by the form's resolver. */
export const signInFormSchema = z.object({
  regionId: z.enum(['azure-eu', 'azure-us', 'gcp']),
  username: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your email address.'), z.email('Enter a valid email address.')),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

export type SignInFormValues = z.infer<typeof signInFormSchema>;

export const mfaFormSchema = z.object({
  method: z.enum(mfaMethods),
  verificationCode: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'The code has 6 digits.')),
});

export type MfaFormValues = z.infer<typeof mfaFormSchema>;
