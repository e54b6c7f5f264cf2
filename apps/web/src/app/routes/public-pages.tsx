// The public pages (docs/product.md#screens-and-routes /login and /signup), statically: they are the first paint of a new
// visitor, so their code ships in the entry rather than one round trip later (performance budget).
import type { ComponentType } from 'react';
import LoginPage from '../../features/sign-in/LoginPage';
import SignupPage from '../../features/sign-in/SignupPage';
import { publicPaths } from './route-table';

/** The public pages by path, for the public shell and the router. */
export const publicRoutes: { path: string; Page: ComponentType }[] = [
  { path: publicPaths.login, Page: LoginPage },
  { path: publicPaths.signup, Page: SignupPage },
];
