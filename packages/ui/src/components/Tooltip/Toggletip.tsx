import {
  cloneElement,
  isValidElement,
  useState,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLoaded } from '../../on-demand/loader';
import { radixPopper } from '../../on-demand/popper';
import styles from './Tooltip.module.css';

/** Props of {@link Toggletip}. */
export interface ToggletipProps {
  /** The explanation; read as the content of a small non-modal dialog. */
  content: ReactNode;
  /** The dialog's accessible name (the explanation's subject). */
  label: string;
  /** A button; rendered asChild. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Open from the start (stories). */
  defaultOpen?: boolean;
}

/** How the explanation is open: not at all, while a mouse rests on the trigger, or by a press. */
type Openness = 'closed' | 'hover' | 'pressed';

/**
 * An explanation that a click, a tap, Enter or Space opens and Escape, a click elsewhere or a second
 * press closes (a toggletip; docs/product.md#layout, the header's update-date badges). A tooltip
 * opens only on hover and focus, which a phone has neither of; a mouse resting on the trigger still
 * shows it, without taking focus. Until Radix's popper has loaded (decision 063) the button is
 * plain but keeps a press, so the explanation opens as soon as its code arrives.
 */
export function Toggletip({
  content,
  label,
  children,
  side = 'bottom',
  defaultOpen = false,
}: ToggletipProps) {
  const [openness, setOpenness] = useState<Openness>(defaultOpen ? 'pressed' : 'closed');
  const radix = useLoaded(radixPopper);
  if (!radix) {
    if (!isValidElement<ButtonHTMLAttributes<HTMLButtonElement>>(children)) return children;
    return cloneElement(children, {
      'aria-haspopup': 'dialog',
      'aria-expanded': false,
      onClick: () => setOpenness('pressed'),
    });
  }
  const { Popover } = radix;
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
  return (
    <Popover.Root
      open={openness !== 'closed'}
      onOpenChange={(open) => setOpenness(open ? 'pressed' : 'closed')}
    >
      <Popover.Trigger
        asChild
        onPointerEnter={(event) => {
          if (isMouse(event)) setOpenness((now) => (now === 'closed' ? 'hover' : now));
        }}
        onPointerLeave={(event) => {
          if (isMouse(event)) setOpenness((now) => (now === 'hover' ? 'closed' : now));
        }}
        onClick={(event: MouseEvent) => {
          // A click on what hovering opened keeps it open (Radix would toggle it shut).
          if (openness === 'hover') {
            event.preventDefault();
            setOpenness('pressed');
          }
        }}
      >
        {children}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          // Hovering only shows the text; a press moves focus into it, so a screen reader reads it.
          onOpenAutoFocus={(event) => {
            if (openness === 'hover') event.preventDefault();
          }}
        >
          {content}
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
