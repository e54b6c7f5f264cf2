// Radix's parts that sit on its popper (floating-ui), in a chunk of their own: loaded only through
// `radixPopper` (./popper.ts, decision 063).
export { DropdownMenu, Popover, Tooltip } from 'radix-ui';
