// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { TrackerKeyForm } from './tracker-key-form';

describe('the tracker key form', () => {
  it("says why the simulator's key could not be had, instead of doing nothing", async () => {
    const onSaved = vi.fn();
    const fromSimulator = vi.fn(() =>
      Promise.reject(new Error('The simulator at http://127.0.0.1:4010/__simulator could not be reached.')),
    );
    renderWithMantine(
      <TrackerKeyForm
        ws="ws-1"
        workspaceName="Northwind"
        refused={false}
        fromSimulator={fromSimulator}
        onSaved={onSaved}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: "Use the simulator's key" }));
    expect(await screen.findByText(/could not be reached/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Tracker key' })).toHaveAccessibleDescription(/could not be reached/);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
