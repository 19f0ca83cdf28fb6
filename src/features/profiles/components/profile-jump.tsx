import { LiteButton, LiteGroup, LiteText } from '../../../components/ui/lite';
import { TextField } from '../../../components/ui/plain';
import { useNavigate } from 'react-router';
import { lookupKindLabels } from '../api/find-profile';
import { useProfileLookup } from '../hooks/use-profile-lookup';
import { appPath } from '../../../lib/app-path';

/** Opens a profile straight from its numeric id, email, custom id or uuid. */
export function ProfileJump() {
  const { text: value, change, kind, message, pending, find } = useProfileLookup();
  const navigate = useNavigate();
  const go = () =>
    find(async (profile) => {
      if (profile) await navigate(appPath(`/profiles/${profile.clientId}`));
    });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
      aria-label="Go to a profile"
    >
      <LiteGroup align="flex-end" gap="xs" wrap="nowrap">
        <TextField
          label="Go to profile"
          placeholder="Id, email, custom id or uuid"
          value={value}
          onChange={(event) => change(event.currentTarget.value)}
          description={kind ? `Looks like a ${lookupKindLabels[kind]}` : undefined}
          error={message}
          rootStyle={{ flex: 1 }}
        />
        <LiteButton type="submit" variant="default" loading={pending} disabled={!kind}>
          Open
        </LiteButton>
      </LiteGroup>
      {message === null && kind === null && value !== '' && <LiteText size="xs">Type an identifier.</LiteText>}
    </form>
  );
}
