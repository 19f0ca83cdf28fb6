import { Code, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { mfaCodeQuery } from '../api/queries';

/** The user's current TOTP code (or last EMAIL code), refreshed every few seconds. */
export function MfaCode({ username }: { username: string }) {
  const code = useQuery(mfaCodeQuery(username));
  if (code.isPending) return <Text size="xs">…</Text>;
  if (!code.data)
    return (
      <Text size="xs" c="dimmed">
        sign in first
      </Text>
    );
  return <Code aria-label={`Current code for ${username}`}>{code.data.code}</Code>;
}
