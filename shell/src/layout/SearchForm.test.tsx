import { act, screen } from '@testing-library/react';
import { announceProductsShown } from '@ofertas/contracts/search-handoff';
import userEvent from '@testing-library/user-event';
import { SearchForm } from './SearchForm';
import { renderRoutes } from '../test/render';
import { STORAGE_KEYS } from '../messages';

function setup() {
  return renderRoutes([
    { path: '/', element: <SearchForm /> },
    { path: '/ofertas/:keyword?', element: <SearchForm /> },
  ]);
}

describe('SearchForm (SPEC §5 search validation)', () => {
  test('shows no message before the first change (first run skipped)', () => {
    setup();
    expect(screen.getByPlaceholderText('Buscar Ofertas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('searchbox')).not.toHaveAttribute('aria-invalid');
  });

  test('messages above the field for digits, short and empty text; error style on the input', async () => {
    const user = userEvent.setup();
    setup();
    const input = screen.getByRole('searchbox');
    await user.type(input, '12');
    expect(screen.getByRole('status')).toHaveTextContent('Ingrese solo letras');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.className).toMatch(/searchInputError/);
    await user.clear(input);
    expect(screen.getByRole('status')).toHaveTextContent('Ingrese un texto valido');
    await user.type(input, 'ab');
    expect(screen.getByRole('status')).toHaveTextContent('Ingrese al menos 3 caracteres');
    await user.type(input, 'c');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(input).not.toHaveAttribute('aria-invalid');
    // the message sits above the field
    const status = screen.getByRole('status');
    expect(status.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("while a list shows products, an empty box never says 'Ingrese un texto valido'", async () => {
    const user = userEvent.setup();
    setup();
    act(() => announceProductsShown(25));
    const input = screen.getByRole('searchbox');
    await user.type(input, 'a');
    await user.clear(input);
    expect(screen.getByRole('status')).not.toHaveTextContent('Ingrese un texto valido');
    act(() => announceProductsShown(0));
    expect(screen.getByRole('status')).toHaveTextContent('Ingrese un texto valido');
  });

  test("a short word such as 'tv' is a real search, and the typed words travel in the history state", async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByRole('searchbox'), 'tv');
    expect(screen.getByRole('status')).toHaveTextContent('Ingrese al menos 3 caracteres');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/ofertas/tv');
    expect(router.state.location.state).toEqual({ searchText: 'tv' });
  });

  test('submitting empty text does nothing', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(STORAGE_KEYS.lastSearch)).toBeNull();
  });

  test('submitting text navigates to /ofertas/{slug} and remembers the text', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await user.type(screen.getByRole('searchbox'), 'Portátil Gaming ñandú!');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(router.state.location.pathname).toBe('/ofertas/portatil-gaming-nandu');
    expect(localStorage.getItem(STORAGE_KEYS.lastSearch)).toBe('Portátil Gaming ñandú!');
  });

  test('the last search text is prefilled on a later visit', () => {
    localStorage.setItem(STORAGE_KEYS.lastSearch, 'auriculares');
    setup();
    expect(screen.getByRole('searchbox')).toHaveValue('auriculares');
  });
});
