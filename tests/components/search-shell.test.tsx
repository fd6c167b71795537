// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchDialogProps } from '@/components/search/search-dialog.client'
import { renderIntl } from './intl'

// The dialog's code arrives when the test says so: until then the shell must take every key.
let arrive: () => void = () => {}
const arrived = new Promise<void>((resolve) => (arrive = resolve))
vi.mock('@/components/search/search-dialog.client', async () => {
  await arrived
  return {
    default: ({ open, query, onQueryChange, onOpenChange, onCloseAutoFocus }: SearchDialogProps) =>
      open ? (
        <div role="dialog" aria-label="Loaded dialog">
          <input aria-label="Loaded input" autoFocus value={query} onChange={(e) => onQueryChange(e.target.value)} />
          <button
            onClick={() => {
              onOpenChange(false)
              onCloseAutoFocus?.() // as Radix does once the dialog has closed
            }}
          >
            Close
          </button>
        </div>
      ) : null,
  }
})

const { Search } = await import('@/components/search/search.client')

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('<Search>', () => {
  it("speaks the page's language before the dialog has loaded (first: the dialog has not arrived yet)", async () => {
    const user = userEvent.setup()
    renderIntl(<Search />, { locale: 'ar' })
    expect(screen.getByTestId('search-trigger')).toHaveTextContent('ابحث...')
    await user.keyboard('{Control>}k{/Control}')
    expect(screen.getByRole('dialog', { name: 'البحث في نويثر' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'بحث' })).toHaveAttribute('placeholder', 'اكتب مجالًا أو موضوعًا...')
    expect(screen.getByText('جارٍ التحميل…')).toBeInTheDocument()
  })

  it('takes keys typed right after Ctrl+K before the dialog has loaded, and hands them over', async () => {
    const user = userEvent.setup()
    renderIntl(<Search />)
    await user.keyboard('{Control>}k{/Control}')
    const shell = screen.getByRole('combobox', { name: 'Search' })
    expect(shell).toHaveFocus()
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await user.keyboard('linaer alg')
    expect(shell).toHaveValue('linaer alg')
    arrive()
    const loaded = await screen.findByLabelText('Loaded input')
    expect(loaded).toHaveValue('linaer alg')
    await waitFor(() => expect(loaded).toHaveFocus())
    await user.keyboard('ebra')
    expect(loaded).toHaveValue('linaer algebra')
  })

  it('opens with "/" outside text fields, not while typing in one', async () => {
    const user = userEvent.setup()
    renderIntl(
      <>
        <input aria-label="Answer" />
        <Search />
      </>,
    )
    await user.click(screen.getByLabelText('Answer'))
    await user.keyboard('3/4')
    expect(screen.getByLabelText('Answer')).toHaveValue('3/4')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    screen.getByLabelText('Answer').blur()
    await user.keyboard('/')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })

  it('returns focus to the trigger when closed after opening from the page', async () => {
    const user = userEvent.setup()
    renderIntl(<Search />)
    await user.keyboard('{Control>}k{/Control}')
    await user.click(await screen.findByText('Close'))
    await waitFor(() => expect(screen.getByTestId('search-trigger')).toHaveFocus())
  })
})
