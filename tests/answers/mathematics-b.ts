import { bisect, booleanAssignments, cAdd, cConj, cMul, count, gcd, integrate, modPow, permutations, range, round, sum, type Complex } from './helpers'
import type { AnswerTable } from './table'

// ---------------------------------------------------------------------------------------------------------
// Local helpers
// ---------------------------------------------------------------------------------------------------------

/** Composition (p ∘ q)(i) = p(q(i)). */
const compose = (p: readonly number[], q: readonly number[]) => q.map((i) => p[i]!)

/** Inverse permutation. */
function inverse(p: readonly number[]): number[] {
  const inv = new Array<number>(p.length).fill(0)
  p.forEach((image, i) => (inv[image] = i))
  return inv
}

const samePerm = (p: readonly number[], q: readonly number[]) => p.every((v, i) => v === q[i])

/** Sign of a permutation, from the parity of its number of inversions. */
function sign(p: readonly number[]): number {
  let inversions = 0
  for (let i = 0; i < p.length; i++) for (let j = i + 1; j < p.length; j++) if (p[i]! > p[j]!) inversions++
  return inversions % 2 === 0 ? 1 : -1
}

/** Number of fixed points of a permutation. */
const fixedPoints = (p: readonly number[]) => count(range(p.length), (i) => p[i] === i)

/** Solve the square linear system A x = b by Gaussian elimination with partial pivoting. */
function solveLinear(A: readonly (readonly number[])[], b: readonly number[]): number[] {
  const n = b.length
  const M = A.map((row, i) => [...row, b[i]!])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r]![col]!) > Math.abs(M[pivot]![col]!)) pivot = r
    ;[M[col], M[pivot]] = [M[pivot]!, M[col]!]
    for (let r = 0; r < n; r++) {
      if (r === col) continue
      const factor = M[r]![col]! / M[col]![col]!
      for (let c = col; c <= n; c++) M[r]![c]! -= factor * M[col]![c]!
    }
  }
  return range(n).map((i) => M[i]![n]! / M[i]![i]!)
}

/** Number of standard Young tableaux of a shape: remove the cell holding the largest entry, recursively. */
function standardTableaux(shape: readonly number[]): number {
  if (sum([...shape]) === 0) return 1
  let total = 0
  shape.forEach((len, i) => {
    // A removable corner: the last cell of row i, if the row below is shorter.
    if (len > 0 && (shape[i + 1] ?? 0) < len) {
      total += standardTableaux(shape.map((l, j) => (j === i ? l - 1 : l)).filter((l) => l > 0))
    }
  })
  return total
}

/** Every subset of the given elements. */
function powerSet<T>(elements: readonly T[]): T[][] {
  let subsets: T[][] = [[]]
  for (const e of elements) subsets = [...subsets, ...subsets.map((s) => [...s, e])]
  return subsets
}

// ---------------------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------------------

const table: AnswerTable = {
  'mathematics/mathematical-logic': {
    // counts the valuations (rows of the truth table) of p, q, r by enumeration
    'Counting valuations': () => booleanAssignments(3).length,
    // brute force over the 8 valuations, counting those satisfying (p or q) and (not p or r)
    'Satisfying valuations': () => count(booleanAssignments(3), ([p, q, r]) => (p! || q!) && (!p! || r!)),
  },

  'mathematics/measure-theory': {
    // λ([0,2]) minus the total length of a cover of the rationals in [0,2] by intervals ε/2^k (ε tiny):
    // the rationals p/q (q ≤ 50) are enumerated and covered, the cover length bounds their outer measure
    'Measure of the irrationals': () => {
      const rationals = new Set<number>()
      for (let q = 1; q <= 50; q++) for (let p = 0; p <= 2 * q; p++) rationals.add(p / q)
      const eps = 1e-12
      const coverLength = sum([...rationals].map((_, k) => eps / 2 ** (k + 1)))
      return 2 - 0 - coverLength
    },
    // simulation: remove the open middle pieces step by step (18 steps) and measure what is left
    'A fat Cantor set': () => {
      let intervals: (readonly [number, number])[] = [[0, 1]]
      for (let n = 1; n <= 18; n++) {
        const gap = 4 ** -n
        intervals = intervals.flatMap(([a, b]) => {
          if (b - a <= gap) throw new Error('removed piece does not fit')
          const mid = (a + b) / 2
          return [
            [a, mid - gap / 2],
            [mid + gap / 2, b],
          ] as const
        })
      }
      return sum(intervals.map(([a, b]) => b - a))
    },
    // Simpson's rule on (1 + x/n)^n at a large n (10^6), rounded to four places as asked
    'Exchanging limit and integral': () => {
      const n = 1e6
      return round(
        integrate((x) => Math.exp(n * Math.log1p(x / n)), 0, 1),
        4,
      )
    },
    // Simpson's rule on x/(e^x - 1) over [0, 60] (integrand → 1 at 0; tail beyond 60 < 1e-24), four places
    'A series inside an integral': () =>
      round(
        integrate((x) => (x === 0 ? 1 : x / Math.expm1(x)), 0, 60, 20_000),
        4,
      ),
  },

  'mathematics/number-theory': {
    // fast modular exponentiation of 3^100 mod 7
    'A large power, reduced': () => modPow(3, 100, 7),
    // brute-force search for the smallest positive x with x ≡ 2 (3), x ≡ 3 (5), x ≡ 2 (7)
    "Sunzi's remainder problem": () => {
      let x = 1
      while (!(x % 3 === 2 && x % 5 === 3 && x % 7 === 2)) x++
      return x
    },
    // counts 1 ≤ a ≤ 360 with gcd(a, 360) = 1
    "Euler's function of 360": () => count(range(360), (i) => gcd(i + 1, 360) === 1),
    // is 5 among the squares mod 13? (enumerates the squares of 1..12)
    'A Legendre symbol': () => {
      const squares = new Set(range(12).map((i) => ((i + 1) * (i + 1)) % 13))
      return squares.has(5 % 13) ? 1 : -1
    },
  },

  'mathematics/numerical-analysis': {
    // one Newton step x1 = x0 - f(x0)/f'(x0) for f = x^2 - 2, rounded to five places as asked
    'One Newton step': () => {
      const f = (x: number) => x * x - 2
      const df = (x: number) => 2 * x
      const x0 = 1.5
      return round(x0 - f(x0) / df(x0), 5)
    },
    // runs bisection on x^2 - 2 over [1, 2], counting steps until the bracket has length ≤ 1e-6
    'How many bisection steps?': () => {
      const f = (x: number) => x * x - 2
      let [a, b] = [1, 2]
      let steps = 0
      while (b - a > 1e-6) {
        const m = (a + b) / 2
        if (f(a) * f(m) <= 0) b = m
        else a = m
        steps++
      }
      return steps
    },
    // composite trapezoidal rule for x^2 on [0, 1] with two subintervals
    'The trapezoidal rule': () => {
      const f = (x: number) => x * x
      const n = 2
      const h = 1 / n
      return h * (f(0) / 2 + sum(range(n - 1).map((i) => f((i + 1) * h))) + f(1) / 2)
    },
    // root search for the largest h with |amplification factor 1 - 50h| ≤ 1 (Euler on y' = -50y)
    'A stable step size': () => bisect((h) => Math.abs(1 - 50 * h) - 1, 0.001, 1),
  },

  'mathematics/optimization': {
    // one gradient-descent step x1 = x0 - η f'(x0) for f = (x - 4)^2
    'Minimizing a quadratic': () => {
      const df = (x: number) => 2 * (x - 4)
      return 2 - 0.25 * df(2)
    },
    // two Newton steps x ← x - f'(x)/f''(x) for f = e^x - 2x from 0, rounded to four places as asked
    'Two Newton steps': () => {
      let x = 0
      for (let k = 0; k < 2; k++) x -= (Math.exp(x) - 2) / Math.exp(x)
      return round(x, 4)
    },
    // solves the Lagrange system 2x + μ = 0, 4y + μ = 0, x + y = 3 and evaluates x^2 + 2y^2
    'A weighted distance': () => {
      const [x, y] = solveLinear(
        [
          [2, 0, 1],
          [0, 4, 1],
          [1, 1, 0],
        ],
        [0, 0, 3],
      ) as [number, number, number]
      return x * x + 2 * y * y
    },
    // vertex enumeration: intersect every pair of constraint lines, keep feasible points, maximize 3x + 5y
    'A small linear program': () => {
      // constraints a·(x, y) ≤ b
      const constraints: [number, number, number][] = [
        [1, 1, 4],
        [1, 3, 6],
        [-1, 0, 0],
        [0, -1, 0],
      ]
      let best = -Infinity
      for (let i = 0; i < constraints.length; i++) {
        for (let j = i + 1; j < constraints.length; j++) {
          const [a1, b1, c1] = constraints[i]!
          const [a2, b2, c2] = constraints[j]!
          const det = a1 * b2 - a2 * b1
          if (det === 0) continue
          const x = (c1 * b2 - c2 * b1) / det
          const y = (a1 * c2 - a2 * c1) / det
          if (constraints.every(([a, b, c]) => a * x + b * y <= c + 1e-12)) best = Math.max(best, 3 * x + 5 * y)
        }
      }
      return best
    },
  },

  'mathematics/partial-differential-equations': {
    // method of characteristics: follow x - 3t back to t = 0 and evaluate the initial data there
    'Transport along characteristics': () => {
      const u0 = (x: number) => x * x + 1
      const [x, t] = [5, 1]
      return u0(x - 3 * t)
    },
    // Fourier sine series: coefficients of sin 2x by Simpson, each mode decays like e^{-n^2 t}; four places
    'Heat in a rod': () => {
      const f = (x: number) => Math.sin(2 * x)
      const [x, t] = [Math.PI / 4, 1]
      let u = 0
      for (let n = 1; n <= 10; n++) {
        const bn = (2 / Math.PI) * integrate((s) => f(s) * Math.sin(n * s), 0, Math.PI, 2000)
        u += bn * Math.exp(-n * n * t) * Math.sin(n * x)
      }
      return round(u, 4)
    },
    // d'Alembert's formula with c = 1, the velocity integral done by Simpson's rule
    "d'Alembert's formula in use": () => {
      const f = (x: number) => x * x
      const g = (x: number) => x
      const [x, t] = [1, 2]
      return (f(x - t) + f(x + t)) / 2 + 0.5 * integrate(g, x - t, x + t, 10)
    },
  },

  'mathematics/probability': {
    // E[X^2] - E[X]^2 over the six equally likely faces, four places
    'Variance of a die': () => {
      const faces = range(6).map((i) => i + 1)
      const mean = sum(faces) / 6
      return round(sum(faces.map((x) => x * x)) / 6 - mean * mean, 4)
    },
    // enumerates the 6^3 equally likely outcomes and counts those with at least one six, four places
    'At least one six': () => {
      const outcomes = range(6 ** 3).map((k) => [k % 6, Math.floor(k / 6) % 6, Math.floor(k / 36)].map((d) => d + 1))
      return round(count(outcomes, (o) => o.includes(6)) / outcomes.length, 4)
    },
    // Bayes by enumeration: each urn with prob 1/2, each ball in it equally likely; P(A and red) / P(red)
    'Two urns': () => {
      const urns = { A: ['r', 'r', 'r', 'b'], B: ['r', 'b', 'b', 'b'] }
      const draws = Object.entries(urns).flatMap(([urn, balls]) =>
        balls.map((ball) => ({ urn, ball, p: 0.5 / balls.length })),
      )
      const red = draws.filter((d) => d.ball === 'r')
      return sum(red.filter((d) => d.urn === 'A').map((d) => d.p)) / sum(red.map((d) => d.p))
    },
    // power iteration of the chain's transition matrix from "dry", 200 steps, long-run P(dry)
    'Long-run weather': () => {
      const P = [
        [0.8, 0.2],
        [0.3, 0.7],
      ]
      let pi = [1, 0]
      for (let k = 0; k < 200; k++) pi = [0, 1].map((j) => pi[0]! * P[0]![j]! + pi[1]! * P[1]![j]!)
      return pi[0]!
    },
  },

  'mathematics/real-analysis': {
    // exact integer scan: last n ≤ 10^5 with |a_n - 3| ≥ 1/100 (|(3n-1) - 3(n+2)|·100 ≥ n+2), plus one
    'Finding N': () => {
      let lastFailure = 0
      for (let n = 1; n <= 100_000; n++) if (Math.abs(3 * n - 1 - 3 * (n + 2)) * 100 >= n + 2) lastFailure = n
      return lastFailure + 1
    },
    // partial sum of (2/3)^n up to n = 200 (the remainder is below 1e-34)
    'A geometric series': () => sum(range(200).map((i) => (2 / 3) ** (i + 1))),
    // ratio test: c_n / c_{n+1} for c_n = n!/n^n at n = 10^7, computed in logs, rounded to four places
    'A radius of convergence': () => {
      const n = 1e7
      // log c_{n+1} - log c_n = log(n+1) - (n+1) log(n+1) + n log n = -n log(1 + 1/n)
      const logRatio = -n * Math.log1p(1 / n)
      return round(Math.exp(-logRatio), 4)
    },
  },

  'mathematics/representation-theory': {
    // |S3| by enumeration; the dimensions' squares sum to |G|, with the trivial and sign of dimension 1
    'The irreducible representations of S3': () => Math.sqrt(permutations(3).length - 1 ** 2 - 1 ** 2),
    // characters over the 6 elements of S3: χ_V = fixed points - 1; counts summands as Σ of ⟨χ_V², χ_i⟩
    'A tensor square': () => {
      const G = permutations(3)
      const characters = [() => 1, (g: number[]) => sign(g), (g: number[]) => fixedPoints(g) - 1]
      const chiV = characters[2]!
      return sum(characters.map((chi) => sum(G.map((g) => chiV(g) ** 2 * chi(g))) / G.length))
    },
    // induced character from H = <(1 2 3)> by the coset formula, then its inner product with χ_V on S3
    'Inducing from the rotations': () => {
      const G = permutations(3)
      const c = [1, 2, 0] // (1 2 3): 0 → 1 → 2 → 0
      const e = [0, 1, 2]
      const H = [e, c, compose(c, c)]
      const omega: Complex = [Math.cos((2 * Math.PI) / 3), Math.sin((2 * Math.PI) / 3)]
      const chiH = (h: number[]): Complex => {
        const k = H.findIndex((x) => samePerm(x, h))
        let v: Complex = [1, 0]
        for (let i = 0; i < k; i++) v = cMul(v, omega)
        return v
      }
      const induced = (g: number[]): Complex => {
        let v: Complex = [0, 0]
        for (const x of G) {
          const conj = compose(inverse(x), compose(g, x))
          if (H.some((h) => samePerm(h, conj))) v = cAdd(v, chiH(conj))
        }
        return [v[0] / H.length, v[1] / H.length]
      }
      const chiV = (g: number[]): Complex => [fixedPoints(g) - 1, 0]
      let inner: Complex = [0, 0]
      for (const g of G) inner = cAdd(inner, cMul(induced(g), cConj(chiV(g))))
      return inner[0] / G.length
    },
    // counts the standard Young tableaux of shape (3, 2) (dimension of the Specht module)
    'A hook length computation': () => standardTableaux([3, 2]),
  },

  'mathematics/set-theory': {
    // builds the power set of an 8-element set and counts its members
    'Subsets of a finite set': () => powerSet(range(8)).length,
    // brute force over all 2^16 relations on {1,2,3,4}: counts the reflexive, symmetric, transitive ones
    'Equivalence relations on four elements': () => {
      const n = 4
      const rel = (mask: number, i: number, j: number) => ((mask >> (i * n + j)) & 1) === 1
      return count(range(2 ** (n * n)), (mask) =>
        range(n).every(
          (i) =>
            rel(mask, i, i) &&
            range(n).every(
              (j) =>
                rel(mask, i, j) === rel(mask, j, i) &&
                range(n).every((k) => !(rel(mask, i, j) && rel(mask, j, k)) || rel(mask, i, k)),
            ),
        ),
      )
    },
    // evaluates the stated pairing function π(m, n) = (m+n)(m+n+1)/2 + n at (3, 4)
    "Cantor's pairing function": () => {
      const pairing = (m: number, n: number) => ((m + n) * (m + n + 1)) / 2 + n
      return pairing(3, 4)
    },
  },

  'mathematics/statistics': {
    // sample variance with divisor n - 1, rounded to four places
    'Sample variance': () => {
      const data = [2, 4, 4, 4, 5, 5, 7, 9]
      const mean = sum(data) / data.length
      return round(sum(data.map((x) => (x - mean) ** 2)) / (data.length - 1), 4)
    },
    // root search on the derivative of the exponential log-likelihood n/λ - Σx
    'Maximum likelihood for waiting times': () => {
      const data = [2, 3, 5]
      return bisect((lambda) => data.length / lambda - sum(data), 0.01, 10)
    },
    // upper endpoint x̄ + 1.96 σ/√n, two places
    'A confidence interval': () => round(50 + (1.96 * 10) / Math.sqrt(100), 2),
    // posterior mean by numerical integration of θ·θ^7(1-θ)^3 against θ^7(1-θ)^3 (uniform prior), four places
    'A Bayesian coin': () => {
      const likelihood = (theta: number) => theta ** 7 * (1 - theta) ** 3
      return round(integrate((t) => t * likelihood(t), 0, 1) / integrate(likelihood, 0, 1), 4)
    },
  },

  'mathematics/topology': {
    // brute force over the 16 families of subsets of {a, b}: counts those closed under ∪, ∩ and containing ∅, X
    'Topologies on two points': () => {
      const subsets = [0b00, 0b01, 0b10, 0b11] // bitmasks of subsets of {a, b}
      const families = powerSet(subsets)
      return count(
        families,
        (F) =>
          F.includes(0b00) &&
          F.includes(0b11) &&
          F.every((U) => F.every((V) => F.includes(U | V) && F.includes(U & V))),
      )
    },
    // builds the cube from coordinates: V = {0,1}^3, E = pairs differing in one coordinate, F = 6 facets
    'Euler characteristic of a cube': () => {
      const vertices = range(8)
      const edges = count(
        vertices.flatMap((u) => vertices.filter((v) => u < v).map((v) => u ^ v)),
        (d) => d === 1 || d === 2 || d === 4,
      )
      const faces = range(3).flatMap((axis) => [0, 1].map((side) => ({ axis, side }))).length
      return vertices.length - edges + faces
    },
    // χ = V - E + F from the triangulation, then genus from χ = 2 - 2g
    'Recognizing a surface': () => {
      const [V, E, F] = [10, 36, 24]
      return (2 - (V - E + F)) / 2
    },
  },
}

export default table
