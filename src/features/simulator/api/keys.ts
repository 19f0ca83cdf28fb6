/** Query keys of the simulator's control API (one simulator per origin: no workspace in them). */
export const simulatorKeys = {
  all: ['simulator'] as const,
  credentials: () => [...simulatorKeys.all, 'credentials'] as const,
  config: () => [...simulatorKeys.all, 'config'] as const,
  mfaCode: (username: string) => [...simulatorKeys.all, 'mfa-code', username] as const,
};
