import './mantine-styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { session } from '../lib/api';
import { returnToFromUrl, withReturnTo } from '../lib/return-to';
import { loadQueryClient } from '../lib/load-query-client';
import { entryRedirect } from './entry-redirect';
import { Providers } from './providers';
import { createAppRouter } from './router';

async function start() {
  // The in-page simulator must answer before the first request; its code is only loaded in that mode.
  if (__SIMULATOR_MODE__ === 'browser') await (await import('../simulator/browser')).startBrowserSimulator();

  // The refresh operation (and its schema) loads the first time a token needs renewing.
  session.setRefresher(async (token) =>
    (await import('../features/auth/api/refresh-user-token')).refreshUserToken(token),
  );
  // No session: straight to sign-in before the router loads any page code (the shell, the page, their data).
  const signIn = entryRedirect(session.get(), window.location.href);
  if (signIn) window.history.replaceState(null, '', signIn);
  const router = createAppRouter();

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

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
