import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllDefs } from '../documents/documentRegistry';

// jsdom lacks these; Ant Design's responsive helpers call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
// jsdom computes no pseudo-element styles and reports every such call (Ant Design measures the
// scrollbar through `::-webkit-scrollbar`) as "Not implemented", with a stack each time; the
// element's own style is what the components read (Ant Design's own test setup does the same).
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((element: Element) => elementStyle(element)) as typeof window.getComputedStyle;

// Lazy screens and antd animations can take more than the 1 s default on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The screens load declarations with their route; components rendered alone expect them known.
await loadAllDefs();
