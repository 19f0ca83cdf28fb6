import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { consumerTokenSchema, type MfaMethod } from './schemas';

/** POST /uauth/auth/login/user/mfa/verification?mfaType=…, authenticated by the login token. */
export const verifyMfa = (loginToken: string, mfaType: MfaMethod, verificationCode: string, signal?: AbortSignal) =>
  http.request(endpoints.verifyUserMfa, {
    query: { mfaType },
    body: { verificationCode },
    auth: { token: loginToken },
    schema: consumerTokenSchema,
    signal,
  });
