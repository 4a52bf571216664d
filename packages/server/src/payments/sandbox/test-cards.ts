/** What a card does in the sandbox, like a card provider's test cards. */
export type CardBehaviour =
  /** Every charge succeeds. */
  | 'succeeds'
  /** Refused outright: it cannot be saved or charged. */
  | 'declined'
  /** Saved on the customer, but every charge fails: a checkout leaves the subscription incomplete, a renewal past_due. */
  | 'charge_fails';

export interface TestCard {
  readonly number: string;
  readonly behaviour: CardBehaviour;
  readonly description: string;
}

/** The sandbox's test cards (the numbers card providers document for the same behaviours). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'succeeds', description: 'Visa: payments succeed' },
  { number: '5555555555554444', behaviour: 'succeeds', description: 'Mastercard: payments succeed' },
  { number: '4000000000000002', behaviour: 'declined', description: 'Visa: always declined' },
  { number: '4000000000000341', behaviour: 'charge_fails', description: 'Visa: saved, but every charge fails' },
];

/** The message a checkout or payment-method page shows for a declined card. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** The message for a number that is not one of the test cards. */
export const UNKNOWN_CARD_MESSAGE = 'Your card number is incorrect. Use one of the sandbox test cards listed below.';

/** The test card typed (spaces and dashes ignored), or null for any other number. */
export const findTestCard = (typed: string): TestCard | null => {
  const digits = typed.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits) ?? null;
};

/** "4242 4242 4242 4242". */
export const groupedCardNumber = (number: string): string => number.replace(/(\d{4})(?=\d)/g, '$1 ');
