// The one store of the backend session (localStorage keys backendAccessToken and backendUserId,
// docs/product.md#entities): the auth session reads and clears it, the API client writes it at login
// and reads the user id for the paths that name the user. Small on purpose: /login's first paint
// carries it without the client.
import { browserTokenStore, type TokenStore } from '@cnpj/api-client';
import { followOwner, ownerChanged } from './persisted-state';

let backing: TokenStore = browserTokenStore();
// What the browser keeps per user is read under this user's id (decision 056).
followOwner(() => backing.getUserId());

/** The backend session kept in this browser. */
export const sessionStore: TokenStore = {
  getAccessToken: () => backing.getAccessToken(),
  setAccessToken: (token) => backing.setAccessToken(token),
  getUserId: () => backing.getUserId(),
  setUserId: (id) => {
    backing.setUserId(id);
    ownerChanged();
  },
  getIdentityUid: () => backing.getIdentityUid(),
  setIdentityUid: (uid) => backing.setIdentityUid(uid),
  clear: () => {
    backing.clear();
    ownerChanged();
  },
};

/**
 * Keeps the session in `store` instead of localStorage. Storybook runs several story files at once
 * in frames of one origin, which share localStorage: one story clearing its session would sign
 * another out mid-play, so flow stories keep theirs in memory. The app itself never calls this.
 */
export function keepSessionIn(store: TokenStore): void {
  backing = store;
  ownerChanged();
}
