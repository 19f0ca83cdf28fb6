import { Alert, Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../lib/api';
import { isSimulated } from '../../../lib/env';
import { openSimulatorPanel } from '../../../lib/simulator-panel';
import { useSession } from '../../../lib/use-session';
import { finishSignIn } from '../api/finish-sign-in';
import { confirmMfa, startSession } from '../model/session-actions';
import { PasswordStep } from './password-step';

// Only accounts with MFA need the second step: its code loads when it is shown.
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

  return (
    <Center mih="100vh" p="md" component="main">
      <Box w="100%" maw={420}>
        <Stack>
          <Stack gap={4} ta="center">
            <Title order={1} size="h2">
              {mfa ? 'Verify your identity' : 'Sign in'}
            </Title>
            <Text c="dimmed" size="sm">
              Customer data and personalisation dashboard
            </Text>
          </Stack>
          {expired && !mfa && (
            <Alert color="yellow" title="Your session ended" role="status">
              Sign in again to continue where you left off. Anything you typed in open forms was kept.
            </Alert>
          )}
          <Paper withBorder shadow="sm" p="lg" radius="md">
            {mfa && current ? (
              <Suspense fallback={<Text size="sm">Loading…</Text>}>
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
              />
            )}
          </Paper>
          {isSimulated && (
            <Text size="sm" c="dimmed" ta="center">
              Demo accounts and the current MFA codes are in the{' '}
              <Anchor component="button" type="button" size="sm" onClick={openSimulatorPanel}>
                simulator panel
              </Anchor>
              .
            </Text>
          )}
        </Stack>
      </Box>
    </Center>
  );
}
