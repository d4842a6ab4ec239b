/**
 * What the bank commits to when someone writes to it or asks to be called back (the contact
 * e-mail, the lead forms): an answer within this many working hours. A promise, unlike the average
 * answer time the bank measures (`figures`, bank.ts), however close the two figures are.
 */
export const replyWorkingHours = 48;
