import { argMax, bisect, booleanAssignments, count, range, round, sum } from './helpers'
import type { AnswerTable } from './table'

const table: AnswerTable = {
  'engineering/aeronautics': {
    // lift equation L = ½ρv²SC_L with the statement's data
    'Lift of a light aircraft wing': () => 0.5 * 1.225 * 50 ** 2 * 16 * 0.5,
    // maximise C_L/(C_D0 + K C_L²) over C_L by golden-section search, K = 1/(πe·AR), rounded to 2 decimals
    'Best lift-to-drag ratio': () => {
      const K = 1 / (Math.PI * 0.8 * 8)
      const LD = (CL: number) => CL / (0.025 + K * CL ** 2)
      return round(LD(argMax(LD, 0.01, 3)), 2)
    },
    // Breguet range R = (V/c)(L/D) ln(Wi/Wf) with Wf = 0.8 Wi, metres → km
    'Range of a jet airliner': () => ((230 / 1.6e-4) * 18 * Math.log(1 / 0.8)) / 1000,
    // stall condition W = ½ρVs²S·CLmax solved for S (exact value; the tolerance covers the one-decimal rounding)
    'Wing area from a stall requirement': () => (1200 * 9.81) / (0.5 * 1.225 * 28 ** 2 * 1.8),
  },

  'engineering/aerospace': {
    // Hohmann transfer: circular speeds and vis-viva speeds at the ends of the transfer ellipse
    'Transfer to geostationary orbit': () => {
      const mu = 3.986e14
      const r1 = (6378 + 300) * 1e3
      const r2 = 42_164e3
      const a = (r1 + r2) / 2
      const visViva = (r: number, sma: number) => Math.sqrt(mu * (2 / r - 1 / sma))
      const dv1 = visViva(r1, a) - visViva(r1, r1)
      const dv2 = visViva(r2, r2) - visViva(r2, a)
      return dv1 + dv2
    },
    // Tsiolkovsky Δv = Isp g0 ln(m0/mf) with m0/mf = 3
    'Rocket equation': () => 300 * 9.80665 * Math.log(3),
    // root search on m_p for (m_pl + m_s + m_p)/(m_pl + m_s) = e^{Δv/ve}, with m_s = m_p ε/(1-ε)
    'Sizing an upper stage': () => {
      const ve = 350 * 9.80665
      const eps = 0.1
      const massRatio = (mp: number) => {
        const ms = (mp * eps) / (1 - eps)
        return (500 + ms + mp) / (500 + ms)
      }
      return bisect((mp) => massRatio(mp) - Math.exp(4000 / ve), 0, 10_000)
    },
    // radiative balance εσAT⁴ = 1.25 × 500 W with the stated σ, rounded to 2 decimals
    'Radiator sizing': () => round((1.25 * 500) / (0.85 * 5.67e-8 * 300 ** 4), 2),
  },

  'engineering/chemical': {
    // iterate the recycle loop to steady state: reactor inlet = fresh feed + unreacted A returned
    'Reactor feed with recycle': () => {
      let inlet = 100
      for (let i = 0; i < 500; i++) inlet = 100 + (1 - 0.25) * inlet
      return inlet
    },
    // first-order batch: C/C0 = e^{-kt} = 0.1 solved by bisection, rounded to 2 decimals
    'Batch reactor time': () => round(bisect((t) => Math.exp(-0.1 * t) - 0.1, 0, 1000), 2),
    // two first-order CSTRs in series, each dividing C_A by 1 + kτ; conversion in %, 1 decimal
    'Two tanks in series': () => {
      let c = 1
      for (let tank = 0; tank < 2; tank++) c /= 1 + 0.2 * 9
      return round(100 * (1 - c), 1)
    },
    // Fenske N_min = ln[(xD/(1-xD))((1-xB)/xB)]/ln α, rounded to 2 decimals
    'Minimum stages for a column': () => round(Math.log((0.95 / 0.05) * (0.95 / 0.05)) / Math.log(2.5), 2),
  },

  'engineering/civil': {
    // statics of a simply supported beam: M(x) = wLx/2 - wx²/2, maximised over the span by golden-section search
    'Bending moment in a beam': () => {
      const w = 10
      const L = 6
      const M = (x: number) => (w * L * x) / 2 - (w * x * x) / 2
      return M(argMax(M, 0, L))
    },
    // factored uniform load 1.2D + 1.6L, then midspan moment wL²/8
    'Factored design moment': () => ((1.2 * 8 + 1.6 * 6) * 5 ** 2) / 8,
    // Euler buckling P_cr = π²EI/L² = 3 × 30 kN with I = πd⁴/64, solved for d; mm, 1 decimal
    'Sizing a strut against buckling': () => {
      const Pcr = (d: number) => (Math.PI ** 2 * 200e9 * ((Math.PI * d ** 4) / 64)) / 2.5 ** 2
      const d = bisect((x) => Pcr(x) - 3 * 30e3, 0.001, 1)
      return round(d * 1000, 1)
    },
  },

  'engineering/electrical': {
    // RC charging v(t) = V(1 - e^{-t/RC}) at t = 1 s, rounded to 2 decimals
    'Charging a capacitor': () => round(5 * (1 - Math.exp(-1 / (10e3 * 100e-6))), 2),
    // phasor current I = V/Z with complex Z = 30 + j40, average power Re(V·I*)
    'Power in an AC load': () => {
      const [R, X, V] = [30, 40, 230]
      const den = R * R + X * X
      const iRe = (V * R) / den // real part of I = V/(R + jX); Re(V·I*) = V·Re(I) for a real V
      return V * iRe
    },
    // nodal analysis of the divider with load R_L, load power maximised over R_L by golden-section search; mW
    'Maximum power from a divider': () => {
      const [Vs, R1, R2] = [12, 6e3, 3e3]
      const loadPower = (RL: number) => {
        // node voltage v: (Vs - v)/R1 = v/R2 + v/RL
        const v = Vs / R1 / (1 / R1 + 1 / R2 + 1 / RL)
        return (v * v) / RL
      }
      return loadPower(argMax(loadPower, 1, 1e6)) * 1000
    },
  },

  'engineering/mechanical': {
    // normal stress σ = F/A in SI (10 kN over 100 mm²), Pa → MPa
    'Stress in a rod': () => 10e3 / 100e-6 / 1e6,
    // undamped natural frequency f_n = (1/2π)√(k/m) set to 25/3 Hz, solved for k by bisection; kN/m
    'Mounting a machine': () => {
      const fn = (k: number) => Math.sqrt(k / 120) / (2 * Math.PI)
      return bisect((k) => fn(k) - 25 / 3, 1, 1e8, 1e-6) / 1000
    },
    // torsion τ_max = Tr/J with J = πd⁴/32 for a solid shaft; MPa, 1 decimal
    'Shear stress in a shaft': () => {
      const d = 0.02
      const J = (Math.PI * d ** 4) / 32
      return round((100 * (d / 2)) / J / 1e6, 1)
    },
  },

  'engineering/quantum': {
    // Rabi formula P1(t) = Ω²/(Ω²+Δ²) sin²(Ω't/2), Ω' = √(Ω²+Δ²), maximised over t in the first period
    'A detuned drive': () => {
      const W = 2 * Math.PI * 10e6
      const D = 2 * Math.PI * 5e6
      const Wp = Math.hypot(W, D)
      const P1 = (t: number) => ((W * W) / (Wp * Wp)) * Math.sin((Wp * t) / 2) ** 2
      return P1(argMax(P1, 0, (2 * Math.PI) / Wp))
    },
    // Boltzmann two-level population 1/(1 + e^{hf/kT}) with the stated h and k_B; %, 2 decimals
    'Thermal population of a qubit': () => {
      const x = (6.626e-34 * 5.0e9) / (1.381e-23 * 0.05)
      return round(100 / (1 + Math.exp(x)), 2)
    },
    // product of 100 independent gate fidelities 0.999, rounded to 3 decimals
    'Fidelity of a gate sequence': () => {
      let F = 1
      for (let g = 0; g < 100; g++) F *= 0.999
      return round(F, 3)
    },
    // scan odd distances d for the first with 0.1 (p/p_th)^{(d+1)/2} ≤ 1e-9, then count 2d² - 1 physical qubits
    'Physical qubits per logical qubit': () => {
      let d = 3
      while (0.1 * (2e-3 / 1e-2) ** ((d + 1) / 2) > 1e-9) d += 2
      return 2 * d * d - 1
    },
  },

  'engineering/systems': {
    // counts unordered pairs {i, j}, i < j, of the 12 subsystems by enumeration
    'Counting interfaces': () => {
      const n = 12
      return sum(range(n).map((i) => count(range(n), (j) => j > i)))
    },
    // steady-state closed-loop gain K/(1 + K) of a unity negative-feedback loop with K = 9
    'Closed-loop gain': () => 9 / (1 + 9),
    // weighted scores from the trade-study example (batteries 3,4,3,5; engine 5,3,2,4); bisect on the endurance
    // weight w with 1 - w split unevenly among the rest, then check another split gives the same root; 4 decimals
    'Break-even weight': () => {
      const batteries = [3, 4, 3, 5]
      const engine = [5, 3, 2, 4]
      const diff = (w: number, split: readonly number[]) => {
        const weights = [w, ...split.map((s) => s * (1 - w))]
        return weights.reduce((acc, wi, i) => acc + wi * (batteries[i]! - engine[i]!), 0)
      }
      const w1 = bisect((w) => diff(w, [0.5, 0.3, 0.2]), 0, 1)
      const w2 = bisect((w) => diff(w, [0.1, 0.1, 0.8]), 0, 1)
      if (Math.abs(w1 - w2) > 1e-9) return NaN
      return round(w1, 4)
    },
    // enumerates all 2⁴ states of (sensor A, sensor B, processor, actuator), summing the probability of those
    // where at least one sensor, the processor and the actuator work; 3 decimals
    'Reliability of a simple chain': () => {
      const rel = [0.95, 0.95, 0.99, 0.97]
      let R = 0
      for (const s of booleanAssignments(4)) {
        if (!((s[0]! || s[1]!) && s[2]! && s[3]!)) continue
        R += s.reduce((p, up, i) => p * (up ? rel[i]! : 1 - rel[i]!), 1)
      }
      return round(R, 3)
    },
  },
}

export default table
