import { useOwner, withFullStop } from './owner';
import { StaticPage } from '../StaticPage';

export function TermsPage() {
  const o = useOwner();
  return (
    <StaticPage pattern="/legal/term">
      <p>
        Estas condiciones regulan el uso de {o.site}, titularidad de {withFullStop(o.owner)} Al navegar por la web aceptas estas
        condiciones; si no estás de acuerdo, te rogamos que no la utilices.
      </p>
      <h2>Objeto del servicio</h2>
      <p>
        La web muestra, de forma gratuita, ofertas de productos, cupones descuento y artículos sobre ahorro. No
        vendemos productos: la compra se realiza siempre en la tienda correspondiente, según sus propias
        condiciones.
      </p>
      <h2>Precios y disponibilidad</h2>
      <p>
        Los precios, descuentos y códigos proceden de las tiendas y pueden cambiar o agotarse sin previo aviso.
        Comprueba siempre el precio final en la tienda antes de comprar.
      </p>
      <h2>Uso correcto</h2>
      <p>
        Te comprometes a usar la web conforme a la ley y a no realizar acciones que puedan dañarla, sobrecargarla o
        impedir su uso normal por otras personas, ni a extraer sus contenidos de forma masiva.
      </p>
      <h2>Propiedad intelectual</h2>
      <p>
        Los textos, diseños y logotipos propios de la web pertenecen a su titular. Las marcas e imágenes de
        productos pertenecen a sus respectivos propietarios.
      </p>
      <h2>Legislación aplicable</h2>
      <p>
        Estas condiciones se rigen por la legislación española. Para cualquier controversia serán competentes los
        juzgados y tribunales del domicilio del consumidor.
      </p>
    </StaticPage>
  );
}
