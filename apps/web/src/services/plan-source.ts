// How the plan is read, given once at the top of the app. Its own module, free of the server-state
// library and the API client, because the entry imports it (performance budget).
import { createContext } from 'react';

/** Reads the user's plan: GET /api/users/{id}. The entry passes the client's, loaded on demand. */
export type GetUser = () => Promise<{ plano?: unknown }>;

/** The app's plan reader; without one the plan reads as free. */
export const GetUserContext = createContext<GetUser>(async () => ({}));
