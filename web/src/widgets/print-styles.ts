import { Limits } from '@tiangong/domain';

/**
 * Print styles of SPEC §2: each form 1024 px wide, A4 portrait, one form per page. When printing,
 * everything outside the print root (menu, header) is hidden, so a print view can live inside the
 * normal layout without a separate window.
 */
export const PRINT_ROOT_CLASS = 'tg-print-root';
export const PRINT_FORM_CLASS = 'tg-print-form';
export const NO_PRINT_CLASS = 'tg-no-print';

export const printStyles = `
.${PRINT_FORM_CLASS} { width: ${Limits.printWidthPx}px; margin: 0 auto 24px; box-sizing: border-box; background: #fff; }
.${PRINT_ROOT_CLASS} > .${NO_PRINT_CLASS} { width: ${Limits.printWidthPx}px; margin: 0 auto 16px; }
@media print {
  @page { size: A4 portrait; margin: 10mm; }
  body * { visibility: hidden; }
  .${PRINT_ROOT_CLASS}, .${PRINT_ROOT_CLASS} * { visibility: visible; }
  .${PRINT_ROOT_CLASS} { position: absolute; left: 0; top: 0; }
  .${NO_PRINT_CLASS}, .${PRINT_ROOT_CLASS} .${NO_PRINT_CLASS} { display: none !important; }
  .${PRINT_FORM_CLASS} { margin: 0; page-break-after: always; break-after: page; }
  .${PRINT_FORM_CLASS}:last-child { page-break-after: auto; break-after: auto; }
}
`;
