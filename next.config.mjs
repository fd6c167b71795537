import nextra from 'nextra'

const withNextra = nextra({
  latex: true,
  search: false,
  defaultShowCopyCode: true,
})

export default withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
})
