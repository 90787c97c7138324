import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import remote from '../routes';

/** What the shell puts around a page: a link and a search form that take the author elsewhere. */
function Chrome() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/blog">Ir al blog</Link>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate('/ofertas/tv');
        }}
      >
        <button type="submit">Buscar fuera</button>
      </form>
      <Outlet />
    </>
  );
}

/** The remote's page at /blog/new inside the shell's chrome, plus pages to leave to. */
export function renderEditor() {
  const router = createMemoryRouter(
    [
      {
        element: <Chrome />,
        children: [
          ...remote.routes.map((r) => ({ path: r.path, Component: r.Component })),
          { path: '/blog', element: <p>lista del blog</p> },
          { path: '/ofertas/tv', element: <p>ofertas de tv</p> },
        ],
      },
    ],
    { initialEntries: ['/blog/new'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
