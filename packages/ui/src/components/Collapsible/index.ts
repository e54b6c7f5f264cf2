export { Collapsible } from './Collapsible';
export type { CollapsibleProps } from './Collapsible';
export { useDisclosure } from './use-disclosure';
export type { Disclosure, DisclosureOptions } from './use-disclosure';
