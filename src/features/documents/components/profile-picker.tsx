import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { IconSearch } from '@tabler/icons-react';
import { lookupKindLabels, useProfileLookup, type Profile } from '../../profiles';

const withArticle = (label: string) => `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

/** Finds the profile to preview as, by email, custom id, client id or uuid (the profiles feature's lookup). */
export function ProfilePicker({ onPick, disabled }: { onPick?(profile: Profile | null): void; disabled?: boolean }) {
  const { text, change, kind, message, pending, find } = useProfileLookup();

  return (
    <form
      aria-label="Choose a profile to preview as"
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (onPick) void find(onPick);
      }}
    >
      <LiteGroup align="flex-end" gap="xs" wrap="nowrap">
        <TextField
          label="Preview as profile"
          placeholder="Email, custom id or client id"
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          description={
            kind ? `Looks like ${withArticle(lookupKindLabels[kind])}` : 'Email, custom id, client id or uuid'
          }
          error={message}
          disabled={disabled}
          rootStyle={{ flex: 1 }}
        />
        <LiteButton
          type="submit"
          variant="default"
          loading={pending}
          disabled={disabled || !kind}
          leftSection={<IconSearch size={16} aria-hidden />}
          mb={message ? 22 : 0}
        >
          Find
        </LiteButton>
      </LiteGroup>
      {text === '' && (
        <LiteText size="xs" c="dimmed" mt={4}>
          The profile's fields fill the inserts.
        </LiteText>
      )}
    </form>
  );
}
