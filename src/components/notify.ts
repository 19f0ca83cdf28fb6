import { notifications } from '@mantine/notifications';

/** A short confirmation in the corner; its close button is named for screen readers. */
export function notify(message: string, color: 'blue' | 'teal' | 'red' = 'blue') {
  notifications.show({ message, color, autoClose: 3000, closeButtonProps: { 'aria-label': 'Dismiss notification' } });
}
