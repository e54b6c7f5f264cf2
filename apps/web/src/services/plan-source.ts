// Who reads the user's plan: the app's one API client, loaded with its first call. Its own module,
// free of the server-state library and of the client itself, because the entry imports it
// (performance budget: /login paints without either).
import { createContext } from 'react';

/** Reads the user's plan: GET /api/users/{id}. */
export type GetUser = () => Promise<{ plano?: unknown }>;

/** The app's client, loaded on demand (it also loads with the signed-in pages' first reads). */
const readThroughApi: GetUser = async () => (await import('./api')).api.getUser();

/**
 * The plan reader of the tree below. Without a provider it is the app's client; the providers that
 * still pass one give the same client, and tests that have not moved to the mock's plan scenarios
 * give a fixed answer.
 */
export const GetUserContext = createContext<GetUser>(readThroughApi);
