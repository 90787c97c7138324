import { screen } from '@testing-library/react';
import { CookiesPage } from './CookiesPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { renderAt, SITE } from '../../test/render';

describe('legal pages', () => {
  test('an owner ending in "S.L." closes the Términos sentence with one full stop', () => {
    const { container } = renderAt(<TermsPage />, { path: '/legal/term' });
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
    expect(container.textContent).toContain('titularidad de Titular Test S.L. Al navegar');
    expect(container.textContent).not.toContain('S.L..');
  });

  test('the privacy page without a postal address does not double the full stop either', () => {
    const { container } = renderAt(<PrivacyPage />, { path: '/legal/privacy', site: { ...SITE, postalAddress: '' } });
    expect(container.textContent).toContain('El responsable del tratamiento es Titular Test S.L. Puedes');
    expect(container.textContent).not.toContain('S.L..');
  });

  test('the cookie policy names the canary bucket cookie the server sets, and says it holds no personal data', () => {
    const { container } = renderAt(<CookiesPage />, { path: '/legal/cookies' });
    expect(container.textContent).toContain('mf_bucket (técnica, propia, 1 año):');
    expect(container.textContent).toContain('No contiene datos personales');
  });
});
