import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../api/notifier';

/** Routes the HTTP client's messages through antd's App context (theme- and locale-aware). */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      warning: (text) => void message.warning(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}
