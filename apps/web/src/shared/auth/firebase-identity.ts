// The real identity provider: a thin wrapper over the Firebase JS SDK (decision 003). Only the
// local persistence is registered up front; the popup resolver is imported when the login or
// signup page asks for it, so no Google iframe is loaded on the other pages (docs/product.md#states-and-transitions).
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type PopupRedirectResolver,
  type User,
} from 'firebase/auth';
import { loader } from '@cnpj/ui/on-demand';
import type { AppConfig } from '../config';
import type { IdentityProvider, IdentityUser } from './identity';

/** The Google popup resolver, a heavy library loaded once the login or signup page asks for it. */
const loadPopupResolver = loader<PopupRedirectResolver>(() =>
  import('./popup-resolver').then((module) => module.popupRedirectResolver),
);

/** Adapts a Firebase user to the app's identity user. */
export function toIdentityUser(user: User): IdentityUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    creationTime: user.metadata.creationTime,
    lastSignInTime: user.metadata.lastSignInTime,
    getIdToken: () => user.getIdToken(),
  };
}

/** Creates the Firebase Auth instance for this configuration (emulator when configured). */
export function createFirebaseAuth(firebase: AppConfig['firebase']): Auth {
  const app = initializeApp({
    apiKey: firebase.apiKey,
    authDomain: firebase.authDomain,
    projectId: firebase.projectId,
    ...(firebase.appId ? { appId: firebase.appId } : {}),
  });
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  if (firebase.emulatorHost)
    connectAuthEmulator(auth, firebase.emulatorHost, { disableWarnings: true });
  return auth;
}

/** The IdentityProvider the app uses, backed by a Firebase Auth instance. */
export function firebaseIdentity(auth: Auth): IdentityProvider {
  return {
    currentUser: () => (auth.currentUser ? toIdentityUser(auth.currentUser) : null),
    onUserChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toIdentityUser(user) : null)),
    async signInWithEmail(email, password) {
      await signInWithEmailAndPassword(auth, email, password);
    },
    async signUpWithEmail(email, password) {
      await createUserWithEmailAndPassword(auth, email, password);
    },
    async signInWithGoogle() {
      await signInWithPopup(auth, new GoogleAuthProvider(), await loadPopupResolver());
    },
    prepareGoogleSignIn() {
      void loadPopupResolver().catch((error: unknown) =>
        console.warn('Google sign-in not ready', error),
      );
    },
    signOut: () => signOut(auth),
  };
}
