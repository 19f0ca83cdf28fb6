import { LiteCode, LiteText } from '../../../components/ui/lite';
import { useQuery } from '@tanstack/react-query';
import { mfaCodeQuery } from '../api/queries';

/** The user's current TOTP code (or last EMAIL code), refreshed every few seconds. */
export function MfaCode({ username }: { username: string }) {
  const code = useQuery(mfaCodeQuery(username));
  if (code.isPending) return <LiteText size="xs">…</LiteText>;
  if (!code.data)
    return (
      <LiteText size="xs" c="dimmed">
        sign in first
      </LiteText>
    );
  return <LiteCode aria-label={`Current code for ${username}`}>{code.data.code}</LiteCode>;
}
