import { subjectMeta } from '@/lib/content/meta'

export default subjectMeta('engineering')
