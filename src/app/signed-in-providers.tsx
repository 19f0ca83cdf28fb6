import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { refreshUserToken } from '../features/auth/api/refresh-user-token';
import { session } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../components/theme-provider';
import { lazyAfterFirstPaint } from '../lib/lazy-after-first-paint';

// With the signed-in pages the token's renewal is in memory, not downloaded when first needed (src/app/main.tsx
// sets that lazy one for the sign-in page): the browser keeps a module import that failed, so a renewal due while
// the laptop was offline failed every renewal after it without a request, and an expired session stayed on screen.
session.setRefresher(refreshUserToken);

// The notifications' outlet (its component, transitions and styles, about 8 KB) loads after the page has shown:
// a notification shown before it arrives waits in Mantine's store (src/components/notify.ts), and appears then.
// Offline, the page goes on without notifications (lazyAfterFirstPaint).
const NotificationsOutlet = lazyAfterFirstPaint(async () => (await import('./notifications-outlet')).default);

// Mantine's confirmation dialogs (modals.openConfirmModal, their Modal and scroll lock, about 9 KB) likewise: the
// provider listens for them on the window, so it need not wrap the page, and nobody confirms anything in the
// page's first second.
const ModalsOutlet = lazyAfterFirstPaint(async () => (await import('@mantine/modals')).ModalsProvider);

/**
 * Providers of the signed-in pages (Mantine, React Query; the modals' and notifications' outlets). Loaded with those routes rather
 * than at start-up, which keeps the sign-in page light.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <NotificationsOutlet />
        <ModalsOutlet />
        {children}
      </QueryClientProvider>
    </ThemeProvider>
  );
}
