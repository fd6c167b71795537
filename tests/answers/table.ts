/**
 * Independent recomputations of the numeric practice-problem answers. Each entry computes the answer from
 * the data in the problem's statement, the way a careful reader would check it with a small script; the
 * test in tests/unit/answers.test.ts compares it with the `answer` attribute on the page.
 */

/** Field ref ("mathematics/calculus") → problem title → the answer recomputed from the statement. */
export type AnswerTable = Readonly<Record<string, Readonly<Record<string, () => number>>>>
