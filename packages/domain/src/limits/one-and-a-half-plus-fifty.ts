/** round(1.5 × n + 50): the spec's formula for both the extended character ceiling and the voice add-edit cap. */
export const oneAndAHalfPlusFifty = (n: number): number => Math.round(1.5 * n + 50);
