import { zodResolver } from '@hookform/resolvers/zod';
import { LiteAlert, LiteAnchor, LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { Input, PinInput } from '../../../components/ui/mantine';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { ThemeProvider } from '../../../components/theme-provider';
import { LabelledSegmentedControl } from '../../../components/segmented-control';
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

/** Where the code comes from: the method the login answer (`mfaMethods`) offers and the person is using. */
const methodSource: Record<MfaMethod, string> = {
  TOTP_AUTHENTICATOR: 'your authenticator app',
  EMAIL: 'the email we sent you',
};

/**
 * A refused code's message at the field. The service's wording cannot know which method the person is using
 * ("your authenticator app (or email)"); the dashboard does, so a plain "not valid" names it. Other refusals
 * (expired, already used) keep the service's words: they say something the dashboard does not know.
 */
function codeRefusalMessage(message: string | undefined, method: MfaMethod): string {
  if (message === undefined || /not valid|invalid|incorrect|wrong/i.test(message)) {
    return `The code is not valid. Check ${methodSource[method]} and try again.`;
  }
  return message;
}

interface MfaStepProps {
  session: Session;
  onVerified: (answer: ConsumerToken) => Promise<void>;
  onStartOver: () => void;
}

/** The second step, with Mantine's theme around it: the sign-in page it shows in draws without one. */
export function MfaStep(props: MfaStepProps) {
  return (
    <ThemeProvider>
      <MfaForm {...props} />
    </ThemeProvider>
  );
}

function MfaForm({ session, onVerified, onStartOver }: MfaStepProps) {
  const methods = session.mfaMethods.filter(isMfaMethod);
  const [failure, setFailure] = useState<unknown>(null);
  const [locked, setLocked] = useState(false);
  const form = useForm<MfaFormValues>({
    resolver: zodResolver(mfaFormSchema),
    defaultValues: { method: methods[0] ?? 'TOTP_AUTHENTICATOR', verificationCode: '' },
  });
  const { control, handleSubmit, setError, formState } = form;
  const method = useWatch({ control, name: 'method' });
  const codeId = useId();

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
      const setFieldError: UseFormSetError<MfaFormValues> = (name, fieldError, options) =>
        setError(
          name,
          name === 'verificationCode'
            ? { ...fieldError, message: codeRefusalMessage(fieldError.message, values.method) }
            : fieldError,
          options,
        );
      const unmatched = applyFieldErrors(error, ['verificationCode', 'method'], setFieldError, {
        mfaType: 'method',
      });
      if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
    }
  });

  if (methods.length === 0) {
    return (
      <LiteStack>
        <LiteAlert color="red" title="Unsupported verification method" role="alert">
          This account asks for a verification method the dashboard does not support ({session.mfaMethods.join(', ')}).
        </LiteAlert>
        <LiteButton variant="default" onClick={onStartOver}>
          Use another account
        </LiteButton>
      </LiteStack>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Verify your identity">
      <LiteStack>
        <LiteText size="sm">
          Signing in as <strong>{session.username}</strong>. This account is protected by multi-factor authentication.
        </LiteText>
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
        <Controller
          control={control}
          name="verificationCode"
          render={({ field, fieldState }) => (
            // Six boxes, one code: typing moves along, a pasted or autofilled code (one-time-code) fills them all.
            <Input.Wrapper
              id={codeId}
              labelElement="div"
              label={methods.length > 1 ? 'Verification code' : `Verification code (${methodLabels[method]})`}
              description={methodHelp[method]}
              error={fieldState.error?.message}
              required
            >
              <PinInput
                ref={field.ref}
                length={6}
                type="number"
                oneTimeCode
                autoFocus
                size="md"
                gap="xs"
                mt={6}
                value={field.value}
                onChange={field.onChange}
                disabled={locked}
                error={fieldState.error !== undefined}
                aria-labelledby={`${codeId}-label`}
                aria-describedby={`${codeId}-description${fieldState.error ? ` ${codeId}-error` : ''}`}
                getInputProps={(index) => ({ 'aria-label': `Digit ${index + 1} of 6` })}
                name="verificationCode"
              />
            </Input.Wrapper>
          )}
        />
        {locked ? (
          <LiteButton onClick={onStartOver}>Sign in again</LiteButton>
        ) : (
          <LiteButton type="submit" loading={formState.isSubmitting} fullWidth>
            Verify
          </LiteButton>
        )}
        {/* Under the button: the fields above do not move when it appears (the code stays where it was typed). */}
        {failure !== null && (
          <LiteAlert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={locked ? 'Sign in again' : 'Could not verify'}
            role="alert"
          >
            {tooManyAttemptsMessage(failure) ?? (failure instanceof Error ? failure.message : 'Verification failed.')}
            {isApiError(failure) && failure.isRetryable && (
              <LiteButton mt="sm" size="xs" variant="light" color="red" onClick={() => void submit()}>
                Try again
              </LiteButton>
            )}
          </LiteAlert>
        )}
        <LiteGroup justify="center">
          <LiteAnchor component="button" type="button" size="sm" onClick={onStartOver}>
            Use another account
          </LiteAnchor>
        </LiteGroup>
      </LiteStack>
    </form>
  );
}
