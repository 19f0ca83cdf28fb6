import { useEffect } from 'react';
import type { Profile } from '../../profiles';
import type { Document } from '../api/schemas';
import { useWallLocal, type WallLocal } from '../hooks/use-wall-local';

export interface WallLocalFollowerProps {
  ws: string;
  document: Document;
  profiles: readonly Profile[] | null;
  /** Called with each new state of the local renderings (a stable value while it does not change). */
  onChange(local: WallLocal): void;
}

/**
 * Follows the editor's unsaved draft and renders it for the sample (hooks/use-wall-local.ts), drawing nothing: the
 * wall draws the service's renderings first, so this code loads once the wall shows (audience-wall-page.tsx).
 */
export function WallLocalFollower({ ws, document, profiles, onChange }: WallLocalFollowerProps) {
  const local = useWallLocal(ws, document, profiles);
  useEffect(() => onChange(local), [local, onChange]);
  return null;
}
