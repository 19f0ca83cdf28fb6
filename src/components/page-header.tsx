import type { ReactNode } from 'react';
import classes from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** Under the title, dimmed: what the page is for, or how many items a list shows. */
  description: ReactNode;
  /** Read the description out when it changes (a list's count after filtering). */
  announce?: boolean;
  /** The page's actions, on the right. */
  children?: ReactNode;
}

/**
 * The heading of a page: its name, a line about it, and its actions. On a narrow screen the actions wrap under
 * the title rather than widen the page. Plain elements (page-header.module.css), drawn as Mantine's title.
 */
export function PageHeader({ title, description, announce = false, children }: PageHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={classes.text}>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.description} aria-live={announce ? 'polite' : undefined}>
          {description}
        </p>
      </div>
      {children}
    </div>
  );
}
