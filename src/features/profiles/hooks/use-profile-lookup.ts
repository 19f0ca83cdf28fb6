import { useState } from 'react';
import { findProfile, lookupKind, lookupKindLabels } from '../api/find-profile';
import type { Profile } from '../api/schemas';

/**
 * A "find a profile by what was typed" field's state: the text, what kind of identifier it looks like, the
 * lookup in flight, and the message when nothing (or an error) came back. `find` hands the profile found (or
 * null) to `onResult`.
 */
export function useProfileLookup() {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const kind = lookupKind(text);

  const find = async (onResult: (profile: Profile | null) => void | Promise<void>) => {
    if (!kind) return;
    setPending(true);
    setMessage(null);
    try {
      const profile = await findProfile(text);
      if (!profile) setMessage(`No profile has the ${lookupKindLabels[kind]} “${text.trim()}”.`);
      await onResult(profile);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The lookup failed.');
    } finally {
      setPending(false);
    }
  };

  const change = (value: string) => {
    setText(value);
    setMessage(null);
  };

  return { text, change, kind, message, pending, find };
}
