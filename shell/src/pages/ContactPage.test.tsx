import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './ContactPage';
import { renderAt } from '../test/render';

describe('ContactPage', () => {
  test('heading, configured address and a live counter', async () => {
    const user = userEvent.setup();
    renderAt(<ContactPage />, { path: '/contacto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hola@example.es' })).toHaveAttribute('href', 'mailto:hola@example.es');
    expect(screen.getByText('Calle Falsa 123, 28001 Madrid')).toBeInTheDocument();
    expect(screen.getByText('(máx 1000 caracteres / 0)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Mensaje/), 'Hola');
    expect(screen.getByText('(máx 1000 caracteres / 4)')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'text');
  });

  test('the message is capped at 1000 characters', () => {
    renderAt(<ContactPage />);
    const area = screen.getByLabelText(/Mensaje/);
    expect(area).toHaveAttribute('maxLength', '1000');
    fireEvent.change(area, { target: { value: 'x'.repeat(1200) } });
    expect(area).toHaveValue('x'.repeat(1000));
    expect(screen.getByText('(máx 1000 caracteres / 1000)')).toBeInTheDocument();
  });

  test('submitting only prevents the default behaviour', () => {
    const fetchSpy = jest.fn();
    (globalThis as { fetch: unknown }).fetch = fetchSpy;
    renderAt(<ContactPage />);
    const form = screen.getByRole('button', { name: 'Enviar' }).closest('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
