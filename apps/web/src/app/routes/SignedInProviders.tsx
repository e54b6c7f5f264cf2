// What every signed-in page reads besides the session: the server-state cache (which holds the plan,
// decision 066), and where a free-plan alert's "Assinar" renders its link. Mounted under the sign-in guard, keyed by the user,
// with that user's cache: the one the navigation already started this page's reads into
// (app/routes/route-data.ts); another user gets another cache.
import { SubscribeProvider } from '@cnpj/ui/components/SubscribeAction';
import { ContactSettingsProvider } from '@cnpj/ui/screens/shared/contacts';
import type { ReactNode } from 'react';
import { useAuth } from '../../shared/auth/AuthProvider';
import { ServerStateProvider } from '../../shared/services/server-state/ServerStateProvider';
import { cacheFor } from '../../shared/services/server-state/signed-in-cache';
import { useWhatsappGreeting } from '../../shared/services/whatsapp-greeting';
import { ScreenLink } from '../../shared/navigation/screen-link';

/**
 * The cache, the subscribe destination and the WhatsApp greeting (kept in the browser,
 * docs/product.md#contacts) around the signed-in routes.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const uid = useAuth().user?.uid ?? '';
  const [greeting, setGreeting] = useWhatsappGreeting();
  return (
    <ServerStateProvider key={uid} cache={cacheFor(uid)}>
      <SubscribeProvider link={ScreenLink}>
        <ContactSettingsProvider greeting={greeting} onGreetingChange={setGreeting}>
          {children}
        </ContactSettingsProvider>
      </SubscribeProvider>
    </ServerStateProvider>
  );
}
