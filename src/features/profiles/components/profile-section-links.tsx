import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LiteGroup, LiteUnstyledButton } from '../../../components/ui/lite';
import { NavLink } from '../../../components/router-link';
import { useSession } from '../../../lib/use-session';
import classes from './profile-section-links.module.css';
import { appPath } from '../../../lib/app-path';

interface ProfileSection {
  path: string;
  label: string;
  /** Without it the section is not linked (its data would only answer 403). */
  permission?: string;
}

const profileSections: ProfileSection[] = [
  { path: '', label: 'Details' },
  { path: 'events', label: 'Events', permission: 'CLIENT_ACTIVITIES_READ' },
  { path: 'purchases', label: 'Purchases', permission: 'CLIENT_ACTIVITIES_READ' },
  { path: 'documents', label: 'Documents', permission: 'ASSETS_DOCS_READ' },
];

/** Links to the sections of a profile's page (real links: each section has its own URL). */
export function ProfileSectionLinks({ clientId }: { clientId: number }) {
  const authorities = useSession()?.consumer?.authorities ?? [];
  const sections = profileSections.filter((s) => !s.permission || authorities.includes(s.permission));
  // On a phone the tabs are one row scrolling sideways on its own (profile-section-links.module.css): the current
  // one is scrolled into that row's view, without moving the page.
  const bar = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = bar.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const start = current.offsetLeft - row.offsetLeft;
    if (start < row.scrollLeft || start + current.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = start - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Profile sections">
      <LiteGroup ref={bar} gap={0} wrap="nowrap" className={classes.bar}>
        {sections.map((section) => (
          <LiteUnstyledButton
            key={section.path}
            component={NavLink}
            to={appPath(section.path ? `/profiles/${clientId}/${section.path}` : `/profiles/${clientId}`)}
            end
            className={classes.link}
          >
            {section.label}
          </LiteUnstyledButton>
        ))}
      </LiteGroup>
    </nav>
  );
}
