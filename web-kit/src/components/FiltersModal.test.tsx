import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CLOSE_FILTERS, FiltersModal } from './FiltersModal';

function Fields() {
  return (
    <label>
      Categoría
      <select defaultValue="all">
        <option value="all">Todas</option>
      </select>
    </label>
  );
}

test('a button named with the summary opens a dialog named by its title, focus inside; Escape closes and refocuses the button', async () => {
  const user = userEvent.setup();
  render(
    <FiltersModal title="1 Filtro activo" summary={<span>1 Filtro activo</span>} doneText="Ver ofertas">
      <Fields />
    </FiltersModal>,
  );
  const opener = screen.getByRole('button', { name: 'Filtros 1 Filtro activo' });
  expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.queryByRole('dialog')).toBeNull(); // closed: not exposed
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: '1 Filtro activo' });
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(within(dialog).getByLabelText('Categoría')).toBeVisible();
  fireEvent.keyDown(within(dialog).getByLabelText('Categoría'), { key: 'Escape' });
  expect(dialog).not.toHaveAttribute('open');
  expect(opener).toHaveFocus();
});

test("the × ('Cerrar filtros'), the done button and the backdrop close it", async () => {
  const user = userEvent.setup();
  render(
    <FiltersModal title="Filtros activos" summary="" doneText="Ver ofertas">
      <Fields />
    </FiltersModal>,
  );
  const opener = screen.getByRole('button', { name: /^Filtros/ });
  for (const closeBy of [CLOSE_FILTERS, 'Ver ofertas', 'backdrop']) {
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filtros activos' });
    if (closeBy === 'backdrop') await user.click(dialog);
    else await user.click(within(dialog).getByRole('button', { name: closeBy }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  }
});

test('fields given as a function get close and exist only while open; a new closeSignal closes; a text close button', async () => {
  const user = userEvent.setup();
  const calls: string[] = [];
  function Host() {
    const [applied, setApplied] = useState('all');
    return (
      <FiltersModal title="Filtros" summary={<span>({applied})</span>} closeText="Cerrar" closeSignal={applied}>
        {(close) => (
          <>
            <button
              type="button"
              onClick={() => {
                calls.push('aplicar');
                setApplied('promotion');
              }}
            >
              Aplicar
            </button>
            <button type="button" onClick={close}>
              Restablecer
            </button>
          </>
        )}
      </FiltersModal>
    );
  }
  render(<Host />);
  expect(screen.queryByRole('button', { name: 'Aplicar', hidden: true })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Filtros (all)' }));
  const dialog = screen.getByRole('dialog', { name: 'Filtros' });
  expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: CLOSE_FILTERS })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
  expect(calls).toEqual(['aplicar']);
  expect(dialog).not.toHaveAttribute('open');
  expect(screen.queryByRole('button', { name: 'Aplicar', hidden: true })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Filtros (promotion)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
  expect(dialog).not.toHaveAttribute('open');
  await user.click(screen.getByRole('button', { name: 'Filtros (promotion)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  expect(dialog).not.toHaveAttribute('open');
  expect(screen.getByRole('button', { name: 'Filtros (promotion)' })).toHaveFocus();
});
