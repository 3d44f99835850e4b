export { fileNameFromDisposition, saveBlob } from './file-name';
export * from './http';
export { LoadingMask } from './LoadingMask';
export { getNotifier } from './notifier';
export { applyPageSizeRule } from './page-size';
export * from './submit';
