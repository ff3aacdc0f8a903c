/** Every validator returns null when the value is valid, otherwise the exact message to show. */
export type ValidationResult = string | null;

export type Validator = (value: string) => ValidationResult;
