import { expect, type Page } from '@playwright/test';

/** The smallest phone the product must work on (issue 16). */
export const PHONE = { width: 375, height: 812 } as const;

/** An element wider than the viewport (or sticking out of it) that no scroll container holds. */
export interface Overflow {
  readonly element: string;
  readonly left: number;
  readonly right: number;
}

/**
 * What sticks out of the viewport horizontally: the document's own scroll width, and every visible element whose box
 * leaves the viewport unless an ancestor scrolls or clips it (a table in an `overflow-x: auto` wrapper is fine).
 */
const findOverflows = (): { readonly scrollWidth: number; readonly innerWidth: number; readonly elements: readonly Overflow[] } => {
  const width = window.innerWidth;
  const contained = (element: Element): boolean => {
    for (let parent = element.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
      const { overflowX } = getComputedStyle(parent);
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (element: Element): string => {
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const classes = typeof element.className === 'string' && element.className !== '' ? `.${element.className.split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${classes} "${label}"`;
  };
  const elements = [...document.body.querySelectorAll('*')].flatMap((element): Overflow[] => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    // Nothing to see: empty, hidden, or visually hidden for screen readers (a 1 px clipped box); fixed layers are checked as their contents.
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || style.position === 'fixed') return [];
    if (box.left >= -0.5 && box.right <= width + 0.5) return [];
    if (contained(element)) return [];
    return [{ element: describe(element), left: Math.round(box.left), right: Math.round(box.right) }];
  });
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, elements };
};

/** What of the page, as it is now, does not fit the viewport's width: a line per element, empty when all fits. */
export const horizontalOverflows = async (page: Page, what: string): Promise<readonly string[]> => {
  const found = await page.evaluate(findOverflows);
  return [
    ...(found.scrollWidth > found.innerWidth ? [`${what}: the document is ${String(found.scrollWidth)} px wide`] : []),
    ...found.elements.map((overflow) => `${what}: ${overflow.element} spans ${String(overflow.left)}..${String(overflow.right)} px`),
  ];
};

/** Asserts that the page, as it is now, fits the viewport's width. */
export const expectNoHorizontalOverflow = async (page: Page, what: string): Promise<void> => {
  expect(await horizontalOverflows(page, what)).toEqual([]);
};

/** Opens a route and waits until it has rendered its content (a heading, and no request left in flight). */
export const openSettled = async (page: Page, path: string): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading').first(), `${path} shows a heading`).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByText(/^(Loading|Checking)/)).toHaveCount(0);
};
