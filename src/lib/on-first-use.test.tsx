// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createDemand,
  overlayOnFirstOpen,
  overlayOnIntent,
  useOnceTrue,
  type Demand,
  type IntentOverlayStart,
  type IntentTriggerProps,
} from './on-first-use';

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

describe('overlayOnIntent', () => {
  function IntentTrigger(props: IntentTriggerProps) {
    return (
      <button type="button" {...props}>
        Actions
      </button>
    );
  }
  /** A stand-in for a Mantine menu: its own button (focused as it mounts when asked), and its list when open. */
  function ActionsOverlay({ openAtStart, focusAtStart }: IntentOverlayStart) {
    return (
      <>
        <button type="button" autoFocus={focusAtStart} data-overlay>
          Actions
        </button>
        {openAtStart && <ul role="menu" aria-label="Actions menu" />}
      </>
    );
  }

  it('loads nothing until the trigger is pointed at, then puts the overlay in its place', async () => {
    const load = vi.fn(async () => ActionsOverlay);
    const Overlay = overlayOnIntent(load, IntentTrigger);
    render(<Overlay />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Actions' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('data-overlay'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the overlay as it arrives when the trigger was pressed', async () => {
    let arrive: (overlay: typeof ActionsOverlay) => void = () => {};
    const Overlay = overlayOnIntent(
      () => new Promise<typeof ActionsOverlay>((resolve) => (arrive = resolve)),
      IntentTrigger,
    );
    render(<Overlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    arrive(ActionsOverlay);
    expect(await screen.findByRole('menu', { name: 'Actions menu' })).toBeTruthy();
  });

  it('opens the overlay when its code arrives between the press and the release', async () => {
    let arrive: (overlay: typeof ActionsOverlay) => void = () => {};
    const Overlay = overlayOnIntent(
      () => new Promise<typeof ActionsOverlay>((resolve) => (arrive = resolve)),
      IntentTrigger,
    );
    render(<Overlay />);
    const trigger = screen.getByRole('button', { name: 'Actions' });
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerDown(trigger);
    arrive(ActionsOverlay);
    // The button under the pointer is replaced before the release: no click reaches either.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('data-overlay'));
    expect(screen.getByRole('menu', { name: 'Actions menu' })).toBeTruthy();
  });

  it('keeps the focus on the trigger while the code arrives, then hands it to the overlay', async () => {
    let arrive: (overlay: typeof ActionsOverlay) => void = () => {};
    const Overlay = overlayOnIntent(
      () => new Promise<typeof ActionsOverlay>((resolve) => (arrive = resolve)),
      IntentTrigger,
    );
    render(<Overlay />);
    await userEvent.setup().tab();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(trigger).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(trigger).toHaveFocus();
    arrive(ActionsOverlay);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Actions' })).toHaveAttribute('data-overlay'));
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('keeps the trigger when the code cannot be downloaded', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Overlay = overlayOnIntent(load, IntentTrigger);
    render(<Overlay />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Actions' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Actions' })).not.toHaveAttribute('data-overlay');
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
