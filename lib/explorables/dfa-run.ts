/**
 * The mathematics of the dfa-run explorable (components/explorables/dfa-run.client.tsx): deterministic finite
 * automata, their runs on a word, and three small machines from the theory-of-computation page. The region
 * `dfa-run` is the listing that page shows.
 */

// #region dfa-run
/** A DFA whose states are numbered 0, 1, 2, …: its start state, accepting states and transition function. */
export interface Dfa {
  start: number
  accepting: number[]
  next: (state: number, symbol: string) => number
}

/** Runs the DFA on the word, one transition per symbol (`record` sees every state the run visits). */
export function accepts(dfa: Dfa, word: string, record: (state: number) => void = () => {}): boolean {
  let state = dfa.start
  record(state)
  for (const symbol of word) {
    state = dfa.next(state, symbol)
    record(state)
  }
  return dfa.accepting.includes(state)
}

// states are remainders mod 3: reading bit b turns the value v into 2v + b
export const divisibleBy3: Dfa = { start: 0, accepting: [0], next: (r, b) => (2 * r + Number(b)) % 3 }
// #endregion dfa-run

/** Strings over {a, b} with an even number of a's: state 0 = even so far, 1 = odd; a flips it, b keeps it. */
export const evenAs: Dfa = { start: 0, accepting: [0], next: (parity, c) => (c === 'a' ? 1 - parity : parity) }

/**
 * Binary strings ending in 01, the DFA the subset construction makes from the three-state NFA on the page:
 * state 0 = {q0}, 1 = {q0, q1} (just read a 0), 2 = {q0, q2} (just read 01, accepting).
 */
export const endsIn01: Dfa = { start: 0, accepting: [2], next: (q, bit) => (bit === '0' ? 1 : q === 1 ? 2 : 0) }

/** A DFA with what the explorable needs to draw it and to check its input (its title is the explorable's message `dfaRun.machines.<name>`). */
export interface Machine {
  dfa: Dfa
  alphabet: string[]
  /** The state names, in the order of their numbers ('even' and 'odd' are put in words by the explorable). */
  names: string[]
  /** The word shown first. */
  example: string
}

export const machines = {
  'divisible-by-3': { dfa: divisibleBy3, alphabet: ['0', '1'], names: ['0', '1', '2'], example: '1001' },
  'even-as': { dfa: evenAs, alphabet: ['a', 'b'], names: ['even', 'odd'], example: 'abbab' },
  'ends-in-01': { dfa: endsIn01, alphabet: ['0', '1'], names: ['{q₀}', '{q₀,q₁}', '{q₀,q₂}'], example: '10011' },
} satisfies Record<string, Machine>

export type MachineName = keyof typeof machines

/** The run of a DFA on a word: the states q₀, q₁, …, qₙ after reading 0, 1, …, n symbols, and the verdict. */
export function run(dfa: Dfa, word: string): { states: number[]; accepted: boolean } {
  const states: number[] = []
  const accepted = accepts(dfa, word, (q) => states.push(q))
  return { states, accepted }
}

/** The arrows of the state diagram: one per pair of states joined by some symbol, labelled with all such symbols. */
export function arrows(machine: Machine): { from: number; to: number; symbols: string[] }[] {
  const found = new Map<string, { from: number; to: number; symbols: string[] }>()
  machine.names.forEach((_, from) => {
    for (const symbol of machine.alphabet) {
      const to = machine.dfa.next(from, symbol)
      const key = `${from}>${to}`
      const arrow = found.get(key) ?? { from, to, symbols: [] }
      arrow.symbols.push(symbol)
      found.set(key, arrow)
    }
  })
  return [...found.values()]
}

/** The word with every symbol outside the alphabet dropped, and how many were dropped. */
export function clean(word: string, alphabet: readonly string[]): { word: string; dropped: number } {
  const kept = [...word].filter((c) => alphabet.includes(c)).join('')
  return { word: kept, dropped: [...word].length - kept.length }
}
