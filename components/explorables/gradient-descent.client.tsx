'use client'

import { Coordinates, Ellipse, Line, Mafs, Plot, Point, Polyline, Theme, type vec } from 'mafs'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { descend, quadratic, rosenbrock, rosenbrockLevel, type Point as P } from '@/lib/explorables/gradient-descent'
import { Handle } from './handle.client'

type Objective = 'quadratic' | 'rosenbrock'
type Range = { min: number; max: number; step: number; initial: number }
interface Setup {
  view: { x: [number, number]; y: [number, number] }
  start: [number, number]
  eta: Range
  steps: Omit<Range, 'min'>
}
const SETUP: Record<Objective, Setup> = {
  quadratic: { view: { x: [-6, 6], y: [-3, 3] }, start: [-5, 2], eta: { min: 0.05, max: 2.5, step: 0.05, initial: 1.8 }, steps: { max: 200, step: 1, initial: 50 } },
  rosenbrock: { view: { x: [-2, 2], y: [-1, 3] }, start: [-1.2, 1], eta: { min: 0.0001, max: 0.005, step: 0.0001, initial: 0.0015 }, steps: { max: 3000, step: 10, initial: 1000 } },
}
const QUADRATIC_LEVELS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5] // semi-axes in y
const ROSENBROCK_LEVELS = [0.25, 1, 4, 16, 64, 256]
/** Iterates farther out than this are not drawn. */
const FAR = 100
const num = (x: number) => (Math.abs(x) >= 1e4 || (x !== 0 && Math.abs(x) < 1e-3) ? x.toExponential(2) : x.toFixed(3))

/**
 * Gradient descent x ↦ x − η∇f(x) on an ill-conditioned quadratic or on Rosenbrock's valley: drag the start,
 * set the step size (and the quadratic's curvature ratio κ), and follow the iterates across the level curves.
 */
export default function GradientDescent() {
  const t = useTranslations('explorables.gradientDescent')
  const gap = useSentenceGap()
  const [objective, setObjective] = useState<Objective>('quadratic')
  const [kappa, setKappa] = useState(10)
  const [eta, setEta] = useState<number>(SETUP.quadratic.eta.initial)
  const [steps, setSteps] = useState<number>(SETUP.quadratic.steps.initial)
  const [start, setStart] = useState<vec.Vector2>([...SETUP.quadratic.start])
  const id = useId()
  const setup = SETUP[objective]
  const isQuadratic = objective === 'quadratic'
  const f = (p: P) => (isQuadratic ? quadratic.f(p, kappa) : rosenbrock.f(p))
  const run = descend((p) => (isQuadratic ? quadratic.grad(p, kappa) : rosenbrock.grad(p)), start, eta, steps)
  const shown = run.points.slice(0, run.points.findIndex((p) => Math.max(Math.abs(p[0]), Math.abs(p[1])) > FAR) + 1 || undefined)
  const last = run.points.at(-1)!
  const minimizer = isQuadratic ? quadratic.minimizer : rosenbrock.minimizer
  const distance = Math.hypot(last[0] - minimizer[0], last[1] - minimizer[1])
  const limit = isQuadratic ? 2 / quadratic.L : 2 / rosenbrock.curvatureAtMinimizer
  const [lo, hi] = [setup.view.x, setup.view.y]
  const cross = [(lo[1] - lo[0]) / 60, (hi[1] - hi[0]) / 32] as const
  const constrain = ([x, y]: vec.Vector2): vec.Vector2 => [Math.min(lo[1], Math.max(lo[0], x)), Math.min(hi[1], Math.max(hi[0], y))]
  const choose = (o: Objective) => {
    setObjective(o)
    setEta(SETUP[o].eta.initial)
    setSteps(SETUP[o].steps.initial)
    setStart([...SETUP[o].start])
  }
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: setup.view.x, y: setup.view.y, padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        {/* the quadratic's x-axis numbers every 2 units, so they do not crowd on a phone */}
        <Coordinates.Cartesian xAxis={{ lines: 1, labels: (x) => (isQuadratic && x % 2 !== 0 ? '' : x) }} yAxis={{ lines: 1 }} />
        {isQuadratic
          ? QUADRATIC_LEVELS.map((s) => <Ellipse key={s} center={[0, 0]} radius={quadratic.levelSemiAxes((s * s) / 2, kappa)} color={Theme.foreground} fillOpacity={0} strokeOpacity={0.4} weight={1.25} />)
          : ROSENBROCK_LEVELS.map((c) => <Plot.Parametric key={c} xy={rosenbrockLevel(c) as (t: number) => vec.Vector2} domain={[0, 2 * Math.PI]} color={Theme.foreground} opacity={0.4} weight={1.25} />)}
        {/* the minimizer, drawn as a cross so that it does not read as an iterate */}
        <Line.Segment point1={[minimizer[0] - cross[0], minimizer[1]]} point2={[minimizer[0] + cross[0], minimizer[1]]} color={Theme.foreground} weight={2.5} />
        <Line.Segment point1={[minimizer[0], minimizer[1] - cross[1]]} point2={[minimizer[0], minimizer[1] + cross[1]]} color={Theme.foreground} weight={2.5} />
        <Polyline points={shown.map((p) => [p[0], p[1]] as vec.Vector2)} color={Theme.blue} weight={2} />
        {shown.length === run.points.length ? <Point x={last[0]} y={last[1]} color={Theme.blue} /> : null}
        <Handle point={start} onMove={setStart} constrain={constrain} label={t('start')} />
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('minimize')} options={(Object.keys(SETUP) as Objective[]).map((o) => [o, t(`objectives.${o}`)] as const)} value={objective} onChange={(o) => choose(o)} />
        {isQuadratic ? (
          <>
            <label htmlFor={`${id}-kappa`}>
              {t('kappa')} <output htmlFor={`${id}-kappa`}>{kappa}</output>
            </label>
            <input id={`${id}-kappa`} type="range" min={1} max={25} value={kappa} onChange={(e) => setKappa(Number(e.target.value))} />
          </>
        ) : null}
        <label htmlFor={`${id}-eta`}>
          {t('eta')} <output htmlFor={`${id}-eta`}>{isQuadratic ? eta.toFixed(2) : eta.toFixed(4)}</output>
        </label>
        <input id={`${id}-eta`} type="range" min={setup.eta.min} max={setup.eta.max} step={setup.eta.step} value={eta} onChange={(e) => setEta(Number(e.target.value))} />
        <label htmlFor={`${id}-steps`}>
          {t('steps')} <output htmlFor={`${id}-steps`}>{steps}</output>
        </label>
        <input id={`${id}-steps`} type="range" min={setup.steps.step} max={setup.steps.max} step={setup.steps.step} value={steps} onChange={(e) => setSteps(Number(e.target.value))} />
        <p aria-live="polite">
          {`${
            run.diverged
              ? t('diverged', { step: String(run.points.length - 1) })
              : t('after', { steps: String(steps), f: num(f(last)), x: num(last[0]), y: num(last[1]), distance: num(distance), minimizer: minimizer.join(', ') })
          }${gap}`}
          {isQuadratic ? t('quadratic', { x: (1 - eta / kappa).toFixed(3), y: (1 - eta).toFixed(2) }) : t('rosenbrock', { limit: limit.toFixed(4) })}
        </p>
      </div>
    </div>
  )
}
