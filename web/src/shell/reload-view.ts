import { createContext, useContext } from 'react';

/** A page can be reloaded by re-rendering its view (SPEC §2): the layout remounts the screen. */
export const ReloadViewContext = createContext<() => void>(() => {});

export function useReloadView(): () => void {
  return useContext(ReloadViewContext);
}
