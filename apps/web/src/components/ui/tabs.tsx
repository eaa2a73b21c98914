import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps extends Omit<ComponentProps<typeof TabsPrimitive.Root>, 'children'> {
  items: readonly TabItem[];
  /** What the tabs choose between, for screen readers ("How it works"). */
  label: string;
  listClassName?: string;
}

/** Tabs with arrow-key navigation. The first tab is open unless `value` or `defaultValue` says otherwise. */
export function Tabs({ items, label, className, listClassName, defaultValue, value, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      className={className}
      {...props}
    >
      <TabsPrimitive.List
        aria-label={label}
        className={cn(
          'flex w-full flex-wrap gap-1 rounded-control bg-muted p-1 sm:inline-flex sm:w-auto',
          listClassName,
        )}
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md px-4 text-base font-medium text-muted-foreground hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className="mt-6">
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
