import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
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
 * closes). Carries its own provider so screens need no setup; e.g. the header's update-date badges.
 */
export function Tooltip({ content, children, side = 'bottom', delayDuration = 300, ...root }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...root}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
