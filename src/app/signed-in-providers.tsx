import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { refreshUserToken } from '../features/auth/api/refresh-user-token';
import { session } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../components/theme-provider';
import { lazyAfterFirstPaint } from '../lib/after-content';
import { confirmationsDemand, notificationsDemand } from '../components/outlet-demands';

// With the signed-in pages the token's renewal is in memory, not downloaded when first needed (src/app/main.tsx
// sets that lazy one for the sign-in page): the browser keeps a module import that failed, so a renewal due while
// the laptop was offline failed every renewal after it without a request, and an expired session stayed on screen.
session.setRefresher(refreshUserToken);

// The notifications' outlet (its component, transitions and styles, about 8 KB) loads with the first notification
// (src/components/notify.ts), which waits in Mantine's store until it has arrived. Offline, the page goes on
// without notifications (lazyAfterFirstPaint).
const NotificationsOutlet = lazyAfterFirstPaint(async () => (await import('./notifications-outlet')).default);

// Mantine's confirmation dialogs (their Modal and scroll lock, about 9 KB) likewise, with the first confirmation
// (src/components/open-confirmation.ts): the provider listens for them on the window, so it need not wrap the page,
// and it says when it listens (its effects run before its parent's).
const ConfirmationsOutlet = lazyAfterFirstPaint(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return function ConfirmationsListening() {
    useEffect(() => confirmationsDemand.markMounted(), []);
    return <ModalsProvider />;
  };
});

/**
 * Providers of the signed-in pages (Mantine, React Query; the confirmations' and notifications' outlets, once
 * used). Loaded with those routes rather than at start-up, which keeps the sign-in page light.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const notificationsWanted = notificationsDemand.useWanted();
  const confirmationsWanted = confirmationsDemand.useWanted();
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {notificationsWanted && <NotificationsOutlet />}
        {confirmationsWanted && <ConfirmationsOutlet />}
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
