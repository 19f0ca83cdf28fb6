import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';
import { isApiError } from '../../../lib/api-error';
import { applyFieldErrors } from '../../../lib/form-errors';
import type { Session } from '../../../lib/session';
import type { ConsumerToken } from '../../../lib/consumer-token';
import { isMfaMethod, mfaFormSchema, type MfaFormValues, type MfaMethod } from '../api/schemas';
import { verifyMfa } from '../api/verify-mfa';
import { tooManyAttemptsMessage } from '../model/too-many-attempts';

const methodLabels: Record<MfaMethod, string> = {
  TOTP_AUTHENTICATOR: 'Authenticator app',
  EMAIL: 'Email code',
};

const methodHelp: Record<MfaMethod, string> = {
  TOTP_AUTHENTICATOR: 'Enter the 6-digit code your authenticator app shows for this account.',
  EMAIL: 'We sent a 6-digit code to your email address. It is valid for a few minutes.',
};

interface MfaStepProps {
  session: Session;
  onVerified: (answer: ConsumerToken) => Promise<void>;
  onStartOver: () => void;
}

export function MfaStep({ session, onVerified, onStartOver }: MfaStepProps) {
  const methods = session.mfaMethods.filter(isMfaMethod);
  const [failure, setFailure] = useState<unknown>(null);
  const [locked, setLocked] = useState(false);
  const form = useForm<MfaFormValues>({
    resolver: zodResolver(mfaFormSchema),
    defaultValues: { method: methods[0] ?? 'TOTP_AUTHENTICATOR', verificationCode: '' },
  });
  const { register, control, handleSubmit, setError, formState } = form;
  const method = useWatch({ control, name: 'method' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await verifyMfa(session.token, values.method, values.verificationCode);
      await onVerified(answer);
    } catch (error) {
      if (isApiError(error) && error.status === 429 && error.retryAt !== undefined) {
        // The account's codes are locked until a time (Retry-After): signing in again would not help, and this
        // login can verify again once the time has come. The typed code stays; nothing is retried on its own.
        setFailure(error);
        return;
      }
      if (isApiError(error) && (error.status === 429 || error.status === 401)) {
        // Too many wrong codes for this login, or the sign-in expired: this login token is spent.
        setLocked(true);
        setFailure(error);
        return;
      }
      const unmatched = applyFieldErrors(error, ['verificationCode', 'method'], setError, { mfaType: 'method' });
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
    }
  });

  if (methods.length === 0) {
    return (
      <Stack>
        <Alert color="red" title="Unsupported verification method" role="alert">
          This account asks for a verification method the dashboard does not support ({session.mfaMethods.join(', ')}).
        </Alert>
        <Button variant="default" onClick={onStartOver}>
          Use another account
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Verify your identity">
      <Stack>
        <Text size="sm">
          Signing in as <strong>{session.username}</strong>. This account is protected by multi-factor authentication.
        </Text>
        {failure !== null && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={locked ? 'Sign in again' : 'Could not verify'}
            role="alert"
          >
            {tooManyAttemptsMessage(failure) ?? (failure instanceof Error ? failure.message : 'Verification failed.')}
            {isApiError(failure) && failure.isRetryable && (
              <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void submit()}>
                Try again
              </Button>
            )}
          </Alert>
        )}
        {methods.length > 1 && (
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <LabelledSegmentedControl
                label="Verification method"
                value={field.value}
                onChange={field.onChange}
                data={methods.map((value) => ({ value, label: methodLabels[value] }))}
                disabled={locked}
              />
            )}
          />
        )}
        <TextInput
          label={methods.length > 1 ? 'Verification code' : `Verification code (${methodLabels[method]})`}
          description={methodHelp[method]}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          disabled={locked}
          error={formState.errors.verificationCode?.message}
          {...register('verificationCode')}
        />
        {locked ? (
          <Button onClick={onStartOver}>Sign in again</Button>
        ) : (
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            Verify
          </Button>
        )}
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onStartOver}>
            Use another account
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
