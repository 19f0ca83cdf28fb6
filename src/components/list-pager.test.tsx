// @vitest-environment jsdom
import { usePagination } from '@mantine/hooks';
import { renderHook, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListPager, pageItems } from './list-pager';

describe('pageItems', () => {
  it("offers the pages Mantine's pagination offered, for every page of lists up to 40 pages", () => {
    for (let total = 1; total <= 40; total += 1) {
      for (let active = 1; active <= total; active += 1) {
        const { result } = renderHook(() => usePagination({ total, page: active, siblings: 1, boundaries: 1 }));
        expect(pageItems(total, active), `page ${active} of ${total}`).toEqual(result.current.range);
      }
    }
  });
});

describe('ListPager', () => {
  it('marks the current page, moves by page and by arrow, and disables the arrow at either end', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <ListPager pageSizes={[10, 25]} pageSize={10} onPageSize={() => {}} page={1} totalPages={12} onPage={onPage} />,
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPage.mock.calls).toEqual([[2], [12]]);
    rerender(
      <ListPager pageSizes={[10, 25]} pageSize={10} onPageSize={() => {}} page={12} totalPages={12} onPage={onPage} />,
    );
    expect(screen.getByRole('button', { name: 'next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows only the page size while the number of pages is unknown, and changes it', async () => {
    const onPageSize = vi.fn();
    render(
      <ListPager
        pageSizes={[10, 25]}
        pageSize={10}
        onPageSize={onPageSize}
        page={1}
        totalPages={undefined}
        onPage={() => {}}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(onPageSize).toHaveBeenCalledWith(25);
  });
});
