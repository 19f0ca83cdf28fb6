import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { findProfile, lookupKind } from '../../profiles/api/find-profile';
import type { Profile } from '../../profiles/api/schemas';

const kindLabels = { id: 'client id', uuid: 'uuid', email: 'email', customId: 'custom id' } as const;
const withArticle = (label: string) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

/** Finds the profile to preview as, by email, custom id, client id or uuid (the profiles feature's lookup). */
export function ProfilePicker({ onPick }: { onPick(profile: Profile | null): void }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = lookupKind(text);

  const find = async () => {
    if (!kind) return;
    setPending(true);
    setMessage(null);
    try {
      const profile = await findProfile(text);
      if (!profile) setMessage(`No profile has the ${kindLabels[kind]} “${text.trim()}”.`);
      onPick(profile);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The lookup failed.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      aria-label="Choose a profile to preview as"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void find();
      }}
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Preview as profile"
          placeholder="Email, custom id or client id"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMessage(null);
          }}
          description={kind ? `Looks like ${withArticle(kindLabels[kind])}` : 'Email, custom id, client id or uuid'}
          error={message}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={pending} disabled={!kind} leftSection={<IconSearch size={16} aria-hidden />} mb={message ? 22 : 0}>
          Find
        </Button>
      </Group>
      {text === '' && (
        <Text size="xs" c="dimmed" mt={4}>
          The profile's fields fill the inserts.
        </Text>
      )}
    </form>
  );
}
