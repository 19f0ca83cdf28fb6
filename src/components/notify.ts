import { notifications } from '@mantine/notifications';
import { notificationsDemand } from './outlet-demands';

/** A short confirmation in the corner; its close button is named for screen readers. */
export function notify(message: string, color: 'blue' | 'teal' | 'red' = 'blue') {
  // The first notification mounts the outlet; until it has arrived, the notification waits in Mantine's store.
  notificationsDemand.want();
  notifications.show({ message, color, autoClose: 3000, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}
