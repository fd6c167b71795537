/** The English interface strings, one JSON file per namespace (lib/i18n/messages.ts). */
import footer from './footer.json' with { type: 'json' }
import header from './header.json' with { type: 'json' }
import theme from './theme.json' with { type: 'json' }
import banner from './banner.json' with { type: 'json' }
import page from './page.json' with { type: 'json' }
import search from './search.json' with { type: 'json' }
import auth from './auth.json' with { type: 'json' }
import account from './account.json' with { type: 'json' }
import problems from './problems.json' with { type: 'json' }
import explorables from './explorables.json' with { type: 'json' }
import sections from './sections.json' with { type: 'json' }
import blocks from './blocks.json' with { type: 'json' }
import pages from './pages.json' with { type: 'json' }
import home from './home.json' with { type: 'json' }
import layout from './layout.json' with { type: 'json' }

const messages = { footer, header, theme, banner, page, search, auth, account, problems, explorables, sections, blocks, pages, home, layout }
export default messages
