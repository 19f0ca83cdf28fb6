import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../lib/api';
import { clearAllDrafts } from '../../lib/form-draft';
import type { RegionId } from '../../lib/regions';
import type { Session } from '../../lib/session';
import { selectWorkspace } from '../workspaces/api/select-workspace';
import type { ConsumerToken } from './api/schemas';

function consumerOf(answer: ConsumerToken): Session['consumer'] {
  const { consumer } = answer;
  return {
    id: consumer.id,
    name: consumer.name,
    businessProfileId: consumer.businessProfileId,
    authorities: consumer.authorities,
    roles: consumer.roles,
  };
}

/** After the password step: signed in, or waiting for the MFA code when the answer lists MFA methods. */
export function startSession(regionId: RegionId, username: string, answer: ConsumerToken): Session {
  const mfaMethods = answer.mfaMethods ?? [];
  const next: Session = {
    regionId,
    username,
    token: answer.token,
    stage: mfaMethods.length > 0 ? 'mfa' : 'user',
    mfaMethods,
    consumer: consumerOf(answer),
    workspace: null,
  };
  session.set(next);
  return next;
}

/** After a correct MFA code. */
export function confirmMfa(answer: ConsumerToken): void {
  session.update({ token: answer.token, stage: 'user', mfaMethods: [], consumer: consumerOf(answer) });
}

/**
 * Exchanges the token for one bound to the workspace. Every cached query is dropped first, so nothing of
 * the previous workspace can be shown in the new one.
 */
export async function enterWorkspace(queryClient: QueryClient, workspace: { guid: string; name: string }) {
  const answer = await selectWorkspace(workspace.guid);
  await queryClient.cancelQueries();
  queryClient.clear();
  session.update({
    token: answer.token,
    stage: 'workspace',
    consumer: consumerOf(answer),
    workspace: { guid: workspace.guid, name: workspace.name, id: answer.consumer.businessProfileId ?? 0 },
  });
}

/** Sign-out ends the session, drops every cached query and every unsaved draft. */
export function signOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  clearAllDrafts();
  session.signOut();
}
