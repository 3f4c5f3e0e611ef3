import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

function render(props: { page: number; total: number; totalCapped?: boolean }) {
  const router = createMemoryRouter([
    { path: '/', element: <Pagination pageSize={20} hrefForPage={(n) => `/?page=${n}`} label="予約一覧" {...props} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('Pagination', () => {
  it('reads 全N件中 and the shown range', () => {
    expect(render({ page: 2, total: 45 })).toContain('全45件中 21〜40件を表示');
  });

  it('reads 1,000件以上中 when the server stopped counting a search, and pages up to the cap', () => {
    const html = render({ page: 1, total: 1_000, totalCapped: true });
    expect(html).toContain('1,000件以上中 1〜20件を表示');
    expect(html).not.toContain('全1,000件');
    expect(html).toMatch(/>1<\/span> \/ 50ページ/);
  });
});
