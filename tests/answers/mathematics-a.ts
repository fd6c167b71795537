import { argMax, bisect, cAdd, cDiv, cMul, count, gcd, integrate, permutations, range, round, sum, type Complex } from './helpers'
import type { AnswerTable } from './table'

// ---------------------------------------------------------------------------------------------------------
// Local helpers
// ---------------------------------------------------------------------------------------------------------

/** The order of a permutation: the least k >= 1 with p^k = id, found by composing. */
function permutationOrder(p: readonly number[]): number {
  const isIdentity = (q: readonly number[]) => q.every((v, i) => v === i)
  let power = [...p]
  let k = 1
  while (!isIdentity(power)) {
    power = power.map((v) => p[v]!)
    k++
  }
  return k
}

/** All functions from an a-element set to a b-element set, as arrays of images. */
function functions(a: number, b: number): number[][] {
  if (a === 0) return [[]]
  return functions(a - 1, b).flatMap((f) => range(b).map((v) => [...f, v]))
}

/** Is the positive rational p/q the square of a rational? (In lowest terms both p and q must be squares.) */
function isRationalSquare(p: number, q: number): boolean {
  const d = gcd(p, q)
  const isSquare = (n: number) => Math.round(Math.sqrt(n)) ** 2 === n
  return isSquare(p / d) && isSquare(q / d)
}

/** Polynomials as coefficient arrays, lowest degree first. */
const polyMul = (a: readonly number[], b: readonly number[]) => {
  const out = new Array<number>(a.length + b.length - 1).fill(0)
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j]! += x * y)))
  return out
}
const polyDerivative = (a: readonly number[]) => a.slice(1).map((c, i) => c * (i + 1))
const polyEval = (a: readonly number[], x: number) => a.reduceRight((acc, c) => acc * x + c, 0)

/** All partitions of n into parts of size at most `max`, each as a non-increasing array. */
function partitions(n: number, max = n): number[][] {
  if (n === 0) return [[]]
  const out: number[][] = []
  for (let first = Math.min(n, max); first >= 1; first--) {
    for (const rest of partitions(n - first, first)) out.push([first, ...rest])
  }
  return out
}


/**
 * Residue of f at z0 as (1 / 2πi) ∮ f dz over the circle |z - z0| = r (no other pole inside), by the
 * trapezoidal rule, which converges geometrically for periodic analytic integrands.
 */
function residue(f: (z: Complex) => Complex, z0: Complex, r: number, n = 256): Complex {
  let acc: Complex = [0, 0]
  for (let k = 0; k < n; k++) {
    const t = (2 * Math.PI * k) / n
    const w: Complex = [r * Math.cos(t), r * Math.sin(t)] // z - z0; dz = i w dt
    acc = cAdd(acc, cMul(f(cAdd(z0, w)), w))
  }
  // (1 / 2πi) · Σ f(z) · i w · (2π / n) = (1 / n) Σ f(z) w
  return [acc[0] / n, acc[1] / n]
}

/** 2πi times a residue, the value of a closed contour integral. */
const twoPiI = (res: Complex): Complex => cMul([0, 2 * Math.PI], res)

type Vec3 = readonly [number, number, number]
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a: Vec3) => Math.sqrt(dot(a, a))
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s]
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]

/** First, second and third derivatives of a space curve at t, by central finite differences. */
function curveDerivatives(gamma: (t: number) => Vec3, t: number, h = 1e-3): [Vec3, Vec3, Vec3] {
  const at = (k: number) => gamma(t + k * h)
  const d1 = scale(sub(at(1), at(-1)), 1 / (2 * h))
  const d2 = scale(sub(add(at(1), at(-1)), scale(at(0), 2)), 1 / h ** 2)
  const d3 = scale(sub(sub(at(2), scale(at(1), 2)), sub(at(-2), scale(at(-1), 2))), 1 / (2 * h ** 3))
  return [d1, d2, d3]
}

/** Rank of a real matrix by Gaussian elimination with partial pivoting. */
function rank(matrix: readonly (readonly number[])[]): number {
  const m = matrix.map((row) => [...row])
  const rows = m.length
  const cols = m[0]?.length ?? 0
  let r = 0
  for (let c = 0; c < cols && r < rows; c++) {
    let pivot = r
    for (let i = r + 1; i < rows; i++) if (Math.abs(m[i]![c]!) > Math.abs(m[pivot]![c]!)) pivot = i
    if (Math.abs(m[pivot]![c]!) < 1e-9) continue
    ;[m[r], m[pivot]] = [m[pivot]!, m[r]!]
    for (let i = r + 1; i < rows; i++) {
      const factor = m[i]![c]! / m[r]![c]!
      for (let j = c; j < cols; j++) m[i]![j]! -= factor * m[r]![j]!
    }
    r++
  }
  return r
}

const det3 = (m: readonly (readonly number[])[]) => {
  const [a, b, c] = m[0]!
  const [d, e, f] = m[1]!
  const [g, h, i] = m[2]!
  return a! * (e! * i! - f! * h!) - b! * (d! * i! - f! * g!) + c! * (d! * h! - e! * g!)
}

const matMul = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]) =>
  a.map((row) => b[0]!.map((_, j) => sum(row.map((x, k) => x * b[k]![j]!))))

// ---------------------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------------------

const table: AnswerTable = {
  'mathematics/abstract-algebra': {
    // counts the permutations of {1, 2, 3, 4}, enumerated
    'Order of a symmetric group': () => permutations(4).length,
    // counts the permutations of {1, 2, 3, 4} whose order (found by composing) is exactly 2
    'Elements of order two in S4': () => count(permutations(4), (p) => permutationOrder(p) === 2),
    // tower law: [Q(√2):Q] is 2 unless 2 is a rational square; [Q(√2,√3):Q(√2)] is 2 unless 3 = (a + b√2)²,
    // i.e. (b = 0) 3 or (a = 0) 3/2 is a rational square
    'Degree of a compositum': () => {
      const first = isRationalSquare(2, 1) ? 1 : 2
      const second = isRationalSquare(3, 1) || isRationalSquare(3, 2) ? 1 : 2
      return first * second
    },
  },

  'mathematics/algebraic-geometry': {
    // counts the points of P² where F = xyz and ∂F/∂x, ∂F/∂y, ∂F/∂z all vanish, enumerated over F_7 (the
    // singular locus is cut out by monomials, so its points are coordinate points, the same over any field)
    'Singular points of a triangle': () => {
      const p = 7
      const points: number[][] = []
      for (const [x, y, z] of functions(3, p)) {
        const firstNonzero = [x!, y!, z!].find((v) => v !== 0)
        if (firstNonzero === 1) points.push([x!, y!, z!]) // one normalised representative per point
      }
      return count(points, ([x, y, z]) => [x! * y! * z!, y! * z!, x! * z!, x! * y!].every((v) => v % p === 0))
    },
    // Bézout's theorem: the number of intersections with multiplicity is the product of the degrees 2 and 3
    "Bézout's count": () => {
      const conic = 2
      const cubic = 3
      return conic * cubic
    },
    // degree–genus formula for a smooth plane curve of degree d = 4: g = (d - 1)(d - 2) / 2
    'The genus of a plane quartic': () => {
      const d = 4
      return ((d - 1) * (d - 2)) / 2
    },
    // Riemann–Roch ℓ(D) - ℓ(K - D) = deg D + 1 - g, with ℓ(K - D) = 0 because deg(K - D) = 2g - 2 - deg D < 0
    'Riemann–Roch in genus two': () => {
      const g = 2
      const degD = 5
      const degKminusD = 2 * g - 2 - degD
      const lKminusD = degKminusD < 0 ? 0 : Number.NaN // the statement's data put us in the negative case
      return degD + 1 - g + lKminusD
    },
  },

  'mathematics/calculus': {
    // expands (x² + 1)³ as a polynomial, differentiates it term by term and evaluates at x = 1 (exact)
    'The chain rule': () => {
      const inner = [1, 0, 1]
      const f = polyMul(polyMul(inner, inner), inner)
      return polyEval(polyDerivative(f), 1)
    },
    // Simpson's rule, exact for polynomials of degree ≤ 3, on x² over [0, 3]
    'An area': () => integrate((x) => x * x, 0, 3, 6),
    // area x(400 - 2x) with x the side perpendicular to the river; maximum where A'(x) = 0, found by bisection
    'Fencing a field': () => {
      const fence = 400
      const area = (x: number) => x * (fence - 2 * x)
      const slope = (x: number) => (area(x + 1e-3) - area(x - 1e-3)) / 2e-3 // exact for a quadratic
      const x = bisect(slope, 0, fence / 2)
      return area(x)
    },
    // evaluates (eˣ - 1 - x) / x² at a small x (expm1 avoids cancellation); the error is about x / 6
    'A limit from a Taylor polynomial': () => {
      const x = 1e-5
      return (Math.expm1(x) - x) / (x * x)
    },
  },

  'mathematics/category-theory': {
    // counts the functions from a 2-element set to a 3-element set, enumerated
    'Counting morphisms in Set': () => functions(2, 3).length,
    // the coproduct in the divisibility poset: the common multiple of 12 and 18 that divides every common multiple
    // (checked up to a bound), found by search
    'A coproduct in a poset': () => {
      const [a, b] = [12, 18]
      const common = range(a * b * 10 + 1).filter((n) => n > 0 && n % a === 0 && n % b === 0)
      return common.find((q) => common.every((y) => y % q === 0))!
    },
    // counts the natural transformations Set(A, -) ⇒ Set(B, -) restricted to the full subcategory on A (a
    // bijection, by Yoneda): all maps α_A: Set(A, A) → Set(B, A) with α(u ∘ f) = u ∘ α(f) for all u, f
    'Transformations between hom functors': () => {
      const [a, b] = [2, 3]
      const endo = functions(a, a) // Set(A, A)
      const toA = functions(b, a) // Set(B, A)
      const key = (f: readonly number[]) => f.join(',')
      const indexOfEndo = new Map(endo.map((f, i) => [key(f), i]))
      const indexOfToA = new Map(toA.map((f, i) => [key(f), i]))
      const compose = (u: readonly number[], f: readonly number[]) => f.map((x) => u[x]!)
      // a candidate assigns to each element of Set(A, A) an element of Set(B, A)
      return count(functions(endo.length, toA.length), (alpha) =>
        endo.every((u) =>
          endo.every((f, fi) => {
            const lhs = alpha[indexOfEndo.get(key(compose(u, f)))!]!
            const rhs = indexOfToA.get(key(compose(u, toA[alpha[fi]!]!)))!
            return lhs === rhs
          }),
        ),
      )
    },
  },

  'mathematics/combinatorics': {
    // counts 1..1000 divisible by none of 2, 3, 5, by brute force
    'Divisible by none': () =>
      count(
        range(1000).map((i) => i + 1),
        (n) => [2, 3, 5].every((d) => n % d !== 0),
      ),
    // counts the triples (a, b, c) of non-negative integers with a + b + c = 10, enumerated
    'Sharing sweets': () => {
      let ways = 0
      for (let a = 0; a <= 10; a++) for (let b = 0; a + b <= 10; b++) ways++ // c = 10 - a - b is forced
      return ways
    },
    // counts the strings of five '(' and five ')' whose prefixes never have more ')' than '(', enumerated
    'Balanced parentheses': () =>
      count(range(2 ** 10), (mask) => {
        let depth = 0
        let opens = 0
        for (let i = 0; i < 10; i++) {
          const open = (mask >> i) & 1
          opens += open
          depth += open ? 1 : -1
          if (depth < 0) return false
        }
        return opens === 5
      }),
    // counts the partitions of 9 whose parts are all odd, enumerated
    'Odd parts': () => count(partitions(9), (parts) => parts.every((p) => p % 2 === 1)),
  },

  'mathematics/complex-analysis': {
    // residue at z = 2 as a numerical contour integral (1 / 2πi) ∮ f dz on |z - 2| = 1/2
    'A residue at a simple pole': () => {
      const f = (z: Complex) => cDiv(cAdd(cMul([3, 0], z), [1, 0]), cMul(z, cAdd(z, [-2, 0])))
      return residue(f, [2, 0], 0.5)[0]
    },
    // 2πi · Res(1 / (1 + z²), i), the only pole in the upper half-plane; residue by a contour integral
    'A real integral by residues': () => {
      const f = (z: Complex) => cDiv([1, 0], cAdd([1, 0], cMul(z, z)))
      return round(twoPiI(residue(f, [0, 1], 0.5))[0], 4) // four places, as asked
    },
    // 2πi · Res(1 / (1 + z²)², i), a double pole; residue by a contour integral
    'A double pole': () => {
      const f = (z: Complex) => {
        const w = cAdd([1, 0], cMul(z, z))
        return cDiv([1, 0], cMul(w, w))
      }
      return round(twoPiI(residue(f, [0, 1], 0.5))[0], 4) // four places, as asked
    },
  },

  'mathematics/differential-equations': {
    // N(t) / N(0) = e^{-0.1 t}; solves e^{-0.1 t} = 1/2 by bisection, rounded to two decimals as asked
    'A half-life': () => {
      const k = 0.1
      return round(
        bisect((t) => Math.exp(-k * t) - 0.5, 0, 100),
        2,
      )
    },
    // integrates y' = 6 - 2y, y(0) = 0 to t = 1 with classical Runge–Kutta, rounded to three decimals as asked
    'An integrating factor': () => {
      const f = (y: number) => 6 - 2 * y
      const steps = 1000
      const h = 1 / steps
      let y = 0
      for (let i = 0; i < steps; i++) {
        const k1 = f(y)
        const k2 = f(y + (h / 2) * k1)
        const k3 = f(y + (h / 2) * k2)
        const k4 = f(y + h * k3)
        y += (h / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
      }
      return round(y, 3)
    },
    // runs Euler's method y_{n+1} = y_n + h f(y_n) for y' = y from 0 to 1 with h = 0.5
    'Two Euler steps': () => {
      const h = 0.5
      let y = 1
      for (let t = 0; t < 1; t += h) y += h * y
      return y
    },
  },

  'mathematics/differential-geometry': {
    // κ = (x'y'' - y'x'') / |γ'|³ with the derivatives of (4 cos t, 4 sin t) by finite differences at t = 0.7
    'Curvature of a circle': () => {
      const [d1, d2] = curveDerivatives((t) => [4 * Math.cos(t), 4 * Math.sin(t), 0], 0.7)
      return Math.abs(d1[0] * d2[1] - d1[1] * d2[0]) / norm(d1) ** 3
    },
    // τ = (γ' × γ'') · γ''' / |γ' × γ''|² with the derivatives of (3 cos t, 3 sin t, 4t) by finite differences
    'Torsion of a helix': () => {
      const [d1, d2, d3] = curveDerivatives((t) => [3 * Math.cos(t), 3 * Math.sin(t), 4 * t], 0.7)
      const b = cross(d1, d2)
      return dot(b, d3) / dot(b, b)
    },
    // Gauss–Bonnet ∫K dA = 2πχ, χ = V - E + F of the genus-3 surface as a 12-gon with paired sides
    // (one vertex, 2g = 6 edges, one face); returns the multiple of π
    'Total curvature of a pretzel': () => {
      const genus = 3
      const [V, E, F] = [1, 2 * genus, 1]
      return (2 * Math.PI * (V - E + F)) / Math.PI
    },
    // local Gauss–Bonnet with K = 1: area = α + β + γ - π, the angles computed from the vertices as angles
    // between the great-circle tangents at each vertex
    'A triangle with three right angles': () => {
      const vertices: Vec3[] = [
        [1, 0, 0],
        [0, 1, 0],
        [0, 0, 1],
      ]
      const tangent = (p: Vec3, q: Vec3) => {
        const t = sub(q, scale(p, dot(p, q))) // component of q orthogonal to p
        return scale(t, 1 / norm(t))
      }
      const angles = range(3).map((i) => {
        const p = vertices[i]!
        const u = tangent(p, vertices[(i + 1) % 3]!)
        const v = tangent(p, vertices[(i + 2) % 3]!)
        return Math.acos(dot(u, v))
      })
      return sum(angles) - Math.PI
    },
  },

  'mathematics/dynamical-systems': {
    // iterates the logistic map x ↦ 2.5 x (1 - x) from x = 0.1 until it settles on the stable fixed point
    'A stable population': () => {
      const r = 2.5
      let x = 0.1
      for (let i = 0; i < 2000; i++) x = r * x * (1 - x)
      return x
    },
    // iterates x ↦ 3.2 x (1 - x) onto its attracting 2-cycle p, q, then g'(p) g'(q) = r²(1 - 2p)(1 - 2q),
    // rounded to two decimals as asked
    'Stability of a 2-cycle': () => {
      const r = 3.2
      const g = (x: number) => r * x * (1 - x)
      const dg = (x: number) => r * (1 - 2 * x)
      let p = 0.3
      for (let i = 0; i < 10_000; i++) p = g(p)
      const q = g(p)
      return round(dg(p) * dg(q), 2)
    },
    // orbit average of ln(stretch) of g(x) = 3x mod 1 on the circle, measured as the growth of a 1e-9
    // separation of two nearby points over one step (distance taken mod 1), along 1000 steps of an orbit
    'Lyapunov exponent of a tripling map': () => {
      const g = (x: number) => (3 * x) % 1
      const circleGap = (a: number, b: number) => {
        const d = (((b - a) % 1) + 1) % 1
        return Math.min(d, 1 - d)
      }
      const delta = 1e-9
      const steps = 1000
      let x = Math.SQRT2 - 1
      let total = 0
      for (let i = 0; i < steps; i++) {
        total += Math.log(circleGap(g(x), g((x + delta) % 1)) / delta)
        x = g(x)
      }
      return round(total / steps, 4) // four places, as asked
    },
  },

  'mathematics/functional-analysis': {
    // ‖x‖₂ = (∫₀¹ x² dx)^{1/2} by Simpson's rule
    'A norm in L2': () => round(Math.sqrt(integrate((x) => x * x, 0, 1)), 4), // four places, as asked
    // minimises ‖x - c‖₂ over c: the optimal c solves ∫₀¹ (x - c) dx = 0 (bisection), then the norm by Simpson
    'Distance to the constants': () => {
      const c = bisect((c) => integrate((x) => x - c, 0, 1, 100), -1, 2)
      return round(Math.sqrt(integrate((x) => (x - c) ** 2, 0, 1)), 4) // four places, as asked
    },
    // ‖φ‖ for φ(f) = ∫ k f with kernel k(x) = x on C[0, 1]: |φ(f)| ≤ ‖f‖∞ ∫|k|, attained at f = sign k = 1;
    // returns φ(sign k) by Simpson's rule
    'The norm of a functional': () => {
      const k = (x: number) => x
      return integrate((x) => k(x) * Math.sign(k(x)), 0, 1)
    },
    // Parseval for f(x) = x on (-π, π): ‖x‖² = Σ⟨x, sin nx/√π⟩², with n²⟨x, sin nx/√π⟩² the same constant for
    // every n; the inner products and ‖x‖² by Simpson's rule, then Σ 1/n² = ‖x‖² / (n²⟨x, e_n⟩²)
    'The Basel sum from Parseval': () => {
      const normSquared = integrate((x) => x * x, -Math.PI, Math.PI)
      const scaled = range(5).map((i) => {
        const n = i + 1
        const coefficient = integrate((x) => (x * Math.sin(n * x)) / Math.sqrt(Math.PI), -Math.PI, Math.PI)
        return n * n * coefficient ** 2
      })
      const constant = sum(scaled) / scaled.length
      return round(normSquared / constant, 4) // four places, as asked
    },
  },

  'mathematics/game-theory': {
    // indifference: against a partner hunting stag with probability q, stag pays 4q + 0(1 - q) and hare pays
    // 3q + 3(1 - q); solves the equality by bisection
    'Mixing in the stag hunt': () => {
      const payoff = [
        [4, 0], // stag against (stag, hare)
        [3, 3], // hare against (stag, hare)
      ]
      const expected = (row: number, q: number) => payoff[row]![0]! * q + payoff[row]![1]! * (1 - q)
      return bisect((q) => expected(0, q) - expected(1, q), 0, 1)
    },
    // Column minimises Row's best expected payoff max_i (A (q, 1 - q))_i for A of the example, by golden-section search on its negative
    "Column's mix": () => {
      const A = [
        [3, -1],
        [-2, 1],
      ]
      const rowBest = (q: number) => Math.max(...A.map((row) => row[0]! * q + row[1]! * (1 - q)))
      return round(argMax((q) => -rowBest(q), 0, 1), 4) // four places, as asked
    },
    // grim trigger: the least δ with R / (1 - δ) ≥ T + δP / (1 - δ), by bisection
    'Patience for cooperation': () => {
      const [T, R, P] = [7, 4, 2]
      return bisect((d) => R / (1 - d) - (T + (d * P) / (1 - d)), 0, 0.99)
    },
    // Shapley value: player 1's marginal contribution averaged over all 3! arrival orders
    'The glove game': () => {
      const v = (s: ReadonlySet<number>) => (s.has(0) && (s.has(1) || s.has(2)) ? 1 : 0)
      const orders = permutations(3)
      const contributions = orders.map((order) => {
        const before = new Set(order.slice(0, order.indexOf(0)))
        return v(new Set([...before, 0])) - v(before)
      })
      return round(sum(contributions) / orders.length, 4) // four places, as asked
    },
  },

  'mathematics/graph-theory': {
    // handshake lemma for a tree with 4 + L vertices and 3 + L edges: finds the L with 4·3 + L·1 = 2(4 + L - 1)
    'Leaves of a tree': () => range(100).find((L) => 4 * 3 + L * 1 === 2 * (4 + L - 1))!,
    // handshake lemma: |E| = (sum of degrees) / 2
    'Edges of a cubic graph': () => sum(new Array<number>(10).fill(3)) / 2,
    // Euler's formula V - E + F = 2 for a connected plane graph
    'Faces of a planar graph': () => {
      const [V, E] = [8, 12]
      return 2 - V + E
    },
    // counts the 3-edge subsets of the diamond's 5 edges that contain no cycle (union–find), i.e. spanning trees
    'Spanning trees of the diamond': () => {
      const edges: [number, number][] = []
      for (let a = 1; a <= 4; a++) for (let b = a + 1; b <= 4; b++) if (!(a === 3 && b === 4)) edges.push([a, b])
      const triples: [number, number][][] = []
      for (let i = 0; i < edges.length; i++)
        for (let j = i + 1; j < edges.length; j++)
          for (let k = j + 1; k < edges.length; k++) triples.push([edges[i]!, edges[j]!, edges[k]!])
      return count(triples, (chosen) => {
        const parent = [0, 1, 2, 3, 4]
        const find = (x: number): number => (parent[x] === x ? x : find(parent[x]!))
        for (const [a, b] of chosen) {
          const [ra, rb] = [find(a), find(b)]
          if (ra === rb) return false // this edge closes a cycle
          parent[ra] = rb
        }
        return true // 3 acyclic edges on 4 vertices form a spanning tree
      })
    },
  },

  'mathematics/linear-algebra': {
    // det is affine in k (k sits in one entry), so its root is -d(0) / (d(1) - d(0)), exact
    'When is a matrix singular?': () => {
      const d = (k: number) =>
        det3([
          [1, 2, 1],
          [2, 5, k],
          [1, 3, 4],
        ])
      return -d(0) / (d(1) - d(0))
    },
    // nullity = number of columns - rank, the rank by Gaussian elimination
    'Counting free variables': () => {
      const A = [
        [1, 2, 0, 1],
        [2, 4, 1, 3],
        [3, 6, 1, 4],
      ]
      return A[0]!.length - rank(A)
    },
    // larger root of the characteristic polynomial λ² - (tr A) λ + det A
    'Eigenvalues of a symmetric matrix': () => {
      const [[a, b], [c, d]] = [
        [2, 1],
        [1, 2],
      ] as const
      const tr = a + d
      const det = a * d - b * c
      return (tr + Math.sqrt(tr * tr - 4 * det)) / 2
    },
    // multiplies A five times (exact integers) and reads the top-left entry
    'A matrix power by diagonalization': () => {
      const A = [
        [2, 1],
        [1, 2],
      ]
      let power = [
        [1, 0],
        [0, 1],
      ]
      for (let i = 0; i < 5; i++) power = matMul(power, A)
      return power[0]![0]!
    },
  },
}

export default table
