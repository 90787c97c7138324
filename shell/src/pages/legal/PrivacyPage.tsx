import { Link } from 'react-router';
import { ALERTS_PRIVACY, ALERTS_RETENTION_MONTHS, ALERTS_UNCONFIRMED_HOURS, CONTACT_RETENTION_MONTHS } from '@ofertas/contracts/rules';
import { useOwner, withFullStop, Email } from './owner';
import { StaticPage } from '../StaticPage';

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
