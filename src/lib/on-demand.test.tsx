// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { createDemand, overlayOnFirstOpen, useOnceTrue, type Demand } from './on-demand';

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

describe('overlayOnFirstOpen', () => {
  it('loads nothing until first opened, then mounts the part closed and opens it, and keeps it', async () => {
    const seen: boolean[] = [];
    let loads = 0;
    const Dialog = overlayOnFirstOpen<{ opened: boolean }>(async () => {
      loads += 1;
      return function Loaded({ opened }: { opened: boolean }) {
        seen.push(opened);
        return <p>{opened ? 'open' : 'closed'}</p>;
      };
    });
    const { rerender } = render(<Dialog opened={false} />);
    await act(async () => {});
    expect(loads).toBe(0);
    rerender(<Dialog opened />);
    expect(await screen.findByText('open')).toBeTruthy();
    // Its first render is closed: an overlay notes its opener only when `opened` changes to true.
    expect(seen[0]).toBe(false);
    rerender(<Dialog opened={false} />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('stays closed when its code cannot be downloaded', async () => {
    const Dialog = overlayOnFirstOpen<{ opened: boolean }>(() => Promise.reject(new Error('offline')));
    const { container } = render(<Dialog opened />);
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });
});
