/** The spec's breakpoints in pixels (min-width), smallest first. */
export const BREAKPOINTS = {
  xs: 480,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  '2.5xl': 1758,
  '3xl': 1980,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query for viewports at least as wide as the breakpoint. */
export const up = (breakpoint: Breakpoint): string => `screen and (min-width: ${BREAKPOINTS[breakpoint]}px)`;

/** The media query for viewports narrower than the breakpoint. */
export const down = (breakpoint: Breakpoint): string => `screen and (max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;

/** The media query for viewports from one breakpoint up to (not including) another. */
export const between = (from: Breakpoint, to: Breakpoint): string =>
  `screen and (min-width: ${BREAKPOINTS[from]}px) and (max-width: ${BREAKPOINTS[to] - 0.02}px)`;
