import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** One section of an area's navigation: where it goes, its name and icon, and whether the page is in it. */
export type SectionMenuItem = {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
  current: boolean;
  /** Beside the name, such as the count of what waits in the section. */
  badge?: ReactNode;
};

/** A section as a full-width row (the phone menu's list, the admin area's column). */
export function SectionMenuLink({ item, onChoose }: { item: SectionMenuItem; onChoose?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <Link
        to={item.to}
        aria-current={item.current ? 'page' : undefined}
        onClick={onChoose}
        className={cn(
          'flex min-h-12 items-center gap-3 rounded-control px-3 font-semibold [&_svg]:size-5 [&_svg]:shrink-0',
          item.current ? 'bg-secondary text-primary' : 'text-foreground hover:bg-muted',
        )}
      >
        <Icon aria-hidden="true" />
        <span className="min-w-0 flex-1">{item.label}</span>
        {item.badge}
      </Link>
    </li>
  );
}

/**
 * An area's sections on a phone (the employer and admin areas): the current section as a button
 * that opens the list of all sections. Escape closes it (from the list, focus returns to the
 * button), and choosing a section closes it. `menuLabel` is read before the current section's name;
 * `fallbackLabel` is shown when the page is in no section; `badge` sits beside the chevron.
 */
export function SectionMenu({
  items,
  menuLabel,
  fallbackLabel,
  badge,
  className,
}: {
  items: SectionMenuItem[];
  menuLabel: string;
  fallbackLabel: string;
  badge?: ReactNode;
  className?: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = items.find((item) => item.current);
  return (
    <div className={className}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
        className="flex h-12 w-full items-center justify-between gap-3 rounded-control border border-input bg-background px-3 text-left font-semibold"
      >
        <span className="flex min-w-0 items-center gap-3 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary">
          {current ? <current.icon aria-hidden="true" /> : null}
          <span className="min-w-0 truncate">
            <span className="sr-only">{menuLabel}:</span> {current?.label ?? fallbackLabel}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {badge}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
        className="mt-2 grid gap-1 rounded-card border border-border bg-background p-2 shadow-sm"
      >
        {items.map((item) => (
          <SectionMenuLink key={item.key} item={item} onChoose={() => setOpen(false)} />
        ))}
      </ul>
    </div>
  );
}
