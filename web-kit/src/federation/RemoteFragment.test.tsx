import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCardFragmentProps } from '@ofertas/contracts/fragments';
import type { FragmentLoader } from '@ofertas/contracts/federation';
import { installFragmentLoader } from './fragmentLoader';
import { RemoteFragment, __resetFragments } from './RemoteFragment';

function Card({ search }: ProductCardFragmentProps) {
  return <p>Tarjeta de {search}</p>;
}

/** A loader whose answers the test settles by hand, recording each call. */
function manualLoader() {
  const calls: Array<{ remote: string; expose: string; resolve: (m: unknown) => void; reject: (e: unknown) => void }> = [];
  const loader = ((remote: string, expose: string) =>
    new Promise<unknown>((resolve, reject) => calls.push({ remote, expose, resolve, reject }))) as FragmentLoader;
  return { loader, calls };
}

beforeEach(() => {
  __resetFragments();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('shows a busy placeholder while loading, then the fragment with its props', async () => {
  const { loader, calls } = manualLoader();
  installFragmentLoader(loader);
  const { container } = render(<RemoteFragment id="offers/ProductCard" props={{ search: 'portátil' }} />);
  expect(container.querySelector('[aria-busy="true"][data-fragment="offers/ProductCard"]')).toBeInTheDocument();
  expect(calls.map((c) => [c.remote, c.expose])).toEqual([['offers', 'ProductCard']]);
  await act(async () => calls[0]!.resolve({ default: Card }));
  expect(await screen.findByText('Tarjeta de portátil')).toBeInTheDocument();
  expect(container.querySelector('[aria-busy]')).toBeNull();
});

test('a failed load shows the standard box; Reintentar loads again and renders the fragment', async () => {
  const user = userEvent.setup();
  const { loader, calls } = manualLoader();
  installFragmentLoader(loader);
  render(<RemoteFragment id="offers/ProductCard" props={{ search: 'tv' }} />);
  await act(async () => calls[0]!.reject(new Error('ScriptNetworkError')));
  expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible en este momento.');
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(calls).toHaveLength(2);
  await act(async () => calls[1]!.resolve({ default: Card }));
  expect(await screen.findByText('Tarjeta de tv')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('with a fallback, a failure (load or render) shows the fallback; the next mount tries again', async () => {
  const { loader, calls } = manualLoader();
  installFragmentLoader(loader);
  const first = render(<RemoteFragment id="offers/ProductStrip" props={{ search: 'x' }} fallback={<p>Sin productos</p>} />);
  await act(async () => calls[0]!.reject(new Error('timeout')));
  expect(await screen.findByText('Sin productos')).toBeInTheDocument();
  first.unmount();

  function Broken(): never {
    throw new Error('boom');
  }
  render(<RemoteFragment id="offers/ProductStrip" props={{ search: 'x' }} fallback={null} />);
  expect(calls).toHaveLength(2);
  await act(async () => calls[1]!.resolve({ default: Broken }));
  expect(screen.queryByText('Sin productos')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(console.error).toHaveBeenCalled();
});

test('a module without a component, or a page without a loader, is a failure too', async () => {
  const { loader, calls } = manualLoader();
  installFragmentLoader(loader);
  render(<RemoteFragment id="offers/Carousel" props={{ search: 'x' }} />);
  await act(async () => calls[0]!.resolve({}));
  expect(await screen.findByRole('alert')).toBeInTheDocument();

  __resetFragments();
  delete (window as unknown as Record<string, unknown>).__ofertasLoadFragment;
  render(<RemoteFragment id="offers/ProductCard" props={{ search: 'y' }} fallback={<p>Nada</p>} />);
  expect(await screen.findByText('Nada', {}, { timeout: 5000 })).toBeInTheDocument();
});
