import { Link } from 'react-router';
import { ALERTS_PRIVACY, ALERTS_RETENTION_MONTHS, ALERTS_UNCONFIRMED_HOURS, CONTACT_RETENTION_MONTHS } from '@ofertas/contracts/rules';
import { useSiteInfo } from '../site/SiteContext';
import { StaticPage } from './StaticPage';

function useOwner() {
  const site = useSiteInfo();
  return {
    site: site?.siteName ?? 'este sitio web',
    owner: site?.owner ?? 'el titular del sitio web',
    email: site?.contactEmail ?? '',
    address: site?.postalAddress ?? '',
  };
}

/** Closes a sentence that ends with a value such as "Ofertas Flash S.L." without doubling its full stop. */
function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

function Email({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span>la dirección indicada en la página de contacto</span>;
}

export function PrivacyPage() {
  const o = useOwner();
  return (
    <StaticPage pattern="/legal/privacy">
      <p>
        Esta política explica qué datos personales se tratan cuando visitas {o.site}, con qué finalidad, durante
        cuánto tiempo y qué derechos tienes, de acuerdo con el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica
        3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
      </p>
      <h2>Responsable del tratamiento</h2>
      <p>
        El responsable del tratamiento es {withFullStop(o.address ? `${o.owner}, con domicilio en ${o.address}` : o.owner)} Puedes contactar con el responsable en <Email email={o.email} />{' '}
        o desde la página de <Link to="/contacto">contacto</Link>.
      </p>
      <h2>Datos que tratamos y finalidades</h2>
      <ul>
        <li>
          Datos que nos envías voluntariamente desde el formulario de <Link to="/contacto">contacto</Link> (tu correo
          electrónico o nombre y tu mensaje): los guardamos en nuestra base de datos con la fecha de envío con la
          única finalidad de leer y responder tu consulta.
        </li>
        <li>{ALERTS_PRIVACY}</li>
        <li>
          Datos de navegación anónimos (página visitada y parámetros de búsqueda) para elaborar estadísticas de uso
          sin identificarte; no usamos cookies para estas estadísticas.
        </li>
        <li>
          Si aceptas las cookies de analítica, datos técnicos de tu dispositivo y navegación tratados por Google
          Analytics para medir la audiencia.
        </li>
      </ul>
      <h2>Base jurídica</h2>
      <p>
        La base jurídica del tratamiento es el consentimiento del interesado (artículo 6.1.a del RGPD), que
        prestas al enviarnos tus datos o al aceptar las cookies. Puedes retirar tu consentimiento en cualquier
        momento, sin que ello afecte a la licitud del tratamiento anterior a su retirada. Los avisos de precio por
        correo se basan en el consentimiento que das al confirmar el enlace que te enviamos. Las estadísticas
        anónimas se basan en nuestro interés legítimo en conocer el uso del sitio (artículo 6.1.f del RGPD).
      </p>
      <h2>Plazo de conservación</h2>
      <p>
        Conservamos los datos personales durante un máximo de 24 meses desde la última interacción, salvo que
        antes solicites su supresión o que una obligación legal exija conservarlos más tiempo; después se
        eliminan o se anonimizan. Los mensajes del formulario de contacto se borran automáticamente
        {` ${CONTACT_RETENTION_MONTHS} `}meses después de su envío. Los correos de los avisos de precio se borran
        {` ${ALERTS_UNCONFIRMED_HOURS} `}horas después de pedir el aviso si no se confirma, al darse de baja y, en todo
        caso,{` ${ALERTS_RETENTION_MONTHS} `}meses después del último aviso enviado.
      </p>
      <h2>Menores de edad</h2>
      <p>
        Solo las personas mayores de 14 años pueden prestar por sí mismas su consentimiento para el tratamiento de
        sus datos (artículo 7 de la LOPDGDD). Si eres menor de 14 años, no nos envíes datos personales sin el
        consentimiento de tus padres o tutores. Si detectamos datos de un menor de 14 años sin dicho
        consentimiento, los eliminaremos.
      </p>
      <h2>Destinatarios</h2>
      <p>
        No cedemos tus datos a terceros salvo obligación legal. Los proveedores que nos prestan servicios de
        alojamiento y analítica actúan como encargados del tratamiento con contrato conforme al artículo 28 del
        RGPD. Si una transferencia internacional fuera necesaria, se realizará con las garantías adecuadas.
      </p>
      <h2>Tus derechos</h2>
      <p>
        Puedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y
        portabilidad de tus datos escribiendo a <Email email={o.email} />, indicando el derecho que ejerces y
        acreditando tu identidad. Si consideras que no hemos atendido correctamente tu solicitud, puedes presentar
        una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es).
      </p>
      <h2>Seguridad</h2>
      <p>
        Aplicamos medidas técnicas y organizativas adecuadas para proteger tus datos frente a la pérdida, el uso
        indebido o el acceso no autorizado.
      </p>
    </StaticPage>
  );
}

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
