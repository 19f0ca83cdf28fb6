import type { ComponentProps } from 'react';
import { tokenList } from './ui/plain';
import classes from './skeleton.module.css';

interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** In px. */
  height: number;
  /** In px, or a share of the container ('60%'); the container's width without it. */
  width?: number | `${number}%`;
  /** The corners: the theme's small radius (default) or medium (a card's). */
  radius?: 'sm' | 'md';
}

/** The shape of content still loading (Mantine's Skeleton, as a plain element). */
export function Skeleton({ height, width, radius = 'sm', className, style, ...props }: SkeletonProps) {
  return (
    <span
      {...props}
      className={tokenList(classes.skeleton, className)}
      data-radius={radius}
      style={{
        ...style,
        ['--skeleton-height' as string]: `${height}px`,
        ...(width !== undefined && {
          ['--skeleton-width' as string]: typeof width === 'number' ? `${width}px` : width,
        }),
      }}
    />
  );
}
