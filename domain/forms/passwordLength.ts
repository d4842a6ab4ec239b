/**
 * The shortest password the rules take: the rules (password.ts), the strength meter and the texts
 * that state it read it here. A module of its own so that a text quoting the figure does not bring
 * the meter's code into its page.
 */
export const PASSWORD_MIN_LENGTH = 8;
