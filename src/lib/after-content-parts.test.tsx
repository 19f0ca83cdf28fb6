// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyAfterFirstPaint, overlayAfterFirstPaint, partAfterFirstPaint, type OverlayStart } from './after-content';

describe('lazyAfterFirstPaint', () => {
  it('asks for the part once the page is on screen, and renders it when its code has arrived', async () => {
    const load = vi.fn(async () => () => <p>palette</p>);
    const Part = lazyAfterFirstPaint(load);
    render(<Part />);
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('palette')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing, and throws nothing, when its code cannot be downloaded', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Part = lazyAfterFirstPaint(load);
    const { container } = render(
      <div data-testid="page">
        page
        <Part />
      </div>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('page').textContent).toBe('page');
    expect(container.textContent).toBe('page');
  });
});

function Trigger({ onClick, onPointerDown }: { onClick?: () => void; onPointerDown?: () => void }) {
  return (
    <button type="button" onClick={onClick} onPointerDown={onPointerDown}>
      Account
    </button>
  );
}

/** A stand-in for a Mantine menu: its button, and its list when open. */
function Menu({ openAtStart }: OverlayStart) {
  return (
    <>
      <Trigger />
      {openAtStart && <ul role="menu" aria-label="Account menu" />}
    </>
  );
}

describe('partAfterFirstPaint', () => {
  it('starts the download before the part renders, and renders the part as it arrives', async () => {
    const load = vi.fn(async () => ({ label }: { label: string }) => <p>list of {label}</p>);
    const Part = partAfterFirstPaint(load, ({ label }) => <p>loading {label}</p>);
    // Asked for with no part on the page yet (here the content counts as shown: jsdom reports no paints).
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const { rerender } = render(<Part label="events" />);
    expect(screen.getByText('list of events')).toBeTruthy();
    rerender(<Part label="orders" />);
    expect(screen.getByText('list of orders')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the stand-in until the code arrives, keeps it if the download fails, and tries again', async () => {
    let fail!: (error: Error) => void;
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue(() => <p>list</p>);
    const Part = partAfterFirstPaint(load, () => <p>loading</p>);
    const first = render(<Part />);
    expect(screen.getByText('loading')).toBeTruthy();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('loading')).toBeTruthy();
    first.unmount();
    render(<Part />);
    expect(await screen.findByText('list')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a part replacing its stand-in', () => {
  function Form({ busy }: { busy: boolean }) {
    return (
      <main>
        <h1>Search</h1>
        <label>
          Query <input name="query" data-part={busy ? undefined : true} />
        </label>
        {!busy && <button type="button">Save search</button>}
      </main>
    );
  }

  it('hands the focus its stand-in’s control had to the part’s twin of it', async () => {
    let arrive: ((part: () => React.ReactNode) => void) | undefined;
    const Part = partAfterFirstPaint(
      () => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)),
      () => <Form busy />,
    );
    render(<Part />);
    screen.getByRole('textbox', { name: 'Query' }).focus();
    await vi.waitFor(() => expect(arrive).toBeDefined());
    arrive!(() => <Form busy={false} />);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Query' })).toHaveAttribute('data-part'));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Query' })).toHaveFocus());
  });

  it('hands it to the page’s heading when the part has no twin of it', async () => {
    let arrive: ((part: () => React.ReactNode) => void) | undefined;
    const Part = lazyAfterFirstPaint(
      () => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)),
      () => (
        <main>
          <h1>Search</h1>
          <button type="button">Loading filters</button>
        </main>
      ),
    );
    render(<Part />);
    const standIn = await screen.findByRole('button', { name: 'Loading filters' });
    standIn.focus();
    await vi.waitFor(() => expect(arrive).toBeDefined());
    arrive!(() => <Form busy={false} />);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Loading filters' })).toBeNull());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Search' })).toHaveFocus());
  });

  it('leaves the focus alone where the person has moved it', async () => {
    let arrive: ((part: () => React.ReactNode) => void) | undefined;
    const Part = partAfterFirstPaint(
      () => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)),
      () => <Form busy />,
    );
    render(
      <>
        <Part />
        <button type="button">Elsewhere</button>
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await vi.waitFor(() => expect(arrive).toBeDefined());
    arrive!(() => <Form busy={false} />);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Query' })).toHaveAttribute('data-part'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

describe('overlayAfterFirstPaint', () => {
  it('shows the trigger at once, and the overlay with it once its code has arrived', async () => {
    const load = vi.fn(async () => Menu);
    const Overlay = overlayAfterFirstPaint(load, Trigger);
    render(<Overlay />);
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the overlay as it arrives when its trigger was pressed while it was on its way', async () => {
    let arrive: (menu: typeof Menu) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Menu>((resolve) => (arrive = resolve)));
    const Overlay = overlayAfterFirstPaint(load, Trigger);
    render(<Overlay />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account' }));
    arrive(Menu);
    expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeTruthy();
  });

  it('opens the overlay when its code arrives between the press and the release', async () => {
    let arrive: (menu: typeof Menu) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Menu>((resolve) => (arrive = resolve)));
    const Overlay = overlayAfterFirstPaint(load, Trigger);
    render(<Overlay />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Account' }));
    // The button under the pointer is replaced before the release: no click reaches either.
    arrive(Menu);
    expect(await screen.findByRole('menu', { name: 'Account menu' })).toBeTruthy();
  });

  it('keeps the trigger when the overlay cannot be downloaded', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Overlay = overlayAfterFirstPaint(load, Trigger);
    render(<Overlay />);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});

describe('overlayAfterFirstPaint with props', () => {
  it('passes the page’s props to the overlay', async () => {
    function Chooser({ columns }: OverlayStart & { columns: string[] }) {
      return <p>{columns.join(', ')}</p>;
    }
    const Overlay = overlayAfterFirstPaint<{ columns: string[] }>(async () => Chooser, Trigger);
    render(<Overlay columns={['Name', 'City']} />);
    expect(await screen.findByText('Name, City')).toBeTruthy();
  });
});
