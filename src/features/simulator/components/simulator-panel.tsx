import {
  LiteAlert,
  LiteButton,
  LiteCode,
  LiteGroup,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { Badge, CopyButton, Drawer, NumberInput, Table } from '../../../components/ui/mantine';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { useRef, useState } from 'react';
import { MAX_LATENCY_MS, MAX_TOKEN_TTL_SECONDS } from '../../../lib/simulator-config';
import type { SimulatorConfig } from '../api/control';
import { useApplySimulatorConfig, useResetSimulator } from '../api/mutations';
import { configQuery, credentialsQuery } from '../api/queries';
import { MfaCode } from './mfa-code';

const mfaLabels = { NONE: 'none', TOTP_AUTHENTICATOR: 'authenticator', EMAIL: 'email' } as const;

/** Demo credentials, the current MFA codes and the fault switches of the simulator (simulator builds only). */
interface SimulatorPanelProps {
  opened: boolean;
  onClose: () => void;
  /** After "Reset demo data" (tests pass their own). */
  reloadPage?: () => void;
}

export default function SimulatorPanel(props: SimulatorPanelProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SimulatorPanelContent {...props} />
    </QueryClientProvider>
  );
}

/** The demo users, their passwords (to copy) and, for those with MFA, the code of the moment. */
function DemoAccounts({ opened }: { opened: boolean }) {
  const credentials = useQuery({ ...credentialsQuery(), enabled: opened });
  return (
    <>
      <LiteTitle order={2} size="h5">
        Demo accounts
      </LiteTitle>
      {credentials.isError && <LiteText c="red">The simulator did not answer.</LiteText>}
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Password</Table.Th>
            <Table.Th>MFA</Table.Th>
            <Table.Th>Code now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credentials.data?.users.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td>
                <LiteText size="xs" ff="monospace">
                  {user.username}
                </LiteText>
              </Table.Td>
              <Table.Td>
                <CopyButton value={user.password}>
                  {({ copied, copy }) => (
                    <LiteButton
                      size="compact-xs"
                      variant="subtle"
                      onClick={copy}
                      aria-label={`Copy password of ${user.username}`}
                    >
                      <LiteCode>{copied ? 'copied' : user.password}</LiteCode>
                    </LiteButton>
                  )}
                </CopyButton>
              </Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={user.mfa === 'NONE' ? 'gray' : 'blue'}>
                  {mfaLabels[user.mfa]}
                </Badge>
              </Table.Td>
              <Table.Td>{user.mfa !== 'NONE' && opened ? <MfaCode username={user.username} /> : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function SimulatorPanelContent({
  opened,
  onClose: close,
  reloadPage = () => window.location.reload(),
}: SimulatorPanelProps) {
  const config = useQuery({ ...configQuery(), enabled: opened });
  const applyConfig = useApplySimulatorConfig();
  const resetData = useResetSimulator();
  const [draft, setDraft] = useState<SimulatorConfig | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Resetting loses every change made in the demo: asked once more, in the panel, before anything is sent.
  const [confirmingReset, setConfirmingReset] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);

  const values = draft ?? config.data ?? null;

  /** Runs a control call; a refusal or no answer at all is said in the panel, never only in the console. */
  const attempt = async (what: string, action: () => Promise<void>) => {
    setFailure(null);
    setStatus(null);
    try {
      await action();
    } catch (error) {
      setFailure(`${what} failed. ${error instanceof Error ? error.message : 'The simulator did not answer.'}`);
    }
  };

  const apply = () =>
    attempt('Applying the settings', async () => {
      if (!values) return;
      await applyConfig.mutateAsync(values);
      setDraft(null);
      setStatus('Settings applied.');
    });

  // A reload after the reset: every page and cache then starts from the seed, as the simulator does (in the
  // in-page demo the reset also clears the data kept in IndexedDB, see src/simulator/hosts/browser-persistence.ts).
  const reset = () =>
    attempt('Resetting the demo data', async () => {
      setConfirmingReset(false);
      await resetData.mutateAsync();
      setDraft(null);
      setStatus('Demo data is back to the seed. Reloading…');
      reloadPage();
    });

  const cancelReset = () => {
    setConfirmingReset(false);
    resetButton.current?.focus();
  };

  return (
    <Drawer opened={opened} onClose={close} position="right" size="lg" title="Simulator">
      <LiteStack>
        <LiteText size="sm">
          The dashboard is talking to the built-in simulator: seeded demo data, no account needed. Nothing here exists
          on a real deployment.
        </LiteText>
        <DemoAccounts opened={opened} />
        <LiteTitle order={2} size="h5">
          Faults and timing
        </LiteTitle>
        {values && (
          <LiteStack gap="xs">
            <NumberInput
              label="Token lifetime (seconds)"
              description="Applies to tokens issued from now on."
              min={1}
              max={MAX_TOKEN_TTL_SECONDS}
              value={values.tokenTtlSeconds}
              onChange={(value) =>
                setDraft({ ...values, tokenTtlSeconds: Math.min(MAX_TOKEN_TTL_SECONDS, Number(value) || 1) })
              }
            />
            <NumberInput
              label="Latency (ms)"
              min={0}
              max={MAX_LATENCY_MS}
              step={100}
              value={values.latencyMs}
              onChange={(value) => setDraft({ ...values, latencyMs: Math.min(MAX_LATENCY_MS, Number(value) || 0) })}
            />
            <NumberInput
              label="Failure rate (0 to 1)"
              description="Share of requests answered 500."
              min={0}
              max={1}
              step={0.1}
              decimalScale={2}
              value={values.failureRate}
              onChange={(value) => setDraft({ ...values, failureRate: Math.min(1, Math.max(0, Number(value) || 0)) })}
            />
            <LiteGroup>
              <LiteButton onClick={() => void apply()} disabled={!draft} loading={applyConfig.isPending}>
                Apply
              </LiteButton>
              <LiteButton
                ref={resetButton}
                variant="default"
                color="red"
                onClick={() => setConfirmingReset(true)}
                aria-expanded={confirmingReset}
                loading={resetData.isPending}
              >
                Reset demo data
              </LiteButton>
            </LiteGroup>
            {confirmingReset && (
              <LiteAlert color="red" title="Reset the demo data to the seed?" role="group">
                <LiteStack gap="xs">
                  <LiteText size="sm">
                    Every profile, document and event changed or added in this demo is lost, for everyone using this
                    simulator, and the page reloads.
                  </LiteText>
                  <LiteGroup>
                    <LiteButton color="red" onClick={() => void reset()} data-autofocus autoFocus>
                      Reset everything
                    </LiteButton>
                    <LiteButton variant="default" onClick={cancelReset}>
                      Keep my changes
                    </LiteButton>
                  </LiteGroup>
                </LiteStack>
              </LiteAlert>
            )}
            {failure && (
              <LiteAlert color="red" role="alert" title="The simulator did not do it">
                {failure}
              </LiteAlert>
            )}
            <LiteText size="sm" role="status">
              {status}
            </LiteText>
          </LiteStack>
        )}
      </LiteStack>
    </Drawer>
  );
}
