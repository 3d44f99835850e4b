import { companyToday } from '@tiangong/domain';

/**
 * Saved name of a download (SPEC §7): the date yyyymmdd goes before the extension,
 * is appended when there is none, and stands alone when there is no name.
 */
export function datedFileName(name: string | null | undefined, date: Date = new Date()): string {
  const ymd = companyToday(date);
  if (!name) return ymd;
  // A leading dot (".env") is a hidden-file name, not an extension.
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return `${name}${ymd}`;
  return `${name.slice(0, dot)}${ymd}${name.slice(dot)}`;
}

/** File name from a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1].trim();
}

/** Saves a blob through a temporary object URL and <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
