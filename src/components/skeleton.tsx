import type { ComponentProps } from 'react';
import { tokenList } from './plain/plain-ui';
import classes from './skeleton.module.css';

interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** In px. */
  height: number;
  /** In px; the container's width without it. */
  width?: number;
}

/** The shape of content still loading (Mantine's Skeleton, as a plain element). */
export function Skeleton({ height, width, className, style, ...props }: SkeletonProps) {
  return (
    <span
      {...props}
      className={tokenList(classes.skeleton, className)}
      style={{
        ...style,
        ['--skeleton-height' as string]: `${height}px`,
        ...(width !== undefined && { ['--skeleton-width' as string]: `${width}px` }),
      }}
    />
  );
}
