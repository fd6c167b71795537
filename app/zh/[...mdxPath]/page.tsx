import { translatedRoute } from '@/components/pages/translated-route'

const route = translatedRoute('zh')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
