import { createContext, useContext, useState, type ComponentProps } from 'react'
import { Tabs as TabsPrimitive } from 'radix-ui'
import { useLocale } from '~/i18n'
import { DIRECTION } from '~/i18n/locale'
import { island } from '~/islands/names'
import { cn } from '~/lib/class-names'

/** The value of the selected tab, so each panel knows whether it is hidden. */
const SelectedValue = createContext<string | undefined>(undefined)

/**
 * Runs in the page's direction: right to left on Arabic pages (arrow keys follow it too).
 *
 * Every panel is in the markup (decision 023): on a hydrated page Radix switches them; on a
 * page without hydration the `tabs` island (app/islands/tabs.ts) does, with the same
 * attributes. Without script every panel shows, one under the other, and the tab list is
 * hidden (app.css).
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const [ownValue, setOwnValue] = useState(defaultValue)
  const selected = value ?? ownValue
  return (
    <SelectedValue.Provider value={selected}>
      <TabsPrimitive.Root
        dir={DIRECTION[useLocale()]}
        {...island('tabs')}
        {...props}
        value={selected}
        onValueChange={(next) => {
          setOwnValue(next)
          onValueChange?.(next)
        }}
      />
    </SelectedValue.Provider>
  )
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'bg-muted text-muted-foreground inline-flex flex-wrap items-center justify-center gap-1 rounded-md p-1',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'hover:text-foreground focus-visible:ring-ring focus-visible:ring-offset-background data-[state=active]:bg-background data-[state=active]:text-foreground inline-flex items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

/**
 * Always rendered (`forceMount`), so the server's markup holds every panel. Radix leaves a
 * force-mounted panel visible, so an inactive one gets `hidden` here.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  const selected = useContext(SelectedValue)
  return (
    <TabsPrimitive.Content
      className={cn(
        'focus-visible:ring-ring mt-4 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
        className,
      )}
      {...props}
      forceMount
      hidden={props.value !== selected}
    />
  )
}
