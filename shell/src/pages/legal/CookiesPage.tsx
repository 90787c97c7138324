import { Link } from 'react-router';
import { useOwner } from './owner';
import { StaticPage } from '../StaticPage';

export function CookiesPage() {
  const o = useOwner();
  return (
    <StaticPage pattern="/legal/cookies">
      <p>
        Una cookie es un pequeño archivo que un sitio web guarda en tu navegador para recordar información sobre
        tu visita. {o.site} utiliza cookies y tecnologías similares (como el almacenamiento local del navegador)
        conforme al artículo 22.2 de la Ley 34/2002 de Servicios de la Sociedad de la Información (LSSI) y al RGPD.
      </p>
      <h2>Tipos de cookies según su finalidad</h2>
      <ul>
        <li>
          <strong>Técnicas o necesarias:</strong> permiten que la web funcione y recuerdan tus preferencias, por
          ejemplo que ya has aceptado este aviso o tu última búsqueda. Se guardan en el almacenamiento local de tu
          navegador y no requieren consentimiento.
        </li>
        <li>
          <strong>mf_bucket (técnica, propia, 1 año):</strong> un número al azar del 0 al 99 que el servidor guarda
          la primera vez que visitas la web. Sirve para que, cuando probamos una versión nueva de una sección con
          una parte de los visitantes, veas siempre la misma versión al recargar. No contiene datos personales ni
          sirve para identificarte o seguirte.
        </li>
        <li>
          <strong>De análisis:</strong> nos permiten medir de forma agregada cuántas personas visitan cada página.
          Solo se instalan las de Google Analytics si pulsas «Aceptar todas las Cookies».
        </li>
        <li>
          <strong>De afiliación:</strong> cuando haces clic en una oferta y visitas la tienda, esta puede instalar
          sus propias cookies para atribuir la compra. Se rigen por la política de cookies de cada tienda.
        </li>
        <li>
          <strong>Publicitarias:</strong> los anuncios patrocinados se muestran sin cookies de seguimiento propias.
        </li>
      </ul>
      <h2>Tipos de cookies según quién las gestiona y su duración</h2>
      <p>
        Las cookies propias las gestiona el titular del sitio; las de terceros, empresas como Google o las tiendas
        asociadas. Las cookies de sesión se borran al cerrar el navegador; las persistentes permanecen durante el
        plazo definido por su responsable, que en ningún caso superará 24 meses.
      </p>
      <h2>Consentimiento</h2>
      <p>
        Al pulsar «Aceptar todas las Cookies» consientes el uso de las cookies de análisis. Si no lo pulsas, solo
        se usan las técnicas. Puedes retirar el consentimiento en cualquier momento borrando los datos del sitio
        en tu navegador.
      </p>
      <h2>Cómo desactivar o eliminar las cookies</h2>
      <p>Puedes bloquear o eliminar las cookies desde la configuración de tu navegador:</p>
      <ul>
        <li>Google Chrome: Configuración › Privacidad y seguridad › Cookies y otros datos de sitios.</li>
        <li>Mozilla Firefox: Ajustes › Privacidad &amp; Seguridad › Cookies y datos del sitio.</li>
        <li>Safari: Ajustes › Privacidad › Gestionar datos de sitios web.</li>
        <li>Microsoft Edge: Configuración › Cookies y permisos del sitio › Administrar y eliminar cookies.</li>
      </ul>
      <p>
        Si desactivas todas las cookies, es posible que algunas funciones de la web dejen de funcionar
        correctamente. Para más información sobre el tratamiento de tus datos, consulta la{' '}
        <Link to="/legal/privacy">Política de privacidad</Link>.
      </p>
    </StaticPage>
  );
}
