import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from './ContactPage';
import { renderAt } from '../test/render';
import { CONTACT_FAILED, CONTACT_INVALID, CONTACT_SENT, CONTACT_TOO_MANY } from '@ofertas/contracts/rules';
import { stubFetch, type StubAnswer } from '@ofertas/web-kit/test';

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

  let net: ReturnType<typeof stubFetch> | undefined;
  afterEach(() => {
    net?.restore();
    net = undefined;
  });

  const STORED = { 'POST /api/contact': { status: 201, body: { received: true } } };

  /** The page with the network answering `answer`; `write` types into the form and presses Enviar. */
  function open(answer: Parameters<typeof stubFetch>[0]) {
    const user = userEvent.setup();
    net = stubFetch(answer);
    renderAt(<ContactPage />);
    const write = async (email: string, message: string) => {
      if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
      if (message) await user.type(screen.getByLabelText(/Mensaje/), message);
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
    };
    return { net, write };
  }

  test('sends the message as JSON, shows the Spanish confirmation and clears the form', async () => {
    const { net, write } = open(STORED);
    await write('ana@example.es', 'Hola');
    expect(await screen.findByText(CONTACT_SENT)).toBeInTheDocument();
    expect(net.seen.map((r) => [r.method, r.url, r.body])).toEqual([['POST', '/api/contact', { email: 'ana@example.es', message: 'Hola' }]]);
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue('');
  });

  test.each([
    ['a network failure', (): StubAnswer => { throw new TypeError('Failed to fetch'); }, CONTACT_FAILED],
    ['a 429', (): StubAnswer => ({ status: 429, body: { statusCode: 429, message: 'Demasiados mensajes' } }), CONTACT_TOO_MANY],
    ['a 500', (): StubAnswer => ({ status: 500, body: { statusCode: 500, message: 'Internal server error' } }), CONTACT_FAILED],
    ['a 400', (): StubAnswer => ({ status: 400, body: { statusCode: 400, message: 'Datos no válidos' } }), CONTACT_INVALID],
  ])('on %s the typed text stays and a Spanish message explains', async (_name, answer, text) => {
    const { net, write } = open(answer);
    await write('ana@example.es', 'No lo pierdas');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Mensaje/)).toHaveValue('No lo pierdas');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.es');
    // A write is sent once, whatever the answer.
    expect(net.seen).toHaveLength(1);
  });

  test('an empty form is not sent', async () => {
    const { net, write } = open({});
    await write('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_INVALID);
    expect(net.seen).toEqual([]);
  });

  test('a message of blanks is not sent either; once written, the form goes', async () => {
    const { net, write } = open(STORED);
    await write('ana@example.es', '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_INVALID);
    expect(net.seen).toEqual([]);
    await write('', 'Hola');
    expect(await screen.findByText(CONTACT_SENT)).toBeInTheDocument();
    expect(net.seen.map((r) => r.body)).toEqual([{ email: 'ana@example.es', message: '   Hola' }]);
  });
});
