/**
 * Whether this page can keep unfinished uploads' URLs in `localStorage`, as tus-js-client's
 * own `canStoreURLs` decides: its storage is there and writable (privacy modes can forbid
 * it). Checked here so that the TUS client itself is loaded only when a file is uploaded.
 */
export function canStoreUrls(): boolean {
  try {
    const key = 'tusSupport';
    const original = window.localStorage.getItem(key);
    window.localStorage.setItem(key, original ?? '');
    if (original === null) window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
