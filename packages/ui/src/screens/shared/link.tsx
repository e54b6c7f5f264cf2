import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props every link component receives from a screen: a plain href plus anchor attributes. */
export interface ScreenLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How screens render in-app links. Screens know nothing of the router (STYLE "dependencies flow one
 * way"), so the app passes e.g. `({ href, ...rest }) => <Link to={href} {...rest} />`.
 */
export type LinkComponent = ComponentType<ScreenLinkProps>;

/** The default link: a plain anchor, so every story works without a router. */
export function PlainLink({ href, ref, ...rest }: ScreenLinkProps) {
  return <a ref={ref} href={href} {...rest} />;
}
