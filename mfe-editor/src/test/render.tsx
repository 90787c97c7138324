import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import remote from '../routes';

/** The remote's page at /blog/new inside a data router (the leave guard needs one), plus a page to leave to. */
export function renderEditor() {
  const router = createMemoryRouter(
    [...remote.routes.map((r) => ({ path: r.path, Component: r.Component })), { path: '/blog', element: <p>lista del blog</p> }],
    { initialEntries: ['/blog/new'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
