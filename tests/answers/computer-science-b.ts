import { binomial, gcd, range, round, sum } from './helpers'
import type { AnswerTable } from './table'

// ---------------------------------------------------------------------------------------------------------
// Local helpers
// ---------------------------------------------------------------------------------------------------------

/** All subsets of {0, ..., n - 1} as bitmasks. */
const subsets = (n: number) => range(2 ** n)
const popcount = (mask: number) => {
  let c = 0
  for (let m = mask; m; m &= m - 1) c++
  return c
}

/** The smallest integer n >= from with pred(n) (a linear search; every use here has a small answer). */
function firstInt(from: number, pred: (n: number) => boolean): number {
  for (let n = from; n < from + 1_000_000; n++) if (pred(n)) return n
  throw new Error('no integer found')
}

/** The largest integer n in [from, to] with pred(n). */
function lastInt(from: number, to: number, pred: (n: number) => boolean): number {
  for (let n = to; n >= from; n--) if (pred(n)) return n
  throw new Error('no integer found')
}

/** Binary entropy in bits. */
const h2 = (p: number) => -p * Math.log2(p) - (1 - p) * Math.log2(1 - p)

/** Huffman coding: codeword lengths of the given weights, merging the two lightest trees each round. */
function huffmanLengths(weights: readonly number[]): number[] {
  const lengths = weights.map(() => 0)
  let forest = weights.map((w, i) => ({ w, leaves: [i] }))
  while (forest.length > 1) {
    forest = [...forest].sort((a, b) => a.w - b.w)
    const [a, b, ...rest] = forest
    for (const i of [...a!.leaves, ...b!.leaves]) lengths[i]! += 1
    forest = [...rest, { w: a!.w + b!.w, leaves: [...a!.leaves, ...b!.leaves] }]
  }
  return lengths
}

/** Untyped lambda terms with a small-step evaluator that counts beta steps (arguments here are closed). */
type Term = { k: 'var'; x: string } | { k: 'lam'; x: string; body: Term } | { k: 'app'; f: Term; a: Term }
const V = (x: string): Term => ({ k: 'var', x })
const L = (x: string, body: Term): Term => ({ k: 'lam', x, body })
const A = (f: Term, ...args: Term[]): Term => args.reduce<Term>((acc, a) => ({ k: 'app', f: acc, a }), f)
function subst(t: Term, x: string, s: Term): Term {
  if (t.k === 'var') return t.x === x ? s : t
  if (t.k === 'lam') return t.x === x ? t : L(t.x, subst(t.body, x, s))
  return { k: 'app', f: subst(t.f, x, s), a: subst(t.a, x, s) }
}
/** One step under call-by-value or call-by-name (weak: no reduction under lambda); null for a value. */
function step(t: Term, strategy: 'cbv' | 'cbn'): Term | null {
  if (t.k !== 'app') return null
  if (t.f.k !== 'lam') {
    const f = step(t.f, strategy)
    return f && { k: 'app', f, a: t.a }
  }
  if (strategy === 'cbv' && t.a.k !== 'lam') {
    const a = step(t.a, strategy)
    return a && { k: 'app', f: t.f, a }
  }
  return subst(t.f.body, t.f.x, t.a)
}
function stepsToValue(t: Term, strategy: 'cbv' | 'cbn'): number {
  let n = 0
  for (let next = step(t, strategy); next; next = step(next, strategy)) n++
  return n
}

/**
 * Number of Myhill–Nerode classes of a language, estimated by brute force: strings up to length maxLen are
 * grouped by which suffixes up to length suffixLen put them in the language. With lengths large enough for
 * the language at hand this is the exact number of states of the minimal DFA.
 */
function nerodeClasses(inL: (w: string) => boolean, maxLen: number, suffixLen: number): number {
  const strings = (n: number): string[] => (n === 0 ? [''] : strings(n - 1).flatMap((w) => [w + '0', w + '1']))
  const upTo = (n: number) => range(n + 1).flatMap(strings)
  const suffixes = upTo(suffixLen)
  return new Set(upTo(maxLen).map((w) => suffixes.map((s) => (inL(w + s) ? '1' : '0')).join(''))).size
}

// ---------------------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------------------

const table: AnswerTable = {
  'computer-science/distributed-systems': {
    // smallest n whose n - 2 survivors of any 2 crashes still form a strict majority of n
    'Sizing a cluster': () => firstInt(1, (n) => n - 2 > n / 2),
    // brute force over subsets of N = 7 replicas: smallest R such that every R-set meets every W = 5 set
    'Read quorum size': () => {
      const N = 7
      const W = 5
      const sets = subsets(N)
      const writes = sets.filter((s) => popcount(s) === W)
      return firstInt(1, (R) => sets.filter((s) => popcount(s) === R).every((r) => writes.every((w) => (r & w) !== 0)))
    },
    // largest f with 3f + 1 <= 10 replicas
    'Byzantine replicas': () => lastInt(0, 10, (f) => 3 * f + 1 <= 10),
  },

  'computer-science/formal-methods': {
    // run x := 2x; x := x - 3 on integer candidates, smallest start with final x > 7
    'Weakest precondition of a sequence': () =>
      firstInt(-100, (x0) => {
        let x = x0
        x = 2 * x
        x = x - 3
        return x > 7
      }),
    // counts global states: product of 10 processes' 3 local states and the Boolean's 2 values
    'State explosion': () => [...range(10).map(() => 3), 2].reduce((a, b) => a * b, 1),
  },

  'computer-science/functional-programming': {
    // foldr run on the list from the right
    'A fold by hand': () => [1, 2, 3].reduceRight((acc, x) => x + 2 * acc, 0),
    // foldl run on the list from the left
    'A left fold': () => [1, 0, 1, 1].reduce((acc, x) => 2 * acc + x, 0),
    // call-by-name evaluation of square (square (1 + 2)) by substitution, counting executed additions
    'Counting evaluations': () => {
      type E = { k: 'num'; v: number } | { k: 'add' | 'mul'; l: E; r: E } | { k: 'square'; arg: E }
      let additions = 0
      const evaluate = (e: E): number => {
        switch (e.k) {
          case 'num':
            return e.v
          case 'add':
            additions++
            return evaluate(e.l) + evaluate(e.r)
          case 'mul':
            return evaluate(e.l) * evaluate(e.r)
          case 'square':
            // call-by-name: the unevaluated argument is copied into both occurrences of x in x * x
            return evaluate({ k: 'mul', l: e.arg, r: e.arg })
        }
      }
      const onePlusTwo: E = { k: 'add', l: { k: 'num', v: 1 }, r: { k: 'num', v: 2 } }
      const value = evaluate({ k: 'square', arg: { k: 'square', arg: onePlusTwo } })
      if (value !== 81) throw new Error('wrong value')
      return additions
    },
  },

  'computer-science/human-computer-interaction': {
    // keystroke-level model: sum of the operator times 2M + P + 2B + H + 5K
    'A keystroke-level estimate': () => {
      const t = { K: 0.28, P: 1.1, B: 0.1, H: 0.4, M: 1.35 }
      return sum([t.M, t.P, t.B, t.B, t.H, t.M, ...range(5).map(() => t.K)])
    },
    // Fitts index of difficulty log2(D/W + 1)
    'Index of difficulty': () => Math.log2(140 / 20 + 1),
    // smallest n with expected fraction found 1 - (1 - λ)^n >= 0.9
    'Enough test users': () => firstInt(1, (n) => 1 - (1 - 0.31) ** n >= 0.9),
    // WCAG contrast ratio (L1 + 0.05)/(L2 + 0.05), lighter on top
    'Contrast ratio': () => (Math.max(0.2, 1) + 0.05) / (Math.min(0.2, 1) + 0.05),
  },

  'computer-science/information-theory': {
    // binary entropy H(0.9), to three decimals
    'Entropy of a biased coin': () => round(h2(0.9), 3),
    // Huffman algorithm run on the four probabilities, then sum of p * codeword length
    'Expected length of a Huffman code': () => {
      const p = [0.4, 0.3, 0.2, 0.1]
      const lengths = huffmanLengths(p)
      return sum(p.map((pi, i) => pi * lengths[i]!))
    },
    // BSC capacity 1 - H2(0.1), to three decimals
    'Capacity of a binary symmetric channel': () => round(1 - h2(0.1), 3),
    // Shannon–Hartley C = B log2(1 + S/N), converted to Mbit/s
    'A Shannon–Hartley limit': () => (1e6 * Math.log2(1 + 15)) / 1e6,
  },

  'computer-science/machine-learning': {
    // PAC sample bound (ln|H| + ln(1/δ))/ε, to two decimals
    'How many examples?': () => round((Math.log(1000) + Math.log(1 / 0.05)) / 0.1, 2),
    // one gradient step w - η Σ (w x_i - y_i) x_i from w = 0
    'One gradient step': () => {
      const pts = [
        [1, 2],
        [2, 3],
      ] as const
      const w = 0
      const grad = sum(pts.map(([x, y]) => (w * x - y) * x))
      return w - 0.1 * grad
    },
    // bias–variance decomposition: noise + bias² + variance
    'Splitting the error': () => 0.1 + (3.5 - 3.0) ** 2 + 0.2,
    // largest k for which the points 1..k are shattered by intervals (all k-point sets are order-isomorphic);
    // a labelling is realized if some interval with endpoints among the half-integers picks exactly the 1s
    'VC dimension of intervals': () => {
      const shattered = (k: number) => {
        const xs = range(k).map((i) => i + 1)
        const ends = range(2 * k + 3).map((i) => i / 2)
        return subsets(k).every((labels) =>
          ends.some((a) =>
            ends.some((b) => xs.every((x, i) => (a <= x && x <= b) === Boolean(labels & (1 << i)))),
          ),
        )
      }
      return lastInt(1, 6, shattered)
    },
  },

  'computer-science/natural-language-processing': {
    // perplexity P^(-1/N) of a 50-token text under the uniform model, via log-probabilities
    'Perplexity of a uniform model': () => {
      const logProbs = range(50).map(() => Math.log(1 / 10000))
      return Math.exp(-sum(logProbs) / logProbs.length)
    },
    // Laplace estimate (c(the cat) + 1)/(c(the) + V)
    'Add-one smoothing': () => (3 + 1) / (12 + 20),
    // scaled dot-product attention: softmax(scores/√d_k) · values, to two decimals
    'One step of attention': () => {
      const scores = [4, 0].map((s) => s / Math.sqrt(4))
      const values = [10, 0]
      const ex = scores.map(Math.exp)
      const z = sum(ex)
      return round(sum(ex.map((e, i) => (e / z) * values[i]!)), 2)
    },
  },

  'computer-science/operating-systems': {
    // SJF schedule: run jobs shortest first, average of their start times
    'Average waiting time': () => {
      const jobs = [6, 2, 8, 3].sort((a, b) => a - b)
      let t = 0
      const waits = jobs.map((len) => {
        const w = t
        t += len
        return w
      })
      return sum(waits) / waits.length
    },
    // LRU simulation with 3 frames on the reference string, counting faults
    'Faults under LRU': () => {
      const frames: number[] = [] // least recently used first
      let faults = 0
      for (const page of [1, 2, 3, 1, 4, 1, 2, 5, 2, 1]) {
        const i = frames.indexOf(page)
        if (i >= 0) frames.splice(i, 1)
        else {
          faults++
          if (frames.length === 3) frames.shift()
        }
        frames.push(page)
      }
      return faults
    },
    // add levels of log2(4096/8) index bits until the 48 - log2(4096) page-number bits are covered
    'How deep is the page table?': () => {
      const vpnBits = 48 - Math.log2(4096)
      const bitsPerLevel = Math.log2(4096 / 8)
      return firstInt(1, (levels) => levels * bitsPerLevel >= vpnBits)
    },
  },

  'computer-science/parallel-computing': {
    // the page's psum run on 1024 elements, returning the span it reports
    'Span of a parallel sum': () => {
      const psum = (a: readonly number[], lo: number, hi: number): [number, number, number] => {
        if (hi - lo === 1) return [a[lo]!, 1, 1]
        const mid = Math.floor((lo + hi) / 2)
        const [s1, w1, d1] = psum(a, lo, mid)
        const [s2, w2, d2] = psum(a, mid, hi)
        return [s1 + s2, w1 + w2 + 1, Math.max(d1, d2) + 1]
      }
      return psum(range(1024), 0, 1024)[2]
    },
    // Amdahl's law 1/((1 - f) + f/p), to two decimals
    "Amdahl's law": () => round(1 / (1 - 0.9 + 0.9 / 10), 2),
    // smallest p with greedy bound T1/p + T∞ <= T1/500
    'Enough processors': () => firstInt(1, (p) => 1e6 / p + 1e3 <= 1e6 / 500),
  },

  'computer-science/programming-languages': {
    // small-step call-by-value evaluator on (λx. x x)(λy. y), counting beta steps
    'Counting reduction steps': () => stepsToValue(A(L('x', A(V('x'), V('x'))), L('y', V('y'))), 'cbv'),
    // small-step call-by-name evaluator on (λx. x x x) A with A = (λy. y)(λz. z), counting beta steps
    'Call-by-name duplicates work': () => {
      const a = A(L('y', V('y')), L('z', V('z')))
      const term = A(L('x', A(V('x'), V('x'), V('x'))), a)
      if (stepsToValue(term, 'cbv') !== 4) throw new Error('call-by-value should take 4 steps')
      return stepsToValue(term, 'cbn')
    },
  },

  'computer-science/quantum-computing': {
    // apply H to (√3/2, 1/2) and square the |0> amplitude, to three decimals
    'Measuring after a Hadamard': () => {
      const [a, b] = [Math.sqrt(3) / 2, 1 / 2]
      return round(((a + b) / Math.SQRT2) ** 2, 3)
    },
    // order of 7 mod 15 by repeated multiplication (and the factors gcd(7^{r/2} ± 1, 15) are checked)
    "Shor's reduction by hand": () => {
      let x = 7 % 15
      let r = 1
      while (x !== 1) {
        x = (x * 7) % 15
        r++
      }
      const half = 7 ** (r / 2)
      if (gcd(half - 1, 15) * gcd(half + 1, 15) !== 15) throw new Error('no factorization')
      return r
    },
    // (π/4)√N rounded to the nearest integer
    "Grover's iterations": () => Math.round((Math.PI / 4) * Math.sqrt(2 ** 20)),
    // state-vector simulation of 2 Grover iterations on 8 items (oracle flip, inversion about the mean)
    'Success probability of a small search': () => {
      const N = 8
      const marked = 0
      let amp = range(N).map(() => 1 / Math.sqrt(N))
      for (let k = 0; k < 2; k++) {
        amp = amp.map((x, i) => (i === marked ? -x : x))
        const mean = sum(amp) / N
        amp = amp.map((x) => 2 * mean - x)
      }
      return round(amp[marked]! ** 2, 3)
    },
  },

  'computer-science/reinforcement-learning': {
    // Q-learning update Q + α (r + γ max Q' - Q)
    'One Q-learning update': () => 2 + 0.5 * (1 + 0.9 * 5 - 2),
    // UCB1 indices of both arms, larger one to two decimals
    'An optimistic choice': () => {
      const t = 12
      const arms = [
        { mean: 0.6, n: 10 },
        { mean: 0.5, n: 2 },
      ]
      return round(Math.max(...arms.map((a) => a.mean + Math.sqrt((2 * Math.log(t)) / a.n))), 2)
    },
    // smallest k with γ^k · 10 <= 0.01
    'How many sweeps?': () => firstInt(0, (k) => 0.9 ** k * 10 <= 0.01),
  },

  'computer-science/robotics': {
    // forward kinematics y = ℓ1 sin θ1 + ℓ2 sin(θ1 + θ2), to four decimals
    'Reach of the arm': () => {
      const deg = Math.PI / 180
      return round(1 * Math.sin(45 * deg) + 0.5 * Math.sin((45 + 90) * deg), 4)
    },
    // inverse kinematics by the law of cosines, positive elbow solution in degrees
    'Reaching a target': () => {
      const [x, y, l1, l2] = [1, 1, 1, 1]
      return (Math.acos((x * x + y * y - l1 * l1 - l2 * l2) / (2 * l1 * l2)) * 180) / Math.PI
    },
    // Grübler's formula 3(N - 1 - J) + Σ f_i with 5 links and 5 one-dof joints
    'Degrees of freedom of a five-bar linkage': () => {
      const joints = range(5).map(() => 1)
      return 3 * (5 - 1 - joints.length) + sum(joints)
    },
    // inverse-variance (Kalman) fusion of prediction and measurement
    'Fusing a prediction and a measurement': () => {
      const [x1, v1, x2, v2] = [2.0, 4, 3.0, 1]
      const K = v1 / (v1 + v2)
      return x1 + K * (x2 - x1)
    },
  },

  'computer-science/software-engineering': {
    // smallest set of tests (a, b ∈ {-1, 0, 1}) covering both outcomes of both conditions of fee
    'Branch coverage': () => {
      const inputs = [-1, 0, 1].flatMap((a) => [-1, 0, 1].map((b) => [a, b] as const))
      const covered = (tests: (readonly [number, number])[]) =>
        new Set(tests.flatMap(([a, b]) => [`a${a > 0}`, `b${b > 0}`])).size === 4
      return firstInt(1, (k) =>
        subsets(inputs.length).some((m) => popcount(m) === k && covered(inputs.filter((_, i) => m & (1 << i)))),
      )
    },
    // bisection simulated for every possible first bad commit among 1000; worst-case number of tests
    'Finding the bad commit': () => {
      const tests = (firstBad: number) => {
        let good = 0 // last known good commit (the one before the range)
        let bad = 1000 // first known bad commit (the last one shows the bug)
        let n = 0
        while (bad - good > 1) {
          const mid = Math.floor((good + bad) / 2)
          n++
          if (mid >= firstBad) bad = mid
          else good = mid
        }
        if (bad !== firstBad) throw new Error('bisection failed')
        return n
      }
      return Math.max(...range(1000).map((i) => tests(i + 1)))
    },
    // counts unordered pairs {i, j} among 12 people
    'Communication channels': () => {
      const pairs = range(12).flatMap((i) => range(12).filter((j) => j > i))
      if (pairs.length !== binomial(12, 2)) throw new Error('pair count mismatch')
      return pairs.length
    },
  },

  'computer-science/theory-of-computation': {
    // counts Myhill–Nerode classes of "number of 1s divisible by 3" (strings <= 6, suffixes <= 4)
    'Counting ones': () => nerodeClasses((w) => [...w].filter((c) => c === '1').length % 3 === 0, 6, 4),
    // counts Myhill–Nerode classes of "third symbol from the end is 1" (strings <= 6, suffixes <= 4)
    'Third symbol from the end': () => nerodeClasses((w) => w.length >= 3 && w[w.length - 3] === '1', 6, 4),
    // counts the distinct strings of length 8 derived from S → (S)S | ε, generated by the grammar
    'Balanced strings': () => {
      const memo = new Map<number, Set<string>>()
      const gen = (n: number): Set<string> => {
        if (n === 0) return new Set([''])
        const cached = memo.get(n)
        if (cached) return cached
        const out = new Set<string>()
        for (let inner = 0; inner <= n - 2; inner++)
          for (const u of gen(inner)) for (const v of gen(n - 2 - inner)) out.add(`(${u})${v}`)
        memo.set(n, out)
        return out
      }
      return gen(8).size
    },
  },
}

export default table
