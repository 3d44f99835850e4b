import { screen } from '@testing-library/react';
import { Modal } from 'antd';

/**
 * Test helpers for widgets. antd puts a space between two Chinese characters on buttons
 * ("确 定"), which users read as 确定; match either form. An icon adds its own label in front
 * ("printer 打印"), which users do not read.
 */
export function buttonName(text: string): RegExp {
  return new RegExp(`^(?:[a-z-]+ )?${[...text].join('\\s?')}$`);
}

export function getButton(text: string): HTMLElement {
  return screen.getByRole('button', { name: buttonName(text) });
}

export function queryButton(text: string): HTMLElement | null {
  return screen.queryByRole('button', { name: buttonName(text) });
}

/** Static and hook modals outlive RTL's cleanup (closing animation); drop them between tests. */
export function removeModals(): void {
  Modal.destroyAll();
  for (const node of document.querySelectorAll('.ant-modal-root')) node.parentElement?.remove();
}
