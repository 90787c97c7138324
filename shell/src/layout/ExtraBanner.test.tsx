import { screen } from '@testing-library/react';
import { ExtraBanner } from './Chrome';
import { renderAt } from '../test/render';

const banner = () => screen.getByRole('complementary', { name: 'Promoción destacada' });

test('on 1 December 2026, after Cyber Monday, the banner promises no Black Friday 2027', () => {
  renderAt(<ExtraBanner now={new Date('2026-12-01T10:00:00Z')} />, { path: '/ofertas' });
  expect(banner()).not.toHaveTextContent(/Black Friday|2027/);
  expect(banner()).toHaveTextContent('Ofertas flash: los mejores descuentos del día en tecnología, hogar y moda.');
  // Already on /ofertas: no link to the page the shopper is on.
  expect(banner().querySelector('a')).toBeNull();
});

test("in Black Friday's season the banner names this year's edition and links its page", () => {
  renderAt(<ExtraBanner now={new Date('2026-11-27T10:00:00Z')} />, { path: '/' });
  expect(banner()).toHaveTextContent('Black Friday 2026: descuentos de hasta el 70 % en tecnología, hogar y moda.');
  expect(screen.getByRole('link', { name: 'Ver ofertas Black Friday' })).toHaveAttribute('href', '/ofertas/black-friday');
});

test('on the Black Friday page in season the banner does not link to itself', () => {
  renderAt(<ExtraBanner now={new Date('2026-11-27T10:00:00Z')} />, { path: '/ofertas/black-friday' });
  expect(banner()).toHaveTextContent('Black Friday 2026:');
  expect(banner().querySelector('a')).toBeNull();
});

test('back-to-school season: its banner and page link', () => {
  renderAt(<ExtraBanner now={new Date('2027-08-20T10:00:00Z')} />, { path: '/' });
  expect(banner()).toHaveTextContent('Vuelta al cole 2027:');
  expect(screen.getByRole('link', { name: 'Ver ofertas vuelta al cole' })).toHaveAttribute('href', '/ofertas/vuelta-al-cole');
});
