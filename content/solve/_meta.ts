import { perSubjectMeta } from '@/lib/content/meta'

export default perSubjectMeta()
