import { createDemand } from '../lib/on-first-use';

/**
 * The signed-in pages' outlets, mounted by their first use rather than with every page
 * (src/app/signed-in-providers.tsx, decision 0130).
 */

/** Mantine's notifications (notify.ts): a notification waits in Mantine's store until the outlet shows it. */
export const notificationsDemand = createDemand();

/** Mantine's confirmation dialogs (open-confirmation.ts): the provider listens for them on the window once mounted. */
export const confirmationsDemand = createDemand();
