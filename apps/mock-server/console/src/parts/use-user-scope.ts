// Which users a change applies to: everyone, or one user picked in a Select. Shared by the scenarios and
// the latency control, which offer the same choice.
import type { SelectOption } from '@cnpj/ui/components/Select';
import { useState } from 'react';
import type { ConsoleUser } from '../api.ts';
import { userName } from '../format.ts';

const EVERYONE = 'all';

/** The scope chosen and the props of the Select that chooses it. */
export interface UserScope {
  /** The Select's value as chosen (a user id, or everyone). */
  scope: string;
  /** The user chosen, or undefined for everyone (also when the chosen user is gone after a reset). */
  user: ConsoleUser | undefined;
  select: { options: SelectOption[]; value: string; onValueChange: (value: string) => void };
}

/** Everyone at first; a user that disappears (a reset) falls back to everyone. */
export function useUserScope(users: readonly ConsoleUser[]): UserScope {
  const [scope, setScope] = useState(EVERYONE);
  const user = users.find((candidate) => candidate.userId === scope);
  const options = [
    { value: EVERYONE, label: 'Todos os usuários' },
    ...users.map((u) => ({ value: u.userId, label: userName(u) })),
  ];
  return {
    scope,
    user,
    select: { options, value: user ? scope : EVERYONE, onValueChange: setScope },
  };
}
