import { ExplorableIsland } from '@/components/explorables/island.client'
import { I18nScope } from '@/components/i18n-scope'
import { getTranslations } from '@/lib/i18n/server'
import { FigureArt, FigureCaption, type FigureProps } from './figure'

export interface ExplorableProps extends FigureProps {
  /** Which explorable (components/explorables/registry.ts). */
  name: string
  /** One line on what to do with it, tied to the text. */
  try: string
}

/**
 * An interactive figure. The exported HTML carries its static fallback (drawn at build time, shown without
 * JavaScript and in print); the interactive version's code loads only when the reader scrolls near it.
 */
export function Explorable({ number, id, svg, alt, credit, name, try: tryThis, children }: ExplorableProps) {
  const t = getTranslations('blocks')
  return (
    <figure id={id} className="noe-figure" data-explorable={name}>
      <div className="noe-explorable-stage">
        <FigureArt svg={svg} alt={alt} className="noe-figure-art noe-explorable-fallback" />
        {/* Its island gets only its own strings (explorables.<name in camelCase>) and the shared ones. */}
        <I18nScope paths={['explorables.common', `explorables.${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`]}>
          <ExplorableIsland name={name} label={alt} />
        </I18nScope>
      </div>
      <FigureCaption
        number={number}
        interactive
        credit={credit}
        after={
          <span className="noe-explorable-try">
            <strong>{t('tryThis')}</strong> {tryThis}
          </span>
        }
      >
        {children}
      </FigureCaption>
    </figure>
  )
}
