import type { QueryClient } from '@tanstack/react-query';
import { session } from '../../../lib/api';
import { clearAllDrafts } from '../../../lib/form-draft';
import type { RegionId } from '../../../lib/regions';
import type { Session } from '../../../lib/session';
import type { ConsumerToken } from '../api/schemas';

export function consumerOf(answer: ConsumerToken): Session['consumer'] {
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

/** Sign-out ends the session, drops every cached query and every unsaved draft. */
export function signOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.clear();
  clearAllDrafts();
  session.signOut();
}
