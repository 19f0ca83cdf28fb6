import { modals } from '@mantine/modals';
import { confirmationsDemand } from './outlet-demands';

type ConfirmationSettings = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Mantine's confirmation dialog (modals.openConfirmModal), opened once its provider listens: the first confirmation
 * mounts the provider (src/app/signed-in-providers.tsx), and a dialog asked for before then would be lost.
 */
export function openConfirmation(settings: ConfirmationSettings): void {
  confirmationsDemand.want();
  void confirmationsDemand.mounted().then(() => modals.openConfirmModal(settings));
}
