import type { Field } from './types'

export const engineeringFields = [
  {
    slug: 'aerospace',
    title: 'Aerospace Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'aeronautics',
    title: 'Aeronautical Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'quantum',
    title: 'Quantum Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'systems',
    title: 'Systems Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'electrical',
    title: 'Electrical Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'mechanical',
    title: 'Mechanical Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'civil',
    title: 'Civil Engineering',
    description: '',
    topics: [],
  },
  {
    slug: 'chemical',
    title: 'Chemical Engineering',
    description: '',
    topics: [],
  },
] as const satisfies readonly Field[]
