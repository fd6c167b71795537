'use client'

import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { filter, maxAbs, neighbourhood, PRESETS, testImage, type Image, type Kernel, type PresetName } from '@/lib/explorables/convolution'

const N = 16 // pixels per side
const CELL = 10 // SVG units per pixel
const PAD = 12 // room around each image for the neighbourhood outline at the border
const TOP = 16 // room for the image titles
const OUT_X = 2 * PAD + N * CELL + 8 // left edge of the output image
const START: PresetName = 'Sobel x'
const image = testImage(N)
const num = (v: number) => (Math.abs(v) < 0.005 ? '0.00' : v.toFixed(2).replace('-', '−'))
const weightText = (w: number) => String(w).replace('-', '−')
const toStrings = (k: Kernel) => ({ weights: k.weights.map((row) => row.map(String)), divisor: String(k.divisor) })
const parse = (s: string) => (Number.isFinite(Number(s)) ? Number(s) : 0)
/** Each preset's message. */
const NAMES = { identity: 'identity', 'box blur': 'boxBlur', sharpen: 'sharpen', 'Sobel x': 'sobelX', 'Sobel y': 'sobelY' } as const satisfies Record<PresetName, string>

/** One image as a grid of rects: a value's size is the strength of its colour (second colour and a dash when negative). */
function Pixels({ values, left, scale, select }: { values: Image; left: number; scale: number; select: (x: number, y: number) => void }) {
  return values.flatMap((row, y) =>
    row.map((v, x) => (
      <g key={`${x},${y}`} onClick={() => select(x, y)} style={{ cursor: 'pointer' }}>
        <rect x={left + x * CELL} y={TOP + PAD + y * CELL} width={CELL} height={CELL} fill={v < 0 ? 'var(--noe-figure-second)' : 'var(--noe-figure-accent)'} fillOpacity={Math.min(1, Math.abs(v) / scale)} />
        {v < -0.005 ? <line x1={left + x * CELL + 3} x2={left + x * CELL + 7} y1={TOP + PAD + (y + 0.5) * CELL} y2={TOP + PAD + (y + 0.5) * CELL} stroke="currentColor" strokeWidth={1} /> : null}
      </g>
    )),
  )
}

/**
 * A 3×3 filter on a 16×16 test image: edit the nine weights and the divisor (or pick a preset), choose an
 * output pixel, and read its neighbourhood and weighted sum in text beside the input and output images.
 */
export default function Convolution() {
  const t = useTranslations('explorables.convolution')
  const gap = useSentenceGap()
  const id = useId()
  const [text, setText] = useState(() => toStrings(PRESETS[START]))
  const [[px, py], setPixel] = useState<[number, number]>([2, 8])
  const kernel: Kernel = { weights: text.weights.map((row) => row.map(parse)), divisor: parse(text.divisor) || 1 }
  const key = JSON.stringify(kernel)
  const output = filter(image, kernel) // 16 × 16 × 9 products: cheaper than memoizing
  const scale = Math.max(1, maxAbs(output))
  const preset = (Object.keys(PRESETS) as PresetName[]).find((p) => JSON.stringify(PRESETS[p]) === key)
  const patch = neighbourhood(image, px, py)
  const sum = kernel.weights.flat().reduce((s, w, k) => s + w * patch[Math.floor(k / 3)]![k % 3]!, 0)
  const total = kernel.weights.flat().reduce((a, b) => a + b, 0) / kernel.divisor
  const setWeight = (j: number, i: number, s: string) => setText((k) => ({ ...k, weights: k.weights.map((row, r) => (r === j ? row.map((w, c) => (c === i ? s : w)) : row)) }))
  const outline = (left: number) => <rect x={left + (px - 1) * CELL} y={TOP + PAD + (py - 1) * CELL} width={3 * CELL} height={3 * CELL} fill="none" stroke="currentColor" strokeWidth={2} />
  const frame = (left: number, title: string) => (
    <>
      <text x={left + (N * CELL) / 2} y={12} textAnchor="middle" fontSize={11} fill="currentColor">{title}</text>
      <rect x={left} y={TOP + PAD} width={N * CELL} height={N * CELL} fill="none" stroke="currentColor" strokeOpacity={0.4} />
    </>
  )
  return (
    <div className="noe-explorable-body">
      <svg shapeRendering="crispEdges" viewBox={`0 0 ${OUT_X + N * CELL + PAD} ${TOP + 2 * PAD + N * CELL}`} width="100%" style={{ maxWidth: 560, display: 'block', margin: '0 auto' }} aria-hidden="true">
        {frame(PAD, t('input'))}
        {frame(OUT_X, t('output', { kernel: preset ? t(`presets.${NAMES[preset]}`) : t('yourKernel'), scale: num(scale) }))}
        <Pixels values={image} left={PAD} scale={1} select={(x, y) => setPixel([x, y])} />
        <Pixels values={output} left={OUT_X} scale={scale} select={(x, y) => setPixel([x, y])} />
        {outline(PAD)}
        <rect x={OUT_X + px * CELL} y={TOP + PAD + py * CELL} width={CELL} height={CELL} fill="none" stroke="currentColor" strokeWidth={2} />
      </svg>
      <div className="noe-explorable-controls">
        <Choice legend={t('preset')} options={(Object.keys(PRESETS) as PresetName[]).map((p) => [p, t(`presets.${NAMES[p]}`)] as const)} value={preset} onChange={(p) => setText(toStrings(PRESETS[p]))} />
        <fieldset>
          <legend>{t('weights')}</legend>
          <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
            {/* the weights sit where they apply, left to right as in the image, in every language */}
            <div dir="ltr" style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 3.5rem)', gap: '0.25rem' }}>
              {text.weights.map((row, j) =>
                row.map((w, i) => (
                  <input key={`${j}${i}`} type="number" step={1} min={-9} max={9} value={w} aria-label={t('weight', { row: String(j + 1), column: String(i + 1) })} onChange={(e) => setWeight(j, i, e.target.value)} style={{ width: '100%' }} />
                )),
              )}
            </div>
            <label htmlFor={`${id}-div`}>÷</label>
            <input id={`${id}-div`} type="number" step={1} min={1} max={16} value={text.divisor} aria-label={t('divisor')} onChange={(e) => setText((k) => ({ ...k, divisor: e.target.value }))} style={{ width: '3.5rem' }} />
          </div>
        </fieldset>
        <label htmlFor={`${id}-x`}>
          {t('column')} <output htmlFor={`${id}-x`}>{px}</output>
        </label>
        <input id={`${id}-x`} type="range" min={0} max={N - 1} value={px} onChange={(e) => setPixel([Number(e.target.value), py])} />
        <label htmlFor={`${id}-y`}>
          {t('row')} <output htmlFor={`${id}-y`}>{py}</output>
        </label>
        <input id={`${id}-y`} type="range" min={0} max={N - 1} value={py} onChange={(e) => setPixel([px, Number(e.target.value)])} />
        <table dir="ltr" style={{ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', width: 'fit-content' }}>
          <caption style={{ textAlign: 'left', whiteSpace: 'nowrap' }}>{t('caption', { x: String(px), y: String(py) })}</caption>
          <tbody>
            {patch.map((row, j) => (
              <tr key={j}>
                {row.map((v, i) => (
                  <td key={i} style={{ padding: '0 0.75rem 0 0' }}>{`${weightText(kernel.weights[j]![i]!)} × ${v.toFixed(2)}`}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p aria-live="polite">
          {`${t('sum', { x: String(px), y: String(py), sum: num(sum), divided: kernel.divisor !== 1 ? 'yes' : 'no', divisor: String(kernel.divisor), quotient: num(sum / kernel.divisor) })}${gap}`}
          {px === 0 || py === 0 || px === N - 1 || py === N - 1 ? `${t('border')}${gap}` : ''}
          {t('flat', { total: num(total), effect: Math.abs(total - 1) < 1e-9 ? 'keep' : Math.abs(total) < 1e-9 ? 'zero' : 'scale' })}
        </p>
      </div>
    </div>
  )
}
