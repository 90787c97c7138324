import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './ContactPage';
import { renderAt } from '../test/render';
import { CONTACT_FAILED, CONTACT_INVALID, CONTACT_SENT, CONTACT_TOO_MANY } from '@ofertas/contracts/rules';

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

  function stubFetch(answer: () => Promise<Response>) {
    const fetchSpy = jest.fn((_url: string, _init?: RequestInit) => answer());
    (globalThis as { fetch: unknown }).fetch = fetchSpy;
    return fetchSpy;
  }

  test('sends the message as JSON, shows the Spanish confirmation and clears the form', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch(async () => new Response(JSON.stringify({ received: true }), { status: 201, headers: { 'content-type': 'application/json' } }));
    renderAt(<ContactPage />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.es');
    await user.type(screen.getByLabelText(/Mensaje/), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(CONTACT_SENT)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.es', message: 'Hola' });
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue('');
  });

  test.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), CONTACT_FAILED],
    ['a 429', async () => new Response('{}', { status: 429 }), CONTACT_TOO_MANY],
    ['a 500', async () => new Response('{}', { status: 500 }), CONTACT_FAILED],
  ])('on %s the typed text stays and a Spanish message explains', async (_name, answer, text) => {
    const user = userEvent.setup();
    stubFetch(answer);
    renderAt(<ContactPage />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.es');
    await user.type(screen.getByLabelText(/Mensaje/), 'No lo pierdas');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue('No lo pierdas');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.es');
  });

  test('an empty form is not sent', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch(async () => new Response('{}', { status: 201 }));
    renderAt(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_INVALID);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
