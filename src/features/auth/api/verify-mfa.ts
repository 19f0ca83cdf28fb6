import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { consumerTokenSchema } from '../../../lib/consumer-token';
import type { MfaMethod } from './schemas';

/** POST /uauth/auth/login/user/mfa/verification?mfaType=…, authenticated by the login token. */
export const verifyMfa = (loginToken: string, mfaType: MfaMethod, verificationCode: string, signal?: AbortSignal) =>
  http.request(endpoints.verifyUserMfa, {
    query: { mfaType },
    body: { verificationCode },
    auth: { token: loginToken },
    schema: consumerTokenSchema,
    signal,
  });
