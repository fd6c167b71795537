import { SI, bisect, round, sig } from './helpers'
import type { AnswerTable } from './table'

/** Sound level in dB of intensity I relative to the reference I0. */
const decibels = (I: number, I0: number) => 10 * Math.log10(I / I0)

/** Resonance frequencies of a tube closed at one end, open at the other: quarter-wave modes L = (2n - 1) λ / 4. */
function closedTubeResonances(L: number, c: number, count: number): number[] {
  const modes: number[] = []
  // every wavelength that fits an odd number of quarter waves, lowest frequency first
  for (let quarters = 1; modes.length < count; quarters += 2) modes.push(c / ((4 * L) / quarters))
  return modes
}

/** Bohr energy of level n of a one-electron atom of nuclear charge Z, given the hydrogen ground state E1. */
const bohrLevel = (E1: number, Z: number, n: number) => (E1 * Z ** 2) / n ** 2

/**
 * Box counts of the Sierpinski triangle after k construction steps, built on the right-angled (affine) copy with
 * corners (0,0), (1,0), (0,1): affine maps do not change the box-counting dimension. Each step replaces every
 * triangle by its three half-size corner triangles; then the boxes of side 2^-k holding a triangle are counted.
 */
function sierpinskiBoxes(k: number): number {
  let triangles: [number, number][] = [[0, 0]] // lower-left corners, in units of the current side
  for (let step = 0; step < k; step++) {
    const next: [number, number][] = []
    for (const [x, y] of triangles) next.push([2 * x, 2 * y], [2 * x + 1, 2 * y], [2 * x, 2 * y + 1])
    triangles = next
  }
  return new Set(triangles.map(([x, y]) => `${x},${y}`)).size
}

/** Hagen–Poiseuille pressure drop for volume flow Q through a pipe of radius R and length L. */
const poiseuilleDrop = (mu: number, L: number, Q: number, R: number) => (8 * mu * L * Q) / (Math.PI * R ** 4)

const table: AnswerTable = {
  'physics/acoustics': {
    // incoherent sources: intensities add, L = 10 log10(I / I0) with I = 10 x (one speaker at 60 dB)
    'Ten loudspeakers': () => {
      const I0 = 1e-12
      const one = I0 * 10 ** (60 / 10)
      return decibels(10 * one, I0)
    },
    // odd quarter-wave modes of a closed-open tube, take the second one, rounded to the nearest hertz
    'Resonances of a closed tube': () => Math.round(closedTubeResonances(0.3, 343, 2)[1]!),
    // Doppler shift for a source approaching a stationary listener, f' = f c / (c - v_s), nearest hertz
    'A passing ambulance': () => Math.round((700 * 343) / (343 - 25)),
    // intensity transmission at normal incidence T = 4 Z1 Z2 / (Z1 + Z2)^2 with Z = rho c, in percent, 3 s.f.
    'Sound from air into water': () => {
      const Z1 = 1.2 * 343
      const Z2 = 1000 * 1480
      return sig((100 * 4 * Z1 * Z2) / (Z1 + Z2) ** 2, 3)
    },
  },

  'physics/astrophysics': {
    // Wien's displacement law lambda_max = b / T, in nanometres
    'The colour of the Sun': () => (2.898e-3 / 5800) * 1e9,
    // Kepler's third law M = 4 pi^2 a^3 / (G P^2) with the statement's AU, year and G, 3 s.f.
    'The black hole at the Galactic Centre': () => {
      const a = 1000 * 1.496e11
      const P = 16 * 3.156e7
      return sig((4 * Math.PI ** 2 * a ** 3) / (6.674e-11 * P ** 2), 3)
    },
    // Eddington luminosity L = 4 pi G M m_p c / sigma_T for M = 10 solar masses, 3 s.f.
    'Eddington limit of a stellar black hole': () => {
      const M = 10 * 1.989e30
      return sig((4 * Math.PI * 6.674e-11 * M * 1.673e-27 * 2.998e8) / 6.652e-29, 3)
    },
  },

  'physics/atomic-physics': {
    // ionization energy = 0 - E_1 with E_n = -13.6 Z^2 / n^2 eV, Z = 3, one decimal
    'Ionizing a hydrogen-like ion': () => round(0 - bohrLevel(-13.6, 3, 1), 1),
    // photon energy E_3 - E_2 of the Bohr levels of hydrogen
    'The red Balmer line': () => bohrLevel(-13.6, 1, 3) - bohrLevel(-13.6, 1, 2),
    // normal Zeeman effect: adjacent components differ by mu_B B, frequency Delta E / h in GHz, two decimals
    'Zeeman splitting': () => round((9.274e-24 * 0.5) / 6.626e-34 / 1e9, 2),
  },

  'physics/biophysics': {
    // thermal energy k_B T at 310 K, 3 s.f.
    'Thermal energy in the body': () => sig(1.381e-23 * 310, 3),
    // 1D diffusion <x^2> = 2 D t solved for t with x = 20 nm, 2 s.f.
    'Crossing a synapse': () => sig((20e-9) ** 2 / (2 * 5.0e-10), 2),
    // membrane charge Q = C V with C = c_m 4 pi r^2, counted in elementary charges, 2 s.f.
    'How many ions charge a cell?': () => {
      const C = 0.01 * 4 * Math.PI * (10e-6) ** 2
      return sig((C * 0.07) / 1.602e-19, 2)
    },
    // equipartition: kappa <x^2> = k_B T with x_rms = 10 nm, 3 s.f.
    'Calibrating an optical trap': () => sig((1.381e-23 * 298) / (10e-9) ** 2, 3),
  },

  'physics/chaos-theory': {
    // prediction horizon: solve delta0 e^(lambda t) = Delta for t by bisection, 3 s.f.
    'Predicting a chaotic circuit': () => {
      const lambda = 2.0e3
      return sig(bisect((t) => 1.0e-6 * Math.exp(lambda * t) - 0.1, 0, 1), 3)
    },
    // iterate the logistic map at r = 2.8 until it settles on its (stable, |f'| = 0.8) non-zero fixed point, 4 decimals
    'A fixed point of the logistic map': () => {
      const r = 2.8
      let x = 0.3
      for (let n = 0; n < 2000; n++) x = r * x * (1 - x)
      return round(x, 4)
    },
    // sum the gaps r2 - r1 shrinking by 1/delta each time, added to r2, 3 decimals
    'Where the cascade ends': () => {
      const delta = 4.669
      const r1 = 3
      const r2 = 1 + Math.sqrt(6)
      let r = r2
      let gap = r2 - r1
      for (let k = 0; k < 200; k++) {
        gap /= delta
        r += gap
      }
      return round(r, 3)
    },
    // box counting on the built set: slope of ln N(eps) against ln(1/eps) between eps = 2^-8 and 2^-9, 3 decimals
    'Dimension of the Sierpinski triangle': () =>
      round(Math.log(sierpinskiBoxes(9) / sierpinskiBoxes(8)) / Math.log(2), 3),
  },

  'physics/classical-mechanics': {
    // flight time t = 2 v sin(theta) / g from the vertical motion, range = v cos(theta) t, one decimal
    'Range of a projectile': () => {
      const v = 20
      const theta = Math.PI / 4
      const t = (2 * v * Math.sin(theta)) / 9.81
      return round(v * Math.cos(theta) * t, 1)
    },
    // 1D elastic collision: solve momentum + kinetic-energy conservation for v2 by bisection (v2 > 0 branch)
    'An elastic collision': () => {
      const [m1, m2, u1] = [1.0, 2.0, 3.0]
      const v1Of = (v2: number) => (m1 * u1 - m2 * v2) / m1
      const energyExcess = (v2: number) => 0.5 * m1 * v1Of(v2) ** 2 + 0.5 * m2 * v2 ** 2 - 0.5 * m1 * u1 ** 2
      // energy excess is 0 at v2 = 0 (no collision) and negative just above it; the other root is the bounce
      return bisect(energyExcess, 0.1, u1)
    },
    // Kepler's third law r = (GM T^2 / 4 pi^2)^(1/3) for T = one sidereal day, in km
    'Geostationary orbit': () => Math.cbrt((3.986e14 * 86164 ** 2) / (4 * Math.PI ** 2)) / 1000,
  },

  'physics/computational-physics': {
    // run the halvings of [1, 2] until the interval length is at most 1e-6; count them
    'How many bisection steps?': () => {
      let [a, b] = [1, 2]
      let steps = 0
      while (b - a > 1e-6) {
        const m = (a + b) / 2
        if (Math.SQRT2 < m) b = m // any root in [1, 2] will do; sqrt 2 here
        else a = m
        steps++
      }
      return steps
    },
    // two forward Euler steps of y' = -y from y(0) = 1 with h = 0.1, two decimals
    "Two steps of Euler's method": () => {
      const h = 0.1
      let y = 1
      for (let k = 0; k < 2; k++) y = y + h * -y
      return round(y, 2)
    },
    // von Neumann: worst-mode FTCS amplification factor G = 1 - 4 D dt / dx^2; largest dt with |G| <= 1 by bisection, 3 s.f.
    'A stable time step for heat flow': () => {
      const D = 1.2e-5
      const dx = 1.0e-3
      return sig(bisect((dt) => Math.abs(1 - (4 * D * dt) / dx ** 2) - 1, 1e-6, 1), 3)
    },
    // Metropolis acceptance min(1, exp(-Delta E / k_B T)), 3 decimals
    'A Metropolis acceptance probability': () => round(Math.min(1, Math.exp(-2.0e-21 / (1.381e-23 * 300))), 3),
  },

  'physics/condensed-matter-physics': {
    // count FCC lattice points in the closed cube (units a/2, i + j + k even), each weighted by 1 / (cells sharing it)
    'Atoms in a face-centred cubic cell': () => {
      let atoms = 0
      for (let i = 0; i <= 2; i++)
        for (let j = 0; j <= 2; j++)
          for (let k = 0; k <= 2; k++) {
            if ((i + j + k) % 2) continue
            const onBoundary = [i, j, k].filter((c) => c === 0 || c === 2).length
            atoms += 1 / 2 ** onBoundary
          }
      return atoms
    },
    // free electrons: n = 2 / a^3 (bcc, one electron per atom), k_F = (3 pi^2 n)^(1/3), v_F = hbar k_F / m_e, 3 s.f.
    'Fermi velocity of sodium': () => {
      const n = 2 / (0.4225e-9) ** 3
      const kF = Math.cbrt(3 * Math.PI ** 2 * n)
      return sig((1.0546e-34 * kF) / 9.109e-31, 3)
    },
    // V_bi = (k_B T / e) ln(N_A N_D / n_i^2), 3 decimals
    'Built-in potential of a silicon junction': () =>
      round(((1.381e-23 * 300) / 1.602e-19) * Math.log((1e22 * 1e22) / (1.0e16) ** 2), 3),
    // R_xy = h / (nu e^2) with nu = 4, nearest ohm
    'A quantum Hall plateau': () => Math.round(6.62607e-34 / (4 * (1.602177e-19) ** 2)),
  },

  'physics/cosmology': {
    // Hubble's law v = H0 d
    "Hubble's law": () => 70 * 100,
    // rho_c = 3 H0^2 / (8 pi G) with H0 converted to 1/s, 3 s.f.
    'The critical density': () => {
      const H0 = (70 * 1e3) / 3.086e22
      return sig((3 * H0 ** 2) / (8 * Math.PI * 6.674e-11), 3)
    },
    // take 2 neutrons and 14 protons (n:p = 1:7); every neutron pair binds two protons into He-4; He mass fraction
    'Primordial helium': () => {
      const neutrons = 2
      const protons = 7 * neutrons
      const helium = neutrons / 2
      return (4 * helium) / (neutrons + protons)
    },
    // T = T0 (1 + z) solved for z, nearest whole number
    'Redshift of the last scattering': () => Math.round(3000 / 2.725 - 1),
  },

  'physics/electromagnetism': {
    // Coulomb's law F = k q1 q2 / r^2
    "Coulomb's law": () => (8.99e9 * 1e-6 * 1e-6) / 1 ** 2,
    // C = eps0 A / d, in picofarads
    'A parallel-plate capacitor': () => ((8.854e-12 * 0.01) / 1.0e-3) * 1e12,
    // e v B = m v^2 / r gives r = m v / (e B), 3 s.f.
    "Radius of a proton's orbit": () => sig((1.673e-27 * 1.0e6) / (1.602e-19 * 0.5), 3),
    // |EMF| = N Delta(B A) / Delta t as the field falls from 0.40 T to 0
    "Faraday's law in a coil": () => (100 * Math.abs(0 * 0.01 - 0.4 * 0.01)) / 0.1,
  },

  'physics/fluid-dynamics': {
    // Archimedes: find the submerged fraction f with rho_water g f V = rho_ice g V by bisection, 3 decimals
    'The hidden part of an iceberg': () => round(bisect((f) => 1025 * SI.g0 * f - 917 * SI.g0, 0, 1), 3),
    // Re = rho v D / mu
    'Reynolds number in a pipe': () => (1000 * 0.1 * 0.02) / 1.0e-3,
    // ratio of Hagen-Poiseuille pressure drops at the same mu, L, Q with R and R / 2 (sample values; they cancel)
    "Halving a pipe's radius": () => {
      const [mu, L, Q, R] = [0.1, 3, 2e-4, 0.01]
      return poiseuilleDrop(mu, L, Q, R / 2) / poiseuilleDrop(mu, L, Q, R)
    },
    // terminal speed: weight (4/3) pi a^3 rho g = Stokes drag 6 pi mu a U, solved for U by bisection, 3 s.f.
    'A falling cloud droplet': () => {
      const [a, rho, mu, g] = [10e-6, 1000, 1.8e-5, 9.81]
      const weight = (4 / 3) * Math.PI * a ** 3 * rho * g
      return sig(bisect((U) => 6 * Math.PI * mu * a * U - weight, 0, 1), 3)
    },
  },

  'physics/general-relativity': {
    // gravitational frequency shift g h / c^2, 3 s.f.
    'The Pound–Rebka experiment': () => sig((9.81 * 22.5) / (2.998e8) ** 2, 3),
    // r_s = 2 G M / c^2, in km
    'Schwarzschild radius of the Sun': () => (2 * 6.674e-11 * 1.989e30) / (3.0e8) ** 2 / 1000,
    // Delta phi = 6 pi G M / (c^2 a (1 - e^2)), 3 s.f.
    'Perihelion advance of Mercury': () => {
      const e = 0.2056
      return sig((6 * Math.PI * 1.327e20) / ((2.998e8) ** 2 * 5.791e10 * (1 - e ** 2)), 3)
    },
    // light deflection delta = 4 G M / (c^2 b) with b = solar radius, 3 s.f.
    'Starlight grazing the Sun': () => sig((4 * 1.327e20) / ((2.998e8) ** 2 * 6.957e8), 3),
  },
}

export default table
