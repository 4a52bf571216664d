/**
 * Compile-time proof that a codec accepts every body the contract allows: the generated schema type must be
 * assignable to the codec's decoded type. Codecs read only the fields the client uses (a tolerant reader), so
 * the other direction is not required.
 */
export type AcceptsContract<Contract, Decoded> = [Contract] extends [Decoded] ? true : never;
