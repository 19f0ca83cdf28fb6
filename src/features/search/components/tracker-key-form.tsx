import {
  LiteAlert,
  LiteButton,
  LiteGroup,
  LitePaper,
  LiteStack,
  LiteText,
  LiteTitle,
} from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { saveTrackerKey } from '../model/tracker-key';

interface TrackerKeyFormProps {
  ws: string;
  workspaceName: string;
  /** The key stored before was answered 401. */
  refused: boolean;
  /** Simulator builds: fetches the simulator's key for this workspace. */
  fromSimulator?: (ws: string) => Promise<string | null>;
  onSaved: () => void;
}

/** Asks once per workspace for the tracker key search requests authenticate with. */
export function TrackerKeyForm({ ws, workspaceName, refused, fromSimulator, onSaved }: TrackerKeyFormProps) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const save = (value: string) => {
    if (!value.trim()) {
      setError('Enter the tracker key.');
      return;
    }
    saveTrackerKey(ws, value);
    onSaved();
  };
  return (
    <LitePaper withBorder radius="md" p="lg" maw={560} component="section" aria-labelledby="tracker-key-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save(key);
        }}
      >
        <LiteStack>
          <LiteTitle order={2} size="h3" id="tracker-key-title">
            Tracker key for {workspaceName}
          </LiteTitle>
          {refused && (
            <LiteAlert color="red" title="The service refused the tracker key (401)" role="alert">
              The key stored for this workspace is not valid. Enter the current one.
            </LiteAlert>
          )}
          <LiteText size="sm">
            Search requests authenticate with the workspace&apos;s tracker key, the key in your website&apos;s tracking
            code (it is public by design), sent as the <code>token</code> parameter. Your sign-in token is never sent to
            search. The key is remembered in this browser for this workspace.
          </LiteText>
          <TextField
            label="Tracker key"
            leftSection={<IconKey size={16} aria-hidden />}
            value={key}
            error={error}
            onChange={(event) => {
              setKey(event.currentTarget.value);
              setError(null);
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <LiteGroup>
            <LiteButton type="submit">Save and search</LiteButton>
            {fromSimulator && (
              <LiteButton
                variant="default"
                loading={loading}
                onClick={() => {
                  setLoading(true);
                  void fromSimulator(ws)
                    .then(
                      (value) => (value ? save(value) : setError('The simulator has no key for this workspace.')),
                      (failure: unknown) =>
                        setError(failure instanceof Error ? failure.message : 'The simulator did not answer.'),
                    )
                    .finally(() => setLoading(false));
                }}
              >
                Use the simulator&apos;s key
              </LiteButton>
            )}
          </LiteGroup>
        </LiteStack>
      </form>
    </LitePaper>
  );
}
