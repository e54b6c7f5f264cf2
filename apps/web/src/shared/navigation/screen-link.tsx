// Lets the UI kit's screens render router links without knowing the router (STYLE: one-way deps).
import type { ScreenLinkProps } from '@cnpj/ui/screens/shared';
import { Link } from 'react-router-dom';

/** The router link the app hands to every screen as `linkComponent`. */
export function ScreenLink({ href, ...rest }: ScreenLinkProps) {
  return <Link to={href} {...rest} />;
}
