import { LiteAlert, LiteButton, LiteGroup, LiteStack, LiteText } from './ui/lite';
import { IconAlertTriangle, IconLock, IconRefresh } from '@tabler/icons-react';
import { isApiError } from '../lib/api-error';
import { explainRefusal } from '../lib/permission-words';

interface ErrorStateProps {
  error: unknown;
  /** Shown as a "Try again" button when the failure can pass (no answer, 5xx, unexpected format). */
  onRetry?: () => void;
  title?: string;
}

/** The designed error state: what went wrong in words, which permission is missing, and a retry. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const apiError = isApiError(error) ? error : null;
  if (apiError?.status === 403) {
    const refusal = explainRefusal(apiError.message, apiError.missingPermission);
    return (
      <LiteAlert color="orange" icon={<IconLock aria-hidden />} title={title ?? 'You do not have access to this'}>
        <LiteStack gap="xs">
          {refusal.words && <LiteText size="sm">{refusal.words}</LiteText>}
          {refusal.message && <LiteText size="sm">{refusal.message}</LiteText>}
          {refusal.detail && (
            <LiteText size="xs" c="dimmed">
              {refusal.detail}. A workspace administrator can add it to your role.
            </LiteText>
          )}
        </LiteStack>
      </LiteAlert>
    );
  }
  const retryable = !apiError || apiError.isRetryable || apiError.kind === 'schema';
  return (
    <LiteAlert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? 'Something went wrong'}
      role="alert"
    >
      <LiteStack gap="xs">
        <LiteText size="sm">{error instanceof Error ? error.message : 'An unexpected error happened.'}</LiteText>
        {apiError && apiError.status > 0 && (
          <LiteText size="xs" c="dimmed">
            {apiError.method} {apiError.path} answered {apiError.status}
          </LiteText>
        )}
        {onRetry && retryable && (
          <LiteGroup>
            <LiteButton
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRetry}
            >
              Try again
            </LiteButton>
          </LiteGroup>
        )}
      </LiteStack>
    </LiteAlert>
  );
}
