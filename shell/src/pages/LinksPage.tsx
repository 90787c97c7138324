import { Link } from 'react-router';
import { MSG } from '../messages';
import { StaticPage } from './StaticPage';

export default function LinksPage() {
  return (
    <StaticPage pattern="/links" heading={MSG.linksTitle}>
      <ul>
        <li>
          <Link to="/cupones/Promofarma">Cupones y códigos descuento de PromoFarma</Link>
        </li>
        <li>
          <Link to="/cupones/Weekendesk">Cupones y códigos descuento de Weekendesk</Link>
        </li>
        <li>
          <Link to="/cupones/Pandora">Cupones y códigos descuento de Pandora</Link>
        </li>
        <li>
          <Link to="/blog/black-friday-2024">Black Friday: guía para aprovechar las mejores ofertas</Link>
        </li>
      </ul>
      <p>
        En esta página reunimos los enlaces que más ahorro han dado a nuestros lectores. Si buscas un código
        para una tienda concreta, consulta todos los <Link to="/cupones">cupones descuento</Link> activos; si
        prefieres comparar precios de productos rebajados, empieza por las <Link to="/ofertas">últimas ofertas</Link>{' '}
        y filtra por categoría, marca o precio.
      </p>
      <p>
        Revisamos los enlaces a diario: cuando un cupón caduca o una oferta se agota, la retiramos para que no
        pierdas el tiempo.
      </p>
    </StaticPage>
  );
}
