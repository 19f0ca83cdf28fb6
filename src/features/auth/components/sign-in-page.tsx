import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../lib/api';
import { isSimulated } from '../../../lib/env';
import { openSimulatorPanel } from '../../../lib/simulator-panel';
import { useSession } from '../../../lib/use-session';
import { LinkButton, PlainAlert, plainClasses } from '../../../components/ui/plain';
import { ProductMark } from '../../../components/product-mark';
import { finishSignIn } from '../api/finish-sign-in';
import { confirmMfa, startSession } from '../model/session-actions';
import { PasswordStep } from './password-step';
import classes from './sign-in-page.module.css';

// Only accounts with MFA need the second step: its code (and Mantine's, which it uses) loads when it is shown.
const MfaStep = lazy(() => import('./mfa-step').then((module) => ({ default: module.MfaStep })));

export function SignInPage({ onSubmitting }: { onSubmitting?: () => void }) {
  const current = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = params.get('returnTo');
  const expired = params.get('reason') === 'expired';

  const proceed = async () => {
    const target = await finishSignIn(returnTo);
    await navigate(target, { replace: true });
  };

  const mfa = current?.stage === 'mfa';

  // Plain elements, no Mantine: a visitor without a session gets the form with the least JavaScript
  // (docs/decisions/0108-public-pages-without-mantine.md).
  return (
    <main className={classes.page}>
      <div className={`${classes.column} ${plainClasses.stack}`}>
        <div className={classes.heading}>
          <ProductMark size={36} textSize="lg" />
          <h1 className={plainClasses.title}>{mfa ? 'Verify your identity' : 'Sign in'}</h1>
          <p className={`${plainClasses.text} ${plainClasses.dimmed}`}>Customer data and personalisation dashboard</p>
        </div>
        <div className={plainClasses.card} data-testid="sign-in-card">
          {mfa && current ? (
            <Suspense fallback={<p className={plainClasses.text}>Loading…</p>}>
              <MfaStep
                session={current}
                onVerified={async (answer) => {
                  confirmMfa(answer);
                  await proceed();
                }}
                onStartOver={() => session.set(null)}
              />
            </Suspense>
          ) : (
            <PasswordStep
              onSubmitting={onSubmitting}
              onSignedIn={async (values, answer) => {
                const next = startSession(values.regionId, values.username, answer);
                if (next.stage === 'user') await proceed();
              }}
              notice={
                expired && (
                  <PlainAlert color="yellow" title="Your session ended" role="status">
                    Sign in again to continue where you left off. Anything you typed in open forms was kept.
                  </PlainAlert>
                )
              }
            />
          )}
        </div>
        {isSimulated && (
          <p className={`${plainClasses.text} ${plainClasses.dimmed} ${classes.note}`}>
            Demo accounts and the current MFA codes are in the{' '}
            <LinkButton onClick={openSimulatorPanel}>simulator panel</LinkButton>.
          </p>
        )}
      </div>
    </main>
  );
}
