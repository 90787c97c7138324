import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieBar } from './Chrome';
import { renderAt } from '../test/render';
import { STORAGE_KEYS } from '../messages';

describe('CookieBar (SPEC §4)', () => {
  test('accepting hides the bar and persists it', async () => {
    const user = userEvent.setup();
    const first = renderAt(<CookieBar />);
    await user.click(screen.getByRole('button', { name: 'Aceptar todas las Cookies' }));
    expect(screen.queryByRole('button', { name: 'Aceptar todas las Cookies' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookieBarHidden)).toBe('true');
    first.unmount();
    // a later visit (new store, same localStorage): still hidden
    renderAt(<CookieBar />);
    expect(screen.queryByRole('button', { name: 'Aceptar todas las Cookies' })).not.toBeInTheDocument();
  });

  test('shown on a first visit with a link to the cookie policy', () => {
    renderAt(<CookieBar />);
    expect(screen.getByRole('button', { name: 'Aceptar todas las Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/legal/cookies');
  });
});
