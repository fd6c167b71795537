/** The English interface strings, one JSON file per namespace (lib/i18n/messages.ts). */
import footer from './footer.json'
import header from './header.json'
import theme from './theme.json'
import banner from './banner.json'
import page from './page.json'
import search from './search.json'
import auth from './auth.json'
import account from './account.json'
import problems from './problems.json'
import explorables from './explorables.json'
import sections from './sections.json'
import blocks from './blocks.json'
import pages from './pages.json'
import home from './home.json'
import layout from './layout.json'

const messages = { footer, header, theme, banner, page, search, auth, account, problems, explorables, sections, blocks, pages, home, layout }
export default messages
