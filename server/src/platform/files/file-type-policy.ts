import { fileTypeFromBuffer } from 'file-type';

/**
 * Uploads are typed by their content, not their name: the detected type must be one we accept
 * and must agree with the file's extension, so a renamed executable is refused.
 */
const acceptedByDetectedExt: Record<string, string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  webp: ['webp'],
  bmp: ['bmp'],
  pdf: ['pdf'],
  xlsx: ['xlsx'],
  docx: ['docx'],
  pptx: ['pptx'],
  cfb: ['xls', 'doc', 'ppt'],
  zip: ['zip'],
};

const textExtensions = ['txt', 'csv'];

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export async function detectAcceptedType(
  buffer: Buffer,
  fileName: string,
): Promise<{ mimeType: string } | null> {
  const claimed = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) {
    const allowed = acceptedByDetectedExt[detected.ext];
    return allowed?.includes(claimed) ? { mimeType: detected.mime } : null;
  }
  if (!textExtensions.includes(claimed) || buffer.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return null;
  }
  return { mimeType: claimed === 'csv' ? 'text/csv' : 'text/plain' };
}
