import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './tooltip.css';

/** How long the pointer rests before a tooltip opens, unless a screen says otherwise (spec §9). */
export const TOOLTIP_DELAY_MS = 100;

/** Gives every tooltip below it the default delay. */
export const TooltipProvider = ({ children }: { readonly children: ReactNode }) => (
  <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>
);

/** A tooltip on one focusable element. */
export interface TooltipProps {
  readonly content: ReactNode;
  readonly children: ReactElement;
  readonly delayDuration?: number;
  readonly side?: 'top' | 'right' | 'bottom' | 'left';
}

export const Tooltip = ({ content, children, delayDuration, side = 'bottom' }: TooltipProps) => (
  <RadixTooltip.Root {...(delayDuration === undefined ? {} : { delayDuration })}>
    <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
    <RadixTooltip.Portal>
      <RadixTooltip.Content className={styles.content} side={side} sideOffset={6} collisionPadding={8}>
        {content}
        <RadixTooltip.Arrow className={styles.arrow} />
      </RadixTooltip.Content>
    </RadixTooltip.Portal>
  </RadixTooltip.Root>
);
