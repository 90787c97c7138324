import { Link } from 'react-router';
import { routeByPattern } from '@ofertas/contracts/routes';
import { MSG } from '../messages';
import { usePageMeta, useScrollTopOnOpen } from '../seo/usePageMeta';
import shared from '../styles/shared.module.css';

/** /error, and in place of any unmatched path or missing item the server answered 404/410 (the URL stays). */
export default function ErrorPage() {
  usePageMeta(routeByPattern('/error'));
  useScrollTopOnOpen();
  return (
    <section className={shared.prose} data-boundary="shell" data-boundary-label="shell · error">
      <h1>{MSG.notFound}</h1>
      <p>
        <Link to="/" className={shared.button}>
          {MSG.backHome}
        </Link>
      </p>
    </section>
  );
}
