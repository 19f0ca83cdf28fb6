import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { consumerTokenSchema } from '../../../lib/consumer-token';

export interface LoginUserBody {
  username: string;
  password: string;
  deviceId?: string;
}

/** POST /uauth/auth/login/user. When `mfaMethods` is non-empty the token only serves the MFA verification. */
export const loginUser = (body: LoginUserBody, signal?: AbortSignal) =>
  http.request(endpoints.loginUser, { body, auth: 'none', schema: consumerTokenSchema, signal });
