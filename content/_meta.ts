import { rootMeta } from '@/lib/content/meta'

export default rootMeta()
