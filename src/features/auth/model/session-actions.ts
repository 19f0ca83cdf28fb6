import { session } from '../../../lib/api';
import type { RegionId } from '../../../lib/regions';
import { consumerOf, type Session } from '../../../lib/session';
import type { ConsumerToken } from '../../../lib/consumer-token';

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
