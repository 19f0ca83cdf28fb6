import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { findProfile, lookupKind } from '../api/find-profile';

const kindLabels = { id: 'numeric id', uuid: 'uuid', email: 'email', customId: 'custom id' } as const;

/** Opens a profile straight from its numeric id, email, custom id or uuid. */
export function ProfileJump() {
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const kind = lookupKind(value);

  const go = async () => {
    if (!kind) return;
    setPending(true);
    setMessage(null);
    try {
      const profile = await findProfile(value);
      if (profile) await navigate(`/profiles/${profile.clientId}`);
      else setMessage(`No profile has the ${kindLabels[kind]} “${value.trim()}”.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The lookup failed.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
      aria-label="Go to a profile"
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Go to profile"
          placeholder="Id, email, custom id or uuid"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setMessage(null);
          }}
          description={kind ? `Looks like a ${kindLabels[kind]}` : undefined}
          error={message}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={pending} disabled={!kind}>
          Open
        </Button>
      </Group>
      {message === null && kind === null && value !== '' && <Text size="xs">Type an identifier.</Text>}
    </form>
  );
}
