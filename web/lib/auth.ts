import { paths } from '~/config/paths';

/** Keys this app may keep in the browser; the session itself is an HttpOnly cookie the page never sees. */
const STORED_PREFIX = 'park:';

export function clearStoredData(): void {
  try {
    for (const store of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(store)) if (key.startsWith(STORED_PREFIX)) store.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (privacy mode); nothing of ours is there then.
  }
}

/** Ends the session (the server clears the cookie), forgets local data and reloads, as spec §2 asks. */
export async function logoutAndReload(): Promise<void> {
  try {
    await fetch(paths.logout, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    // Reloading still shows the truth: a page that needs a session sends the visitor to /login.
  }
  clearStoredData();
  window.location.reload();
}
