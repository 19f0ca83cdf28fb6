import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { PlainAlert, PlainButton, TextField, plainClasses } from '../../../components/ui/plain';
import { isApiError } from '../../../lib/api-error';
import { isSimulated } from '../../../lib/env';
import { applyFieldErrors } from '../../../lib/form-errors';
import { loadRegionPreference, saveRegionPreference } from '../../../lib/preferences';
import type { ConsumerToken } from '../../../lib/consumer-token';
import type { SignInFormValues } from '../api/schemas';
import { tooManyAttemptsMessage } from '../model/too-many-attempts';
import { PasswordField } from './password-field';
import classes from './password-step.module.css';
import { RegionSelect } from './region-select';

interface PasswordStepProps {
  /** Called when valid credentials are about to be sent. */
  onSubmitting?: () => void;
  onSignedIn: (values: SignInFormValues, answer: ConsumerToken) => Promise<void>;
  /** A notice from before this attempt ("your session ended"): shown until a failure takes its place. */
  notice?: ReactNode;
}

function messageFor(error: unknown): string {
  if (isApiError(error) && error.status === 401)
    return 'The email address or password is not right. Check both and try again.';
  // Too many wrong passwords: the service refuses even the right one until the time it names (no automatic retry).
  const throttled = tooManyAttemptsMessage(error);
  if (throttled) return throttled;
  return error instanceof Error ? error.message : 'Signing in failed.';
}

type TextField = 'username' | 'password';
type FieldErrors = Partial<Record<TextField, string>>;

// The schemas (and zod) load on the first keystroke, not with the page; submitting waits for them if needed.
let schemas: Promise<typeof import('../api/schemas')> | null = null;
const loadSchemas = () => (schemas ??= import('../api/schemas'));

/** The form's values checked by `signInFormSchema`: the parsed values, or the first message of each field. */
async function validate(values: SignInFormValues): Promise<{ values: SignInFormValues } | { errors: FieldErrors }> {
  const result = (await loadSchemas()).signInFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * The sign-in form as plain controlled inputs rather than react-hook-form (16 KB gzipped that a visitor
 * without a session would load before the form shows). It behaves as the form library did: validation on
 * submit, then again on each change of a field with a message; focus on the first field with a message; the
 * service's field errors at their field.
 */
export function PasswordStep({ onSignedIn, onSubmitting, notice }: PasswordStepProps) {
  const [failure, setFailure] = useState<unknown>(null);
  const [values, setValues] = useState<SignInFormValues>(() => ({
    regionId: loadRegionPreference(),
    username: '',
    password: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<TextField, HTMLInputElement | null>>>({});

  const change = (field: TextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first submit, a field's message follows what is typed (react-hook-form's reValidateMode).
    if (submitted.current) {
      void validate(next).then((outcome) =>
        setErrors((current) => ({ ...current, [field]: 'errors' in outcome ? outcome.errors[field] : undefined })),
      );
    }
  };

  const setError: UseFormSetError<SignInFormValues> = (name, error, options) => {
    if (name !== 'username' && name !== 'password') return;
    setErrors((current) => ({ ...current, [name]: error.message }));
    if (options?.shouldFocus) inputs.current[name]?.focus();
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      const outcome = await validate(values);
      if ('errors' in outcome) {
        setErrors(outcome.errors);
        const first = (['username', 'password'] as const).find((field) => outcome.errors[field]);
        if (first) inputs.current[first]?.focus();
        return;
      }
      setErrors({});
      setFailure(null);
      onSubmitting?.();
      try {
        const { loginUser } = await import('../api/login-user');
        const answer = await loginUser({ username: outcome.values.username, password: outcome.values.password });
        await onSignedIn(outcome.values, answer);
      } catch (error) {
        const unmatched = applyFieldErrors(error, ['username', 'password'], setError);
        if (!isApiError(error) || error.fieldErrors.length === 0 || unmatched.length > 0) setFailure(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const retryable = isApiError(failure) && failure.isRetryable;

  return (
    <form onSubmit={(event) => void submit(event)} onInput={() => void loadSchemas()} noValidate aria-label="Sign in">
      <div className={plainClasses.stack}>
        <RegionSelect
          value={values.regionId}
          onChange={(regionId) => {
            setValues((current) => ({ ...current, regionId }));
            saveRegionPreference(regionId);
          }}
          description={isSimulated ? 'Simulator mode: every region is answered by the built-in simulator.' : undefined}
        />
        <TextField
          label="Email"
          type="email"
          name="username"
          autoComplete="username"
          required
          autoFocus
          error={errors.username}
          value={values.username}
          onChange={(event) => change('username', event.currentTarget.value)}
          ref={(element) => {
            inputs.current.username = element;
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={errors.password}
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          ref={(element) => {
            inputs.current.password = element;
          }}
        />
        <PlainButton type="submit" loading={submitting} fullWidth>
          Sign in
        </PlainButton>
        {/* One alert at a time, under the button: the fields above never move when it comes or goes. */}
        {failure !== null ? (
          <PlainAlert color="red" title="Could not sign in" role="alert">
            {messageFor(failure)}
            {retryable && (
              <div className={classes.retry}>
                <PlainButton size="xs" variant="light-red" onClick={() => void submit()}>
                  Try again
                </PlainButton>
              </div>
            )}
          </PlainAlert>
        ) : (
          notice
        )}
      </div>
    </form>
  );
}
