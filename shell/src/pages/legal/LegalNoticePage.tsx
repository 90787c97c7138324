import { useOwner, Email } from './owner';
import { StaticPage } from '../StaticPage';

export function LegalNoticePage() {
  const o = useOwner();
  return (
    <StaticPage pattern="/legal/aviso-legal">
      <h2>Titular</h2>
      <p>
        En cumplimiento del artículo 10 de la Ley 34/2002 (LSSI), se informa de que el titular de {o.site} es{' '}
        {o.owner}
        {o.address ? `, con domicilio en ${o.address}` : ''}, correo electrónico de contacto <Email email={o.email} />.
      </p>
      <h2>Gratuidad</h2>
      <p>El acceso y el uso de la web son gratuitos, sin perjuicio del coste de conexión a internet del usuario.</p>
      <h2>Usuarios</h2>
      <p>
        El usuario debe ser mayor de edad. Al usar la web declara serlo y acepta este aviso legal. La web se dirige
        principalmente a usuarios residentes en España.
      </p>
      <h2>Comentarios y contenidos de los usuarios</h2>
      <p>
        El titular podrá retirar, sin previo aviso, los comentarios o contenidos que sean ilícitos, ofensivos,
        publicitarios o ajenos a la temática de la web.
      </p>
      <h2>Enlaces a otros sitios</h2>
      <p>
        La web contiene enlaces a tiendas y sitios de terceros. El titular no se responsabiliza de sus contenidos,
        precios, productos, políticas de privacidad ni de los daños que pudieran derivarse de su uso.
      </p>
      <h2>Responsabilidad</h2>
      <p>
        El titular procura que la información publicada sea exacta y esté actualizada, pero no garantiza la
        ausencia de errores ni la disponibilidad continua de la web.
      </p>
    </StaticPage>
  );
}
