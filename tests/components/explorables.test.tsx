// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { explorableNames, loadExplorable } from '@/components/explorables/registry'
import type { Locale } from '@/lib/i18n/locales'
import { renderIntl } from './intl'

beforeAll(() => {
  // Mafs draws only once it knows its width: report one, as a browser would.
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const size = [{ inlineSize: 600, blockSize: 340 }]
      this.report([{ target, contentRect: { width: 600, height: 340 }, contentBoxSize: size, borderBoxSize: size } as unknown as ResizeObserverEntry], this)
    }
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** Moves every slider to both ends and presses every button a few times, so that most of the readouts' messages are formatted. */
async function exercise(container: HTMLElement) {
  const ranges = () => [...container.querySelectorAll<HTMLInputElement>('input[type=range]')]
  for (let i = 0; i < ranges().length; i++)
    for (const end of ['max', 'min'] as const) await act(async () => void fireEvent.change(ranges()[i]!, { target: { value: ranges()[i]![end] } }))
  const radios = () => [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')]
  for (let i = 0; i < radios().length; i++) await act(async () => void fireEvent.click(radios()[i]!))
  const buttons = () => [...container.querySelectorAll<HTMLButtonElement>('button')]
  for (let i = 0; i < Math.min(buttons().length, 12); i++)
    for (let k = 0; k < 3; k++) await act(async () => void (buttons()[i] && fireEvent.click(buttons()[i]!)))
}

/** A few words each language must show, from the explorables' shared messages and one explorable's own. */
const expected: Record<Locale, { step: string; riemann: RegExp }> = {
  en: { step: 'Step', riemann: /^Sum of the rectangles: / },
  ar: { step: 'خطوة', riemann: /^مجموع المستطيلات: / },
  zh: { step: '下一步', riemann: /^矩形面积之和：/ },
}

describe('the explorables in every language', () => {
  for (const locale of ['en', 'ar', 'zh'] as const) {
    it(`${locale}: every explorable renders and is operated without a missing or malformed message`, async () => {
      const errors = vi.spyOn(console, 'error')
      for (const name of explorableNames) {
        const Live = ((await loadExplorable(name)) as { default: ComponentType }).default
        const { container } = renderIntl(<Live />, { locale })
        await exercise(container)
        expect(container.textContent, name).not.toMatch(/explorables\./)
        cleanup()
      }
      expect(errors).not.toHaveBeenCalled()
    })

    it(`${locale}: the controls and readouts are in the page's language`, async () => {
      const Riemann = ((await loadExplorable('riemann-sum')) as { default: ComponentType }).default
      renderIntl(<Riemann />, { locale })
      expect(screen.getByText(expected[locale].riemann)).toBeInTheDocument()
      const Heap = ((await loadExplorable('binary-heap')) as { default: ComponentType }).default
      renderIntl(<Heap />, { locale })
      expect(screen.getByRole('button', { name: expected[locale].step })).toBeInTheDocument()
    })
  }

  it('keeps every number as it was written: Latin digits, no grouping, in every language', async () => {
    const Hohmann = ((await loadExplorable('hohmann-transfer')) as { default: ComponentType }).default
    for (const locale of ['ar', 'zh'] as const) {
      const { container } = renderIntl(<Hohmann />, { locale })
      expect(container.textContent).toContain('42164 km')
      expect(container.textContent).not.toMatch(/[٠-٩]/)
      cleanup()
    }
  })

  it('names a draggable point in the page\'s language', async () => {
    const Phase = ((await loadExplorable('phase-portrait')) as { default: ComponentType }).default
    renderIntl(<Phase />, { locale: 'ar' })
    expect(screen.getByRole('slider', { name: 'الشرط الابتدائي' })).toHaveAttribute('aria-roledescription', 'نقطة قابلة للسحب')
  })
})
