import './mantine-styles.css';
import './boot-screen.css';
import { session } from '../lib/api';
import { workspaceOfPath } from '../lib/app-path';
import { returnToFromUrl, safeReturnTo, withReturnTo } from '../lib/return-to';
import { loadQueryClient } from '../lib/load-query-client';
import { signedOutElsewhere } from '../lib/sign-out';
import { connectTabs, tabChannelName } from '../lib/tab-session';
import { followColorScheme } from '../lib/color-scheme';
import { discardEarlyResponses } from '../lib/early-responses';
import { nextTask } from '../lib/next-task';
import { entryRedirect } from './entry-redirect';
import { mountApp } from './mount-app';
import { createAppRouter } from './router';

/** The longest a tab without a session waits for another tab's answer before deciding "sign in". */
const handoverWaitMs = 300;
/** Until when a late answer (a busy tab) still takes the sign-in page on to the page asked for. */
const handoverLateMs = 5_000;

/** The app's other tabs in this browser (none where BroadcastChannel does not exist). */
function tabsOfThisBrowser() {
  if (typeof BroadcastChannel === 'undefined') return null;
  let signingOutFromElsewhere = false;
  const tabs = connectTabs({
    channel: new BroadcastChannel(tabChannelName),
    origin: window.location.origin,
    current: session.get,
    onSignedOutElsewhere: () => {
      signingOutFromElsewhere = true;
      try {
        signedOutElsewhere();
      } finally {
        signingOutFromElsewhere = false;
      }
    },
  });
  // Signing out here signs out every tab; an expiry stays in its tab (each tab's token lives its own life).
  session.onEnd((reason) => {
    if (reason === 'signed-out' && !signingOutFromElsewhere) tabs.announceSignOut();
  });
  return tabs;
}

async function start() {
  // Light or dark from the first paint: the sign-in page and the loading state draw without MantineProvider.
  followColorScheme();
  const tabs = tabsOfThisBrowser();
  // A new tab of a browser signed in elsewhere takes that tab's session instead of asking to sign in again.
  // Asked at once, so the wait overlaps the simulator's start; decided before the entry redirect below.
  let router: ReturnType<typeof createAppRouter> | null = null;
  const handover =
    tabs && !session.get()
      ? tabs.requestSession(workspaceOfPath(window.location.pathname), {
          waitMs: handoverWaitMs,
          lateMs: handoverLateMs,
          onLate: (late) => {
            // Only while nobody has started signing in here (an MFA step in progress is a session).
            if (session.get()) return;
            session.set(late);
            const returnTo = safeReturnTo(new URL(window.location.href).searchParams.get('returnTo'));
            if (router && window.location.pathname.startsWith('/sign-in'))
              void router.navigate(returnTo ?? '/', { replace: true });
          },
        })
      : null;

  // The in-page simulator must answer before the first request; its code is only loaded in that mode.
  if (__SIMULATOR_MODE__ === 'browser') await (await import('../simulator/hosts/browser')).startBrowserSimulator();

  const handedOver = await handover;
  if (handedOver && !session.get()) session.set(handedOver);

  // The refresh operation (and its schema) loads the first time a token needs renewing, on the sign-in page; the
  // signed-in pages bring it along and replace this one (src/app/signed-in-providers.tsx).
  session.setRefresher(async (token) =>
    (await import('../features/auth/api/refresh-user-token')).refreshUserToken(token),
  );
  // No session: straight to sign-in before the router loads any page code (the shell, the page, their data).
  const signIn = entryRedirect(session.get(), window.location.href);
  if (signIn) window.history.replaceState(null, '', signIn);
  // The modules' evaluation and the router's first navigation are two tasks, not one long one.
  await nextTask();
  router = createAppRouter();

  session.onEnd((reason) => {
    // Nothing of this session may be shown to whoever signs in next.
    void loadQueryClient().then((queryClient) => {
      void queryClient.cancelQueries();
      queryClient.clear();
    });
    if (reason === 'expired') {
      // Back to sign-in, remembering the page; drafts of open forms stay in sessionStorage.
      const here = returnToFromUrl(window.location.href);
      if (!here.startsWith('/sign-in')) void router.navigate(withReturnTo('/sign-in', here, { reason: 'expired' }));
    } else {
      void router.navigate('/sign-in');
    }
  });

  // What the preload script asked for at navigation serves the first page's loaders only.
  mountApp(document.getElementById('root')!, router, discardEarlyResponses);
}

void start();
