import { http } from '../../../lib/api';
import { endpoints } from '../../../lib/endpoints';
import { consumerTokenSchema } from '../../../lib/consumer-token';

/** POST /uauth/auth/login/user/profile/{guid}: exchanges the user token for one bound to the workspace. */
export const selectWorkspace = (guid: string, signal?: AbortSignal) =>
  http.request(endpoints.selectWorkspace, { params: [guid], schema: consumerTokenSchema, signal });
