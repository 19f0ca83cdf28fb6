import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { isSimulated } from '../../../lib/env';
import { applyFieldErrors } from '../../../lib/form-errors';
import { loadRegionPreference, saveRegionPreference } from '../../../lib/preferences';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import type { ConsumerToken } from '../../../lib/consumer-token';
import type { SignInFormValues } from '../api/schemas';
import { tooManyAttemptsMessage } from '../model/too-many-attempts';
import { PasswordField } from './password-field';
import { RegionSelect } from './region-select';

interface PasswordStepProps {
  /** Called when valid credentials are about to be sent. */
  onSubmitting?: () => void;
  onSignedIn: (values: SignInFormValues, answer: ConsumerToken) => Promise<void>;
}

function messageFor(error: unknown): string {
  if (isApiError(error) && error.status === 401)
    return 'The email address or password is not right. Check both and try again.';
  // Too many wrong passwords: the service refuses even the right one until the time it names (no automatic retry).
  const throttled = tooManyAttemptsMessage(error);
  if (throttled) return throttled;
  return error instanceof Error ? error.message : 'Signing in failed.';
}

// The schemas (and zod) load on the first keystroke, not with the page.
const signInValidation = lazyZodResolver<SignInFormValues>(
  async () => (await import('../api/schemas')).signInFormSchema,
);

export function PasswordStep({ onSignedIn, onSubmitting }: PasswordStepProps) {
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SignInFormValues>({
    resolver: signInValidation.resolver,
    defaultValues: { regionId: loadRegionPreference(), username: '', password: '' },
  });
  const { register, control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    onSubmitting?.();
    try {
      const { loginUser } = await import('../api/login-user');
      const answer = await loginUser({ username: values.username, password: values.password });
      await onSignedIn(values, answer);
    } catch (error) {
      const unmatched = applyFieldErrors(error, ['username', 'password'], setError);
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
    }
  });

  const retryable = isApiError(failure) && failure.isRetryable;

  return (
    <form onSubmit={(event) => void submit(event)} onInput={signInValidation.preload} noValidate aria-label="Sign in">
      <Stack>
        {failure !== null && (
          <Alert color="red" title="Could not sign in" role="alert">
            {messageFor(failure)}
            {retryable && (
              <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void submit()}>
                Try again
              </Button>
            )}
          </Alert>
        )}
        <Controller
          control={control}
          name="regionId"
          render={({ field }) => (
            <RegionSelect
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                saveRegionPreference(value);
              }}
              description={
                isSimulated ? 'Simulator mode: every region is answered by the built-in simulator.' : undefined
              }
            />
          )}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
