import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/class-names'

/**
 * A table that scrolls sideways inside its own box on a narrow screen. `contain: inline-size`
 * keeps its width out of its parents' sizing, so a wide table never widens a grid or flex
 * parent (and with it the whole page) past the screen. The box takes keyboard focus, so a
 * keyboard can scroll it too (axe: scrollable-region-focusable) when no cell has a link.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus
      tabIndex={0}
      className="focus-visible:ring-ring relative w-full overflow-x-auto rounded-sm contain-inline-size focus-visible:ring-2 focus-visible:outline-hidden"
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'hover:bg-muted/50 data-[state=selected]:bg-muted border-b transition-colors',
        className,
      )}
      {...props}
    />
  )
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'text-muted-foreground h-12 px-4 text-start align-middle font-medium whitespace-nowrap',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('p-4 align-middle', className)} {...props} />
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('text-muted-foreground mt-4 text-sm', className)} {...props} />
}

/** The one row of an empty table: its message across every column. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} className="text-muted-foreground py-10 text-center">
        {children}
      </TableCell>
    </TableRow>
  )
}
