import type { HttpHandler } from 'msw';
import type { SimContext } from '../context';
import { profileHandlers } from './profile-handlers';
import { userHandlers } from './user-handlers';
import { workspaceHandlers } from './workspace-handlers';

/** Every Authorization operation of the reference (current and legacy); contract in ../README.md. */
export function authHandlers(ctx: SimContext): HttpHandler[] {
  return [...userHandlers(ctx), ...workspaceHandlers(ctx), ...profileHandlers(ctx)];
}
