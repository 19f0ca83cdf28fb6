// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createDemand, useOnceTrue, type Demand } from './on-demand';

function Outlet({ demand }: { demand: Demand }) {
  return demand.useWanted() ? <p>outlet</p> : null;
}

describe('createDemand', () => {
  it('mounts nothing until asked for, then stays asked for', () => {
    const demand = createDemand();
    render(<Outlet demand={demand} />);
    expect(screen.queryByText('outlet')).toBeNull();
    act(() => demand.want());
    expect(screen.getByText('outlet')).toBeTruthy();
    act(() => demand.want());
    expect(screen.getAllByText('outlet')).toHaveLength(1);
  });

  it('lets a caller wait for the part to mount, and wait again after it unmounted', async () => {
    const demand = createDemand();
    let resolved = false;
    void demand.mounted().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    const unmark = demand.markMounted();
    await demand.mounted();
    expect(resolved).toBe(true);
    unmark();
    let again = false;
    void demand.mounted().then(() => (again = true));
    await Promise.resolve();
    expect(again).toBe(false);
    demand.markMounted();
    await demand.mounted();
    expect(again).toBe(true);
  });
});

function Latch({ when }: { when: boolean }) {
  return <p>{useOnceTrue(when) ? 'mounted' : 'not yet'}</p>;
}

describe('useOnceTrue', () => {
  it('is false until the condition first holds, and true from then on', () => {
    const { rerender } = render(<Latch when={false} />);
    expect(screen.getByText('not yet')).toBeTruthy();
    rerender(<Latch when />);
    expect(screen.getByText('mounted')).toBeTruthy();
    rerender(<Latch when={false} />);
    expect(screen.getByText('mounted')).toBeTruthy();
  });
});
