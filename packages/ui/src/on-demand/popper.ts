// Radix's menus, popovers and tooltips sit on its popper (floating-ui and the menu's focus code):
// about 21 KiB gzip on every signed-in page, which no first paint needs (decision 063). The
// header's profile menu and update badges show their buttons at once and gain their popups when
// this arrives.
import { loader } from './loader';

/** Radix's DropdownMenu, Popover and Tooltip, loaded once; the first component to need them starts it. */
export const radixPopper = loader(() => import('./radix-popper'));
