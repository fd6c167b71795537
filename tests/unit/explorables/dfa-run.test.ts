import { describe, expect, it } from 'vitest'
import { accepts, arrows, clean, divisibleBy3, endsIn01, evenAs, machines, run, type Dfa } from '@/lib/explorables/dfa-run'

/** Every word over the alphabet of length at most n, the empty word first. */
function words(alphabet: string[], n: number): string[] {
  const out = ['']
  for (let k = 0, level = ['']; k < n; k++) {
    level = level.flatMap((w) => alphabet.map((c) => w + c))
    out.push(...level)
  }
  return out
}

describe('the three machines recognize the languages they are named for', () => {
  it('divisible by 3: accepts a binary word exactly when its value is a multiple of 3 (the empty word counts as 0)', () => {
    for (const w of words(['0', '1'], 10)) expect(accepts(divisibleBy3, w)).toBe((w === '' ? 0 : parseInt(w, 2)) % 3 === 0)
    expect(['0', '11', '110', '111', '1001'].filter((w) => accepts(divisibleBy3, w))).toEqual(['0', '11', '110', '1001'])
  })

  it("even a's: accepts exactly the words over {a, b} with an even number of a's", () => {
    for (const w of words(['a', 'b'], 9)) expect(accepts(evenAs, w)).toBe([...w].filter((c) => c === 'a').length % 2 === 0)
  })

  it('ends in 01: accepts exactly the binary words ending in 01', () => {
    for (const w of words(['0', '1'], 10)) expect(accepts(endsIn01, w)).toBe(w.endsWith('01'))
  })

  it('ends in 01 is the subset construction of the NFA: its state is the set of NFA states reachable on the word', () => {
    // the NFA: q0 loops on both symbols and also goes to q1 on 0; q1 goes to q2 on 1; q2 has no moves
    const nfa = (q: number, c: string): number[] => (q === 0 ? (c === '0' ? [0, 1] : [0]) : q === 1 && c === '1' ? [2] : [])
    const subsets = ['0', '0,1', '0,2']
    for (const w of words(['0', '1'], 8)) {
      let set = [0]
      for (const c of w) set = [...new Set(set.flatMap((q) => nfa(q, c)))].sort()
      expect(subsets[run(endsIn01, w).states.at(-1)!]).toBe(set.join(','))
    }
  })
})

describe('a run', () => {
  it('visits one state per prefix, each the transition of the one before, and ends in the verdict', () => {
    for (const machine of Object.values(machines)) {
      const dfa: Dfa = machine.dfa
      for (const w of words(machine.alphabet, 6)) {
        const { states, accepted } = run(dfa, w)
        expect(states).toHaveLength(w.length + 1)
        expect(states[0]).toBe(dfa.start)
        states.slice(1).forEach((q, i) => expect(q).toBe(dfa.next(states[i]!, w[i]!)))
        for (const q of states) expect(q >= 0 && q < machine.names.length).toBe(true)
        expect(accepted).toBe(dfa.accepting.includes(states.at(-1)!))
      }
    }
  })

  it('of the page example 1001 (nine) goes 0, 1, 2, 1, 0 and accepts', () => {
    expect(run(divisibleBy3, '1001')).toEqual({ states: [0, 1, 2, 1, 0], accepted: true })
  })
})

describe('the state diagram and the input', () => {
  it('has one arrow per state and symbol, merged when two symbols lead the same way', () => {
    for (const machine of Object.values(machines)) {
      const all = arrows(machine)
      expect(all.reduce((n, a) => n + a.symbols.length, 0)).toBe(machine.names.length * machine.alphabet.length)
      expect(new Set(all.map((a) => `${a.from}>${a.to}`)).size).toBe(all.length)
    }
    expect(arrows(machines['divisible-by-3'])).toContainEqual({ from: 1, to: 0, symbols: ['1'] })
  })

  it('drops symbols outside the alphabet and counts them', () => {
    expect(clean('10a2 1', ['0', '1'])).toEqual({ word: '101', dropped: 3 })
    expect(clean('abba', ['a', 'b'])).toEqual({ word: 'abba', dropped: 0 })
  })
})
