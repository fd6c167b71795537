import { SI, bisect, integrate, range, round, sig, sum } from './helpers'
import type { AnswerTable } from './table'

const deg = Math.PI / 180

/** Real two-component state vectors and their overlaps (enough for the qubit problems). */
type Vec2 = readonly [number, number]
const dot = (a: Vec2, b: Vec2) => a[0] * b[0] + a[1] * b[1]
const s2 = Math.SQRT1_2
/** Measurement bases: index 0 is the standard basis {|0>, |1>}, index 1 the {|+>, |->} basis. */
const bases: readonly (readonly [Vec2, Vec2])[] = [
  [
    [1, 0],
    [0, 1],
  ],
  [
    [s2, s2],
    [s2, -s2],
  ],
]

/** Eigenvalues of a real symmetric 2x2 matrix [[a, b], [b, d]]. */
function eigenvalues2(a: number, b: number, d: number): [number, number] {
  const mean = (a + d) / 2
  const r = Math.sqrt(((a - d) / 2) ** 2 + b * b)
  return [mean + r, mean - r]
}

/** ln of a binomial coefficient, computed exactly with BigInt and then logged digit by digit. */
function lnBinomial(n: number, k: number): number {
  let c = 1n
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i)
  const digits = c.toString()
  // ln c = ln(leading 15 digits) + (remaining digit count) ln 10
  const lead = Number(digits.slice(0, 15))
  return Math.log(lead) + (digits.length - Math.min(15, digits.length)) * Math.LN10
}

const table: AnswerTable = {
  'physics/mathematical-physics': {
    // Simpson integral of the even integrand cos x/(1 + x^2) over [0, 400π], doubled (tail is O(1/X^3))
    'A Fourier integral by residues': () => 2 * integrate((x) => Math.cos(x) / (1 + x * x), 0, 400 * Math.PI, 400_000),
    // Simpson integral of e^{-x^2} over [-8, 8] (the rest is below e^{-64})
    'The Gaussian integral': () => integrate((x) => Math.exp(-x * x), -8, 8, 20_000),
    // Rayleigh quotient (hbar^2/2m) ∫ψ'^2 / ∫ψ^2 for ψ = x(L - x), both integrals by Simpson, 3 s.f.
    'A variational bound for an electron in a box': () => {
      const m = 9.109e-31
      const hbar = 1.0546e-34
      const L = 1.0e-9
      const kinetic = (hbar ** 2 / (2 * m)) * integrate((x) => (L - 2 * x) ** 2, 0, L)
      const norm = integrate((x) => (x * (L - x)) ** 2, 0, L)
      return sig(kinetic / norm, 3)
    },
  },

  'physics/nuclear-physics': {
    // ρ = A m_N / (4/3 π (R0 A^{1/3})^3), evaluated for A = 208 (A cancels), 2 s.f.
    'Density of nuclear matter': () => {
      const A = 208
      const R = 1.2e-15 * Math.cbrt(A)
      return sig((A * 1.67e-27) / ((4 / 3) * Math.PI * R ** 3), 2)
    },
    // Z_stable = A / (2 + (a_C / 2a_A) A^{2/3}), nearest integer
    'The most stable nucleus with A = 208': () => {
      const A = 208
      return Math.round(A / (2 + (0.714 / (2 * 23.2)) * A ** (2 / 3)))
    },
    // Q = (initial − final atomic masses) × 931.494 MeV/u, 2 decimals
    'Energy from deuterium–tritium fusion': () => round((2.014102 + 3.016049 - (4.002603 + 1.008665)) * 931.494, 2),
    // halve the remaining fraction once per half-life, three times
    'Three half-lives': () => range(3).reduce((fraction) => fraction / 2, 1),
    // activity λN with λ = ln 2 / t_half and N = (1.00 g / 226.0 g/mol) N_A, 3 s.f.
    'Activity of a gram of radium': () => {
      const N = (1.0 / 226.0) * 6.022e23
      const lambda = Math.LN2 / (1600 * 3.156e7)
      return sig(lambda * N, 3)
    },
  },

  'physics/optics': {
    // thin-lens equation 1/f = 1/do + 1/di with do = 30 cm, f = 10 cm
    'A thin lens image': () => 1 / (1 / 10 - 1 / 30),
    // count phase flips (low→high index reflections); with an even count the round trip 2nt must be λ/2, 1 decimal
    'An anti-reflection coating': () => {
      const [nAir, nCoat, nGlass, lambda] = [1.0, 1.38, 1.5, 550]
      const flips = (nCoat > nAir ? 1 : 0) + (nGlass > nCoat ? 1 : 0)
      // smallest t: 2 n t = λ/2 (flips cancel) or 2 n t = λ (one net flip)
      const opticalPath = flips % 2 === 0 ? lambda / 2 : lambda
      return round(opticalPath / (2 * nCoat), 1)
    },
    // Rayleigh criterion θ = 1.22 λ/D set equal to s/L, solved for L in km, 1 decimal
    'Seeing two headlights': () => {
      const theta = (1.22 * 550e-9) / 5.0e-3
      return round(1.5 / theta / 1000, 1)
    },
    // first filter halves unpolarized light, then Malus's law I cos^2 60°
    'Two polarizers': () => (800 / 2) * Math.cos(60 * deg) ** 2,
  },

  'physics/particle-physics': {
    // m_e c^2 in joules converted to MeV
    'Rest energy of the electron': () => (9.109e-31 * 2.998e8 ** 2) / 1.602e-13,
    // fixed-target invariant mass s = 2m_p^2 + 2m_p E_a set to (2m_p + m_π)^2, T = E_a − m_p, 1 decimal
    'Threshold for pion production': () => {
      const [mp, mpi] = [938.3, 135.0]
      const Ea = ((2 * mp + mpi) ** 2 - 2 * mp ** 2) / (2 * mp)
      return round(Ea - mp, 1)
    },
    // oscillation phase 1.267 Δm^2 L / E = π/2 solved for E by bisection, 3 decimals
    'Where to put a neutrino detector': () => {
      const phase = (E: number) => (1.267 * 2.5e-3 * 295) / E
      return round(
        bisect((E) => phase(E) - Math.PI / 2, 0.01, 100),
        3,
      )
    },
    // p = e B R from p v / R = e v B
    'Momentum from a curved track': () => 1.602e-19 * 3.8 * 1.0,
  },

  'physics/plasma-physics': {
    // λ_D = sqrt(ε0 k_B T_e / (n_e e^2)) with k_B T_e = 10 keV, in μm, 3 s.f.
    'Debye length in a fusion plasma': () => {
      const [eps0, e, n] = [8.854e-12, 1.602e-19, 1e20]
      const kT = 1e4 * e
      return sig(Math.sqrt((eps0 * kT) / (n * e * e)) * 1e6, 3)
    },
    // f_p = (1/2π) sqrt(n e^2 / (ε0 m_e)), in GHz
    'Plasma frequency': () => Math.sqrt((1e18 * 1.602e-19 ** 2) / (8.854e-12 * 9.109e-31)) / (2 * Math.PI) / 1e9,
    // bisection for the pitch angle whose mirror point sin^2θ B/B_min = 1 lies exactly at B_max = 4 B_min, in degrees
    'The loss cone of a magnetic mirror': () => {
      const mirrorRatio = 4
      return bisect((theta) => Math.sin(theta * deg) ** 2 * mirrorRatio - 1, 0, 90)
    },
    // v_A = B / sqrt(μ0 n 2m_p), 3 s.f.
    'Alfvén speed in a tokamak': () => sig(5 / Math.sqrt(4 * Math.PI * 1e-7 * 1e20 * 2 * 1.673e-27), 3),
  },

  'physics/quantum-field-theory': {
    // length ħc / (1 GeV) with ħc = 197.3 MeV fm
    'Natural units': () => 197.3 / 1000,
    // a_e = α / 2π with α = 1/137.036, 5 s.f.
    "Schwinger's correction": () => sig(1 / 137.036 / (2 * Math.PI), 5),
    // σ = λ^2 / (32π s) in GeV^-2, times (ħc)^2 in GeV^2 m^2, 3 s.f.
    'A cross section in square metres': () => {
      const s = 10 ** 2
      return sig((0.5 ** 2 / (32 * Math.PI * s)) * 1.973e-16 ** 2, 3)
    },
    // one-loop running 1/α(Q) = 1/α(μ) + (b0/4π) ln(Q^2/μ^2), b0 = 11 − 2n_f/3, 3 decimals
    'The strong coupling at 1 TeV': () => {
      const nf = 5
      const b0 = 11 - (2 / 3) * nf
      const inv = 1 / 0.118 + (b0 / (4 * Math.PI)) * Math.log(1000 ** 2 / 91.19 ** 2)
      return round(1 / inv, 3)
    },
  },

  'physics/quantum-information': {
    // Born rule |<+|ψ>|^2 with explicit state vectors, 3 decimals
    'Measuring in a rotated basis': () => {
      const psi: Vec2 = [Math.cos(Math.PI / 8), Math.sin(Math.PI / 8)]
      return round(dot(bases[1]![0], psi) ** 2, 3)
    },
    // enumerate Alice's basis and bit, Eve's basis and outcome, Bob's outcome (Bob in Alice's basis: kept rounds),
    // with Born-rule probabilities; the answer is the probability that Bob's bit differs from Alice's
    'Catching an eavesdropper': () => {
      let error = 0
      for (const a of [0, 1])
        for (const x of [0, 1])
          for (const e of [0, 1])
            for (const y of [0, 1])
              for (const z of [0, 1]) {
                const sent = bases[a]![x]!
                const resent = bases[e]![y]!
                const p = 0.25 * 0.5 * dot(resent, sent) ** 2 * dot(bases[a]![z]!, resent) ** 2
                if (z !== x) error += p
              }
      return error
    },
    // partial trace of the Bell state's density matrix, eigenvalues, S = −Σ λ log2 λ
    'Entanglement entropy of a Bell pair': () => {
      const psi = [s2, 0, 0, s2] // amplitudes of |00>, |01>, |10>, |11>
      const amp = (i: number, j: number) => psi[2 * i + j]!
      // (ρ_A)_{ik} = Σ_j ψ_{ij} ψ_{kj}
      const rho = (i: number, k: number) => sum([0, 1].map((j) => amp(i, j) * amp(k, j)))
      const eig = eigenvalues2(rho(0, 0), rho(0, 1), rho(1, 1))
      return -sum(eig.filter((l) => l > 1e-15).map((l) => l * Math.log2(l)))
    },
    // enumerate all 2^3 flip patterns; majority vote fails with two or three flips; 3 s.f.
    'How much does a repetition code help?': () => {
      const p = 0.01
      let fail = 0
      for (const pattern of range(8)) {
        const flips = range(3).filter((q) => (pattern >> q) & 1).length
        if (flips >= 2) fail += p ** flips * (1 - p) ** (3 - flips)
      }
      return sig(fail, 3)
    },
  },

  'physics/quantum-mechanics': {
    // Δv = ħ / (2 Δx m_e), 3 s.f.
    'Confining an electron': () => sig(1.0546e-34 / (2 * 0.1e-9) / 9.109e-31, 3),
    // E1 = h^2 / (8 m L^2) in joules, converted to eV
    'An electron in a box': () => 6.626e-34 ** 2 / (8 * 9.109e-31 * 1e-9 ** 2) / 1.602e-19,
    // current ratio e^{2κΔa} with κ = sqrt(2 m_e (V − E)) / ħ, 2 decimals
    'Tunnelling in a microscope': () => {
      const kappa = Math.sqrt(2 * 9.109e-31 * 4.0 * 1.602e-19) / 1.0546e-34
      return round(Math.exp(2 * kappa * 0.1e-9), 2)
    },
    // first-order shift / V0 = ∫_0^{L/2} |φ1|^2 dx with φ1 = sqrt(2/L) sin(πx/L), Simpson, L = 1
    'A step in the box': () => {
      const L = 1
      return integrate((x) => (2 / L) * Math.sin((Math.PI * x) / L) ** 2, 0, L / 2)
    },
  },

  'physics/special-relativity': {
    // γ = 1 / sqrt(1 − v^2/c^2) at v = 0.6c
    'A Lorentz factor': () => 1 / Math.sqrt(1 - 0.6 ** 2),
    // relativistic velocity addition (u' + v) / (1 + u'v/c^2) with u' = v = 0.5c
    'Closing speed of two spaceships': () => (0.5 + 0.5) / (1 + 0.5 * 0.5),
    // Δτ = sqrt(Δt^2 − Δx^2/c^2) (timelike checked), in μs, 3 decimals
    'Proper time from the interval': () => {
      const [dt, dx, c] = [3.0e-6, 600, 2.998e8]
      if (c * dt <= dx) return NaN
      return round(Math.sqrt(dt ** 2 - (dx / c) ** 2) * 1e6, 3)
    },
    // K = (γ − 1) m_e c^2 at v = 0.6c, 3 s.f.
    'Kinetic energy of a fast electron': () => {
      const c = 2.998e8
      const gamma = 1 / Math.sqrt(1 - 0.6 ** 2)
      return sig((gamma - 1) * 9.109e-31 * c ** 2, 3)
    },
  },

  'physics/statistical-mechanics': {
    // S/k_B = ln Ω with Ω = C(100, 50) microstates with 50 spins up (exact BigInt count), 2 decimals
    'Counting microstates': () => round(lnBinomial(100, 50), 2),
    // ratio of Boltzmann factors e^{-E2/kT} / e^{-E1/kT} with E2 − E1 = kT (kT = 1 unit, E1 = 0.3 arbitrary)
    'A Boltzmann factor': () => {
      const kT = 1
      const E1 = 0.3
      const E2 = E1 + kT
      return Math.exp(-E2 / kT) / Math.exp(-E1 / kT)
    },
    // bisection for T where the two-level occupation e^{-x}/(1 + e^{-x}), x = ε/k_B T, equals 0.10; nearest kelvin
    'Heating a two-level system': () => {
      const eps = 0.1 * 1.602e-19
      const kB = 1.381e-23
      const upper = (T: number) => {
        const b = Math.exp(-eps / (kB * T))
        return b / (1 + b)
      }
      return Math.round(bisect((T) => upper(T) - 0.1, 10, 10_000))
    },
    // Wien's law λ_max = b / T, in nm, nearest nanometre
    'The colour of the Sun': () => Math.round((2.898e-3 / 5800) * 1e9),
  },

  'physics/stellar-astrophysics': {
    // L = 4πR^2 σ T^4 for star B (2R, T/2) over star A (R, T)
    'Luminosity of a giant': () => {
      const L = (R: number, T: number) => 4 * Math.PI * R ** 2 * SI.sigma * T ** 4
      return L(2 * 7e8, 0.5 * 5800) / L(7e8, 5800)
    },
    // t_KH = G M^2 / (R L) with the statement's solar values, 3 s.f.
    'The Kelvin–Helmholtz time of the Sun': () => sig((6.674e-11 * 1.989e30 ** 2) / (6.957e8 * 3.828e26), 3),
    // conversions per second L / (26.73 MeV), two neutrinos each, spread over 4π d^2, 3 s.f.
    'Solar neutrinos at Earth': () => {
      const perSecond = 3.828e26 / (26.73 * 1.602e-13)
      return sig((2 * perSecond) / (4 * Math.PI * 1.496e11 ** 2), 3)
    },
    // lifetime ∝ fuel / burning rate = M / L with L ∝ M^3.5, for 4 M_sun over 1 M_sun
    'Lifetime of a massive star': () => {
      const t = (M: number) => M / M ** 3.5
      return t(4) / t(1)
    },
    // M0 = (ħc/G)^{3/2} / (μ_e m_u)^2 with μ_e = 2, 3 s.f.
    'The Chandrasekhar mass scale': () => sig(((1.055e-34 * 2.998e8) / 6.674e-11) ** 1.5 / (2 * 1.661e-27) ** 2, 3),
  },

  'physics/thermodynamics': {
    // first law ΔU = Q − pΔV with ΔV = (5.0 − 2.0) L
    'Expansion at constant pressure': () => 800 - 1.0e5 * (5.0 - 2.0) * 1e-3,
    // Carnot efficiency 1 − T_c / T_h
    'Carnot efficiency': () => 1 - 300 / 500,
    // reversible refrigerator K = Q_c / (Q_h − Q_c) with Q_c/Q_h = T_c/T_h (Q_h = 1 J), 2 decimals
    'A freezer at its limit': () => {
      const Qh = 1
      const Qc = (Qh * 255) / 300
      return round(Qc / (Qh - Qc), 2)
    },
    // total ΔS = −Q/T_hot + Q/T_cold, 3 decimals
    'Entropy made by heat flow': () => round(-1000 / 400 + 1000 / 300, 3),
  },
}

export default table
