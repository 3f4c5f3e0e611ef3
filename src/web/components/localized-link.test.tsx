import { renderToString } from 'react-dom/server';
import { Link as RouterLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './localized-link';

/** A link rendered on the server at `location`, as the page renders it. */
const rendered = (location: string, link: React.ReactElement) => renderToString(<StaticRouter location={location}>{link}</StaticRouter>);

describe('Link on the server', () => {
  it.each([
    ['/search', '/search?checkIn=2027-05-01&checkOut=2027-05-03&guests=2', 'property-card-open'],
    ['/search', '/property/3f1c2b9e-0000-4000-8000-000000000001?checkIn=2027-05-01&guests=2&children=1', undefined],
    ['/', '/help#cancel', 'underline'],
    ['/', '/host/', undefined],
    ['/property/x', '/search?destination=%E4%BA%AC%E9%83%BD', 'a b'],
  ])('on %s writes %s as React Router’s Link does', (location, to, className) => {
    expect(rendered(location, <Link to={to} className={className}>家</Link>)).toBe(rendered(location, <RouterLink to={to} className={className} discover="none">家</RouterLink>));
  });

  it('writes an English page’s link in English, and leaves what only React Router reads to it', () => {
    expect(rendered('/en/search', <Link to="/property/1">house</Link>)).toBe('<a href="/en/property/1">house</a>');
    expect(rendered('/search', <Link to="/property/1" target="_blank" rel="noopener">家</Link>)).toBe('<a rel="noopener" href="/property/1" target="_blank">家</a>');
    for (const to of ['property/1', '../x', '//elsewhere.example/x', '/search?', '/search?#top', '/help#']) {
      expect(rendered('/search', <Link to={to}>家</Link>), to).toBe(rendered('/search', <RouterLink to={to} discover="none">家</RouterLink>));
    }
    expect(rendered('/search', <Link to="/property/1" replace>家</Link>)).toBe(rendered('/search', <RouterLink to="/property/1" replace discover="none">家</RouterLink>));
  });
});
