import type { ComponentProps, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

/**
 * React Router's `Link` and `NavLink`, as far as the app uses them: an address, a client-side navigation on a plain
 * click (a modified click or another target is the browser's), `replace` and `state`. Built on the router's own
 * hooks: its components also carry framework mode's prefetching (page links, route manifests), about 4 KB gzipped
 * that every page loaded before its first paint (docs/decisions/0123-first-paint-without-mantine.md). ESLint keeps
 * the router's components out of the app.
 */
export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** A link that says when it is the current page (`aria-current="page"`); `end`: only its own address, not those under it. */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useResolvedPath(props.to);
  const current = useMatch({ path: pathname, end }) !== null;
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
