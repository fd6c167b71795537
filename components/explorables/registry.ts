/**
 * The explorables, by the name an MDX `<Explorable name="…">` gives. Each is its own chunk, imported only
 * when a reader scrolls near it (island.client.tsx): none of their code is in a page's first load. A name
 * missing here fails the content check.
 */
import type { ComponentType } from 'react'

type Loader = () => Promise<{ default: ComponentType }>

export const explorables = {
  'dfa-run': () => import('./dfa-run.client'),
  'binary-heap': () => import('./binary-heap.client'),
  'lift-stall': () => import('./lift-stall.client'),
  'hohmann-transfer': () => import('./hohmann-transfer.client'),
  'projectile-drag': () => import('./projectile-drag.client'),
  'gradient-descent': () => import('./gradient-descent.client'),
  'graph-search': () => import('./graph-search.client'),
  'newton-method': () => import('./newton-method.client'),
  'modular-exponentiation': () => import('./modular-exponentiation.client'),
  'central-limit': () => import('./central-limit.client'),
  'logistic-cobweb': () => import('./logistic-cobweb.client'),
  'fourier-partial-sums': () => import('./fourier-partial-sums.client'),
  'linear-map': () => import('./linear-map.client'),
  'phase-portrait': () => import('./phase-portrait.client'),
  'particle-in-box': () => import('./particle-in-box.client'),
  pendulum: () => import('./pendulum.client'),
  perceptron: () => import('./perceptron.client'),
  'riemann-sum': () => import('./riemann-sum.client'),
  'sorting-stepper': () => import('./sorting-stepper.client'),
  'sliding-window': () => import('./sliding-window.client'),
  convolution: () => import('./convolution.client'),
  'taylor-polynomial': () => import('./taylor-polynomial.client'),
  'rlc-step': () => import('./rlc-step.client'),
  'thin-lens': () => import('./thin-lens.client'),
  'two-source-interference': () => import('./two-source-interference.client'),
} satisfies Record<string, Loader>

export type ExplorableName = keyof typeof explorables

export const explorableNames = Object.keys(explorables) as ExplorableName[]

export function loadExplorable(name: string): Promise<{ default: ComponentType }> {
  const loader = (explorables as Record<string, Loader>)[name]
  return loader ? loader() : Promise.reject(new Error(`no explorable named "${name}"`))
}
