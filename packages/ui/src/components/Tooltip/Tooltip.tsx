import type { ReactNode } from 'react';
import { useLoaded } from '../../on-demand/loader';
import { radixPopper } from '../../on-demand/popper';
import styles from './Tooltip.module.css';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Text shown on hover and keyboard focus; linked to the trigger as its description. */
  content: ReactNode;
  /** A focusable element (button, link); rendered asChild. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  delayDuration?: number;
}

/**
 * A short explanation for a focusable element (Radix Tooltip: opens on hover and focus, Escape
 * closes). Carries its own provider so screens need no setup. Until Radix's popper has loaded
 * (decision 063) the element shows without its tooltip.
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
  delayDuration = 300,
  ...root
}: TooltipProps) {
  const radix = useLoaded(radixPopper);
  if (!radix) return children;
  const { Tooltip: Primitive } = radix;
  return (
    <Primitive.Provider delayDuration={delayDuration}>
      <Primitive.Root {...root}>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content
            className={styles.content}
            side={side}
            sideOffset={6}
            collisionPadding={8}
          >
            {content}
            <Primitive.Arrow className={styles.arrow} />
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
