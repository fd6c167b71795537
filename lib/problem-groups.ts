/**
 * Groups a subject's fields for the solve page: by difficulty (introductory, intermediate, advanced, then
 * fields without one), keeping the given field order inside each group and leaving out fields without
 * problems.
 */
import { DIFFICULTIES, type Difficulty } from '@/lib/content/frontmatter'

export interface DifficultyGroup<T> {
  difficulty: Difficulty | undefined
  items: T[]
}

export function groupByDifficulty<T extends { difficulty?: Difficulty; problemCount: number }>(items: readonly T[]): DifficultyGroup<T>[] {
  const levels: Array<Difficulty | undefined> = [...DIFFICULTIES, undefined]
  return levels
    .map((difficulty) => ({ difficulty, items: items.filter((i) => i.difficulty === difficulty && i.problemCount > 0) }))
    .filter((g) => g.items.length > 0)
}
