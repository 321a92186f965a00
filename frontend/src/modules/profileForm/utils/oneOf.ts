/** The value when it is one of `values` (an enumeration of the API), else undefined. */
export function oneOf<T extends string>(value: string | null | undefined, values: readonly T[]): T | undefined {
  return values.find((candidate) => candidate === value);
}
