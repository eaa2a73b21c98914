import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

describe('preloadable', () => {
  it('renders at once, without the fallback, once its code was asked for ahead', async () => {
    const greeting = preloadable(() => Promise.resolve(Greeting));
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Amina" />
      </Suspense>,
    );
    // In the very render that mounts it: no fallback, no later render.
    expect(screen.getByRole('button', { name: 'Hello Amina 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until its code arrives when nothing asked for it, then keeps its state across renders', async () => {
    let arrive!: (component: typeof Greeting) => void;
    const greeting = preloadable(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Amina" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    const button = await screen.findByRole('button', { name: 'Hello Amina 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Hello Amina 1' })).toBeInTheDocument();
    // A render after the code arrived keeps the mounted instance (and what it holds).
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Nguyen" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Hello Nguyen 1' })).toBeInTheDocument();
  });

  it('downloads once however often it is asked, and asks again after a failed download', async () => {
    let calls = 0;
    let fail = true;
    const greeting = preloadable(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(greeting.preload()).rejects.toThrow('offline');
    fail = false;
    const [first, second] = await Promise.all([greeting.preload(), greeting.preload()]);
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(calls).toBe(2);
  });
});
