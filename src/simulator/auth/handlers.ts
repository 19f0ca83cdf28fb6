import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { profileHandlers } from './profile-handlers';
import { userHandlers } from './user-handlers';
import { workspaceHandlers } from './workspace-handlers';

/**
 * Every Authorization operation of the reference, current (`/uauth`, `/sauth`) and legacy (`/v4`).
 *
 * | operation                          | method and path                                               |
 * |------------------------------------|---------------------------------------------------------------|
 * | Log in as User                     | POST /uauth/auth/login/user                                   |
 * | Verify User MFA                    | POST /uauth/auth/login/user/mfa/verification?mfaType=…        |
 * | Workspaces / ids / current         | GET /uauth/business-profile/, /ids, /current                  |
 * | Select Workspace                   | POST /uauth/auth/login/user/profile/{businessProfileUUID}     |
 * | Log in as Workspace                | POST /uauth/v2/auth/login/profile                             |
 * | Authenticate as Profile            | POST /sauth/v3/auth/login/client                              |
 * | … conditional / anonymous          | POST /sauth/v3/auth/login/client/conditional, /anonymous      |
 * | … server-side (chosen path)        | POST /sauth/v3/auth/login/client/server                       |
 * | Refresh a Profile token            | POST /sauth/v3/auth/refresh/client                            |
 * | Legacy logins                      | POST /v4/auth/login/user, /profile, /client                   |
 * | Legacy choose user profile         | POST /v4/auth/login/user/profile/{id}                         |
 * | Legacy refreshes                   | GET /v4/auth/refresh/user, /profile, /client                  |
 */
export function authHandlers(ctx: SimContext): HttpHandler[] {
  return [...userHandlers(ctx), ...workspaceHandlers(ctx), ...profileHandlers(ctx)];
}
