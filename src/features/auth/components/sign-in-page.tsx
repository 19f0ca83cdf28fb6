import { Alert, Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { session } from '../../../lib/api';
import { isSimulated } from '../../../lib/env';
import { openSimulatorPanel } from '../../../lib/simulator-panel';
import { useSession } from '../../../lib/use-session';
import { ProductMark } from '../../../components/product-mark';
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
    // Top-aligned, not centred: a centred card moved down under the cursor whenever something above or inside it
    // grew. Its top now stays put, and alerts appear under the form's button (one at a time).
    <Box component="main" mih="100vh" px="md" pt={{ base: 'xl', sm: '12vh' }} pb="xl">
      <Box w="100%" maw={420} mx="auto">
        <Stack>
          <Stack gap="xs" align="center" ta="center">
            <ProductMark size={36} textSize="lg" />
            <Title order={1} size="h2">
              {mfa ? 'Verify your identity' : 'Sign in'}
            </Title>
            <Text c="dimmed" size="sm">
              Customer data and personalisation dashboard
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="lg" radius="md" data-testid="sign-in-card">
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
                notice={
                  expired && (
                    <Alert color="yellow" title="Your session ended" role="status">
                      Sign in again to continue where you left off. Anything you typed in open forms was kept.
                    </Alert>
                  )
                }
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
    </Box>
  );
}
