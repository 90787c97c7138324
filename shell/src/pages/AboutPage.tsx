import { Link } from 'react-router';
import { useSiteInfo } from '../site/SiteContext';
import { StaticPage } from './StaticPage';

export default function AboutPage() {
  const site = useSiteInfo();
  const name = site?.siteName ?? 'nuestra web';
  return (
    <StaticPage pattern="/nosotros">
      <p>
        {name} es un sitio gratuito que reúne cada día ofertas flash, productos rebajados y cupones descuento de
        tiendas online que venden en España. Nuestro objetivo es sencillo: que pagues menos por lo que de verdad
        necesitas.
      </p>
      <h2>Cómo trabajamos</h2>
      <p>
        Comparamos el precio actual de cada producto con su precio anterior y con el recomendado por el
        fabricante, y solo destacamos las rebajas reales. Los cupones se comprueban con las tiendas asociadas y se
        retiran cuando caducan.
      </p>
      <h2>Cómo nos financiamos</h2>
      <p>
        Algunos enlaces son de afiliación: si compras tras hacer clic, la tienda puede pagarnos una pequeña
        comisión sin que a ti te cueste más. También mostramos anuncios patrocinados, siempre identificados como
        tales.
      </p>
      <p>
        ¿Tienes una sugerencia o has encontrado un error? Escríbenos desde la página de{' '}
        <Link to="/contacto">contacto</Link>.
      </p>
    </StaticPage>
  );
}
