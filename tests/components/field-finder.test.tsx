// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { FieldFinder } from '@/components/field-finder.client'
import { findFields } from '@/lib/field-search'
import { renderIntl } from './intl'

describe('<FieldFinder>', () => {
  it('loads its ranking on first use and lists the fields the dialog would rank first', async () => {
    renderIntl(<FieldFinder />)
    expect(screen.queryByRole('list', { name: 'Matching fields' })).toBeNull()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a field or topic' }), 'Lagrange')
    const list = await screen.findByRole('list', { name: 'Matching fields' })
    const expected = findFields('Lagrange')
    expect(expected.length).toBeGreaterThan(0)
    const links = list.querySelectorAll('a')
    expect([...links].map((a) => a.getAttribute('href'))).toEqual(expected.map((f) => f.href))
    expect(screen.getByText(`${expected.length} result${expected.length === 1 ? '' : 's'}`)).toBeTruthy()
  })

  it('says so when nothing matches, once the ranking has loaded', async () => {
    renderIntl(<FieldFinder />)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a field or topic' }), 'qqqqzzzz')
    expect(await screen.findByText('No results found.')).toBeTruthy()
  })

  it("speaks the page's language", async () => {
    renderIntl(<FieldFinder />, { locale: 'zh' })
    const box = screen.getByRole('searchbox', { name: '查找领域或主题' })
    expect(box).toHaveAttribute('placeholder', '输入领域或主题...')
    await userEvent.type(box, 'qqqqzzzz')
    expect(await screen.findByText('未找到结果。')).toBeTruthy()
    expect(screen.getByText('0 条结果')).toBeTruthy()
  })
})
