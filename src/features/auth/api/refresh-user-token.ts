import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { tokenResponseSchema } from './schemas';

/** GET /v4/auth/refresh/user: a new token for an active one (same workspace binding). */
export const refreshUserToken = async (token: string) =>
  (await http.request(endpoints.refreshUserToken, { auth: { token }, schema: tokenResponseSchema })).token;
