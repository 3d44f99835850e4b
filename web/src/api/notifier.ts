/**
 * Where the HTTP client and widgets send their messages. The default is antd's static `message`,
 * which cannot read the app's theme and locale; the app root swaps in App.useApp()'s instance.
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  warning(text: string): void;
}

// Loaded on first use: the login page shows messages before the app's context exists, and
// antd's static message API should not weigh on the bundle /login loads.
const staticMessage = () => import('antd/es/message').then((m) => m.default);

const staticNotifier: Notifier = {
  error: (text) => void staticMessage().then((message) => message.error(text)),
  success: (text) => void staticMessage().then((message) => message.success(text)),
  warning: (text) => void staticMessage().then((message) => message.warning(text)),
};

let current: Notifier = staticNotifier;

/** Replaces the notifier; pass nothing to restore the static default. */
export function setNotifier(next?: Notifier | null): void {
  current = next ?? staticNotifier;
}

export function getNotifier(): Notifier {
  return current;
}
