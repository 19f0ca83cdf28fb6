import { queryOptions } from '@tanstack/react-query';
import { getConfig, getCredentials, getMfaCode } from './control';
import { simulatorKeys } from './keys';

// No retry: a simulator that does not answer is said at once (the panel shows it).
export const credentialsQuery = () =>
  queryOptions({ queryKey: simulatorKeys.credentials(), queryFn: getCredentials, retry: false });

export const configQuery = () => queryOptions({ queryKey: simulatorKeys.config(), queryFn: getConfig, retry: false });

/** The user's current TOTP code (or last EMAIL code), refreshed every few seconds. */
export const mfaCodeQuery = (username: string) =>
  queryOptions({
    queryKey: simulatorKeys.mfaCode(username),
    queryFn: () => getMfaCode(username),
    refetchInterval: 3000,
    retry: false,
  });
