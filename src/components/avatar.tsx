import { useState } from 'react';
import { useAfterFirstPaint } from '../lib/after-content';
import classes from './avatar.module.css';

interface AvatarProps {
  /** Shown when there is no image, or it cannot be loaded. */
  initials: string;
  /** An http(s) address, already checked (src/lib/safe-url.ts). */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  radius?: 'sm' | 'round';
}

/**
 * A picture, or initials on the theme's light blue: Mantine's Avatar, drawn as plain elements for the header, which
 * shows with the page before any of Mantine's components have loaded (decision 0114). Decorative: the name it
 * stands for is always beside it or in its button's label. The picture is asked for once the page has shown its
 * content (decision 0115): on a phone's connection a request to another origin would otherwise hold up the page's
 * largest paint for a decoration.
 */
export function Avatar({ initials, src, size = 'md', radius = 'round' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = useAfterFirstPaint();
  const image = shown && src && failed !== src ? src : null;
  return (
    <span className={classes.avatar} data-size={size} data-radius={radius} aria-hidden>
      {image ? (
        <img className={classes.image} src={image} alt="" onError={() => setFailed(image)} />
      ) : (
        <span className={classes.initials}>{initials}</span>
      )}
    </span>
  );
}
