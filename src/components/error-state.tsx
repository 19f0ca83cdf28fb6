import { Alert, Button, Group, Stack, Text } from './lite/lite-ui';
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
      <Alert color="orange" icon={<IconLock aria-hidden />} title={title ?? 'You do not have access to this'}>
        <Stack gap="xs">
          {refusal.words && <Text size="sm">{refusal.words}</Text>}
          {refusal.message && <Text size="sm">{refusal.message}</Text>}
          {refusal.detail && (
            <Text size="xs" c="dimmed">
              {refusal.detail}. A workspace administrator can add it to your role.
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  const retryable = !apiError || apiError.isRetryable || apiError.kind === 'schema';
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title ?? 'Something went wrong'} role="alert">
      <Stack gap="xs">
        <Text size="sm">{error instanceof Error ? error.message : 'An unexpected error happened.'}</Text>
        {apiError && apiError.status > 0 && (
          <Text size="xs" c="dimmed">
            {apiError.method} {apiError.path} answered {apiError.status}
          </Text>
        )}
        {onRetry && retryable && (
          <Group>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRetry}
            >
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
