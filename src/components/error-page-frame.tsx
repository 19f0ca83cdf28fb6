import type { ReactNode } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { appPath } from '../lib/app-path';
import classes from './error-page-frame.module.css';
import { PlainButton, plainClasses } from './ui/plain';

/** The frame of a route's error page: a heading, what happened, and a way back to the overview. */
export function ErrorPageFrame({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  // Inside the app shell the page sits in the shell's <main>; on its own it is the main landmark.
  const inShell = useMatches().some((match) => match.id === 'shell');
  const Frame = inShell ? 'div' : 'main';
  // Plain elements: this frame is in the start-up bundle, which carries no Mantine (see route-error-boundary.tsx).
  return (
    <Frame className={`${classes.frame} ${plainClasses.stack}`} data-in-shell={inShell || undefined}>
      <h1 className={plainClasses.title}>{title}</h1>
      {children}
      <PlainButton variant="default" onClick={() => void navigate(appPath('/'))}>
        Go to the overview
      </PlainButton>
    </Frame>
  );
}
