/** A whole number in plain digits, never in exponent notation (1e21 reads as 1000000000000000000000). */
export const plainDigits = (value: number): string =>
  Number.isInteger(value) ? BigInt(value).toString() : String(value);
