import { Code, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getMfaCode } from '../api/control';

/** The user's current TOTP code (or last EMAIL code), refreshed every few seconds. */
export function MfaCode({ username }: { username: string }) {
  const code = useQuery({
    queryKey: ['simulator', 'mfa-code', username],
    queryFn: () => getMfaCode(username),
    refetchInterval: 3000,
    retry: false,
  });
  if (code.isPending) return <Text size="xs">…</Text>;
  if (!code.data)
    return (
      <Text size="xs" c="dimmed">
        sign in first
      </Text>
    );
  return <Code aria-label={`Current code for ${username}`}>{code.data.code}</Code>;
}
