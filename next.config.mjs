import nextra from 'nextra'
import remarkNumberedBlocks from './lib/mdx/numbered-blocks.mjs'

const withNextra = nextra({
  latex: true,
  search: false,
  defaultShowCopyCode: true,
  mdxOptions: { remarkPlugins: [remarkNumberedBlocks] },
})

export default withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
})
