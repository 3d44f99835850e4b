import { message } from 'antd';

/**
 * Where the HTTP client and widgets send their messages. The default is antd's static `message`,
 * which cannot read the app's theme and locale; the app root swaps in App.useApp()'s instance.
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  warning(text: string): void;
}

const staticNotifier: Notifier = {
  error: (text) => void message.error(text),
  success: (text) => void message.success(text),
  warning: (text) => void message.warning(text),
};

let current: Notifier = staticNotifier;

/** Replaces the notifier; pass nothing to restore the static default. */
export function setNotifier(next?: Notifier | null): void {
  current = next ?? staticNotifier;
}

export function getNotifier(): Notifier {
  return current;
}
