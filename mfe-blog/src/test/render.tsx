import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import remote from '../routes';

/** The remote's own routes (incl. the /:slug catch-all) plus stand-ins for the pages of other owners. */
export function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      ...remote.routes.map((r) => ({ path: r.path, Component: r.Component })),
      { path: '/', element: <p>inicio</p> },
      { path: '/error', element: <p>página de error</p> },
      { path: '/ofertas/:keyword', element: <p>búsqueda de ofertas</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, ...utils };
}
