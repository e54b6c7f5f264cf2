// The smallest app that does what the real /login must do: render with React and know the
// Firebase Auth state. Its initial JavaScript is the floor the login page is compared with.
// initializeAuth without the popup resolver, as the app does: getAuth() would bundle the resolver
// and make the floor, hence the target, larger than it needs to be.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type User,
} from 'firebase/auth';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const auth = initializeAuth(initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-cnpj' }), {
  persistence: browserLocalPersistence,
});

function App() {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => onAuthStateChanged(auth, setUser), []);
  return <p>{user ? user.email : 'Entrar'}</p>;
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
