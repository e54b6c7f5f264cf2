// The tooltip itself, on Radix; Tooltip.tsx loads this module on demand.
import type { ReactNode } from 'react';
import { Tooltip as Primitive } from 'radix-ui';
import styles from './Tooltip.module.css';

/** Props of {@link Tooltip} and {@link RadixTooltip}. */
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
 * closes). Carries its own provider so screens need no setup; e.g. the header's update-date badges.
 */
export function RadixTooltip({
  content,
  children,
  side = 'bottom',
  delayDuration = 300,
  ...root
}: TooltipProps) {
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
