import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays, in milliseconds; 6 s unless set (Infinity: until closed). */
  duration?: number;
  /** One button beside the text (Radix's Toast.Action; `altText` says how to do it without the toast). */
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const MAX_TOASTS = 3;
/** Long enough for the exit animation; then the closed toast leaves the list. */
const REMOVE_DELAY_MS = 1000;

let entries: readonly ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setEntries(next: readonly ToastEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

/** Shows a short message that does not interrupt; returns its id for `dismissToast`. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  setEntries([...entries, { ...options, id, open: true }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  if (!entries.some((entry) => entry.id === id && entry.open)) return;
  setEntries(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => setEntries(entries.filter((entry) => entry.id !== id)), REMOVE_DELAY_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastEntry[] {
  return entries;
}

/** The toasts to render, open or closing. */
export function useToasts(): readonly ToastEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** `const { toast } = useToast(); toast({ title: t('saved'), variant: 'success' })`. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast } {
  return { toast, dismiss: dismissToast };
}
