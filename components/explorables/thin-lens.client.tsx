'use client'

import { Coordinates, Line, Mafs, Point, Text, Theme, type vec } from 'mafs'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { image, principalRays, rayHeight } from '@/lib/explorables/thin-lens'
import { Handle } from './handle.client'
import { tags, useSentenceGap } from './text'

type Kind = 'converging' | 'diverging'
const X: [number, number] = [-60, 60]
const Y: [number, number] = [-16, 16]
const LENS = 14 // half-height of the drawn lens (cm)
const minus = (t: string) => t.replace('-', '−')
const cm = (x: number) => minus(`${x.toFixed(1)} cm`)
const half = (x: number) => Math.round(x * 2) / 2
const keep = ([x, y]: vec.Vector2): vec.Vector2 => [Math.min(-1, Math.max(-58, half(x))), Math.min(12, Math.max(1, half(y)))]

/**
 * A thin lens (converging or diverging, focal length on a slider) and an object arrow whose tip is dragged:
 * the three principal rays from the tip, the image they form, and its distance and magnification.
 */
export default function ThinLens() {
  const t = useTranslations('explorables.thinLens')
  const gap = useSentenceGap()
  const [kind, setKind] = useState<Kind>('converging')
  const [size, setSize] = useState(15)
  const [tip, setTip] = useState<vec.Vector2>([-40, 8])
  const id = useId()
  const f = kind === 'converging' ? size : -size
  const [dObject, h] = [-tip[0], tip[1]]
  const im = image(f, dObject, h)
  const rays = principalRays(f, dObject, h)
  const head = kind === 'converging' ? -0.8 : 0.8 // arrowheads on the lens: outward for converging, inward for diverging
  const shown = im.finite && im.distance > X[0] && im.distance < X[1]
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: X, y: Y, padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 10, labels: (x) => (x % 20 === 0 && Math.abs(x) < 60 ? x : '') }} yAxis={{ lines: 5, labels: () => '' }} />
        <Text x={59} y={0} attach="nw" attachDistance={6} size={14} color={Theme.foreground}>x (cm)</Text>
        <Text x={-59} y={15.5} attach="se" attachDistance={4} size={14} color={Theme.foreground}>{t('lens', { f: minus(String(f)) })}</Text>
        <Line.Segment point1={[0, -LENS]} point2={[0, LENS]} color={Theme.foreground} weight={3} />
        {[-1, 1].flatMap((s) => [-1.6, 1.6].map((dx) => <Line.Segment key={`${s}${dx}`} point1={[0, s * LENS]} point2={[dx, s * (LENS + head)]} color={Theme.foreground} weight={3} />))}
        {[
          [-f, 'F'],
          [f, 'F′'],
        ].map(([x, name]) => (
          <g key={name}>
            <Point x={x as number} y={0} color={Theme.foreground} />
            <Text x={x as number} y={1.2} attach="n" attachDistance={4} size={15} color={Theme.foreground}>{name}</Text>
          </g>
        ))}
        {rays.map((ray) => (
          <g key={ray.name}>
            <Line.Segment point1={tip} point2={[0, ray.atLens]} color={Theme.blue} weight={2} />
            <Line.Segment point1={[0, ray.atLens]} point2={[X[1], rayHeight(ray, X[1])]} color={Theme.blue} weight={2} />
            {im.finite && !im.real ? <Line.Segment point1={[0, ray.atLens]} point2={[im.distance, im.height]} color={Theme.blue} weight={1.5} opacity={0.6} style="dashed" /> : null}
          </g>
        ))}
        <Line.Segment point1={[-dObject, 0]} point2={tip} color={Theme.foreground} weight={3} />
        <Text x={-dObject} y={h / 2} attach="w" attachDistance={6} size={14} color={Theme.foreground}>{t('object')}</Text>
        {shown ? (
          <>
            <Line.Segment point1={[im.distance, 0]} point2={[im.distance, im.height]} color={Theme.red} weight={3} style={im.real ? 'solid' : 'dashed'} />
            <Point x={im.distance} y={im.height} color={Theme.red} />
            <Text x={im.distance} y={im.height / 2} attach="e" attachDistance={6} size={14} color={Theme.red}>{im.real ? t('realImage') : t('virtualImage')}</Text>
          </>
        ) : null}
        <Handle point={tip} onMove={setTip} constrain={keep} label={t('tip')} describe={([x, y]) => t('tipAt', { distance: (-x).toFixed(1), height: y.toFixed(1) })} />
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('kind')} options={(['converging', 'diverging'] as const).map((k) => [k, t(k)] as const)} value={kind} onChange={(k) => setKind(k)} />
        <label htmlFor={`${id}-f`}>
          {t('focalLength')} <output htmlFor={`${id}-f`}>{minus(`${f} cm`)}</output>
        </label>
        <input id={`${id}-f`} type="range" min={5} max={30} step={1} value={size} onChange={(e) => setSize(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('objectAt', { distance: cm(dObject), height: cm(h), ...tags })}
          {gap}
          {im.finite
            ? t.rich('image', {
                distance: cm(im.distance),
                magnification: minus(im.magnification.toFixed(2)),
                kind: im.real ? 'real' : 'virtual',
                orientation: im.upright ? 'upright' : 'inverted',
                size: Math.abs(im.magnification) > 1 ? 'enlarged' : 'reduced',
                height: cm(Math.abs(im.height)),
                away: cm(Math.abs(im.distance)),
                shown: shown ? 'yes' : 'no',
                ...tags,
              })
            : t('infinity')}
        </p>
      </div>
    </div>
  )
}
