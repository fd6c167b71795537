import { NotFoundBody } from '@/components/pages/not-found-body'

export const metadata = { title: 'Page not found' }

export default function NotFound() {
  return <NotFoundBody />
}
