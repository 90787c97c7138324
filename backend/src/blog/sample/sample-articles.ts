/**
 * Hand-written Spanish sample articles, one per savings theme. Product blocks name a category of the sample
 * catalogue; the seed puts in the first sample product of that category (its title, affiliate link and
 * image), so every block points at a product the sample catalogue really has.
 */

/** Which parts of a section's product block are shown (SPEC §3 content section). */
export interface SampleProductBlock {
  /** Category name of the sample catalogue (CATEGORY_NAMES) the product comes from. */
  from: string;
  /** showProduct: the product image (urlImage). */
  image?: boolean;
  /** showProductUrl: the 'Ir a la oferta' button (productUrl). */
  url?: boolean;
  /** showProductCard: an offers product card found by the product's title (productCard). */
  card?: boolean;
}

export interface SampleSection {
  section: string;
  /** Markdown. */
  text: string;
  product?: SampleProductBlock;
}

export interface SampleArticle {
  slug: string;
  title: string;
  category: string;
  /** The cover uses this catalogue category's colour and pictogram. */
  cover: string;
  /** Published this many days before the seed runs (dates spread over the last year). */
  daysAgo: number;
  keySearch: string;
  tags: string[];
  /** Markdown. */
  description: string;
  sections: SampleSection[];
}

export const SAMPLE_ARTICLES: readonly SampleArticle[] = [
  {
    slug: 'black-friday-2024',
    // The slug is the one the Black Friday page links to (SPEC); the title names no year, so it never looks stale.
    title: 'Black Friday: cómo preparar tus compras y ahorrar de verdad',
    category: 'Black Friday',
    cover: 'Laptops',
    daysAgo: 4,
    keySearch: 'portátil',
    tags: ['black friday', 'ofertas', 'tecnología', 'ahorro'],
    description:
      'El **Black Friday** es la semana con más descuentos del año, pero también la de más prisas. Te contamos cómo llegar con una lista clara, comparar precios y quedarte solo con las **ofertas que de verdad merecen la pena**.',
    sections: [
      {
        section: 'Haz tu lista antes del viernes',
        text:
          'Apunta lo que necesitas y un **precio máximo** para cada cosa. Si lo sigues unas semanas antes, sabrás si el descuento es real o si el precio subió justo antes de la campaña.\n\n- Prioriza lo que ibas a comprar igualmente.\n- Revisa el coste de envío y el plazo de devolución.\n- Desconfía de los contadores de tiempo: casi siempre vuelven.',
      },
      {
        section: 'Portátiles: procesador, memoria y precio',
        text:
          'Para estudiar o teletrabajar, un portátil con **16 GB de memoria** y un SSD de 512 GB va sobrado. En Black Friday los modelos de la generación anterior suelen bajar más que los recién salidos y rinden casi igual.',
        product: { from: 'Laptops', image: true, url: true },
      },
      {
        section: 'Televisores y sonido para el salón',
        text:
          'Las barras de sonido son de lo que más baja en estas fechas. Comprueba que tenga **HDMI eARC** si tu televisor lo admite: así controlas el volumen con un solo mando.',
        product: { from: 'TV Accessories', card: true },
      },
      {
        section: 'Auriculares inalámbricos',
        text: 'Fíjate en la autonomía con el estuche y en la cancelación de ruido. Un modelo de la temporada pasada con buen descuento suele ser la mejor compra.',
        product: { from: 'Headphones', card: true },
      },
      {
        section: 'Evita las falsas rebajas',
        text:
          'Compara el precio de hoy con el de las semanas anteriores y con otras tiendas. En nuestra página de [ofertas de Black Friday](/ofertas/black-friday) reunimos los descuentos del momento, y en [cupones](/cupones) tienes códigos que se suman al precio rebajado.',
      },
    ],
  },
  {
    slug: 'vuelta-al-cole-sin-gastar-de-mas',
    title: 'Vuelta al cole sin gastar de más: lista de compras inteligente',
    category: 'Vuelta al cole',
    cover: 'Bags',
    daysAgo: 78,
    keySearch: 'mochila',
    tags: ['vuelta al cole', 'estudiantes', 'mochilas', 'ahorro'],
    description:
      'Septiembre llega con una lista larga: material, ropa, tecnología. Con un poco de orden se puede **ahorrar hasta un tercio** del gasto sin renunciar a nada importante.',
    sections: [
      {
        section: 'Reutiliza antes de comprar',
        text: 'Revisa lo que sobró del curso pasado: estuches, carpetas y calculadoras suelen servir un año más. Compra solo lo que falta y **comparte compras grandes** con otras familias.',
      },
      {
        section: 'Una mochila que dure varios cursos',
        text:
          'Mejor una mochila resistente con la espalda acolchada que una de moda que se rompe en noviembre. Una buena bolsa de viaje o maleta de cabina también sirve para las excursiones.',
        product: { from: 'Bags', image: true, url: true },
      },
      {
        section: 'Tecnología para estudiar',
        text:
          'Para secundaria y universidad basta un equipo ligero con buena batería. Un **teclado inalámbrico** y un ratón cómodos hacen más llevaderas las horas de estudio.',
        product: { from: 'Keyboards', card: true },
      },
      {
        section: 'Aprovecha la campaña',
        text: 'En nuestra página de [vuelta al cole](/ofertas/vuelta-al-cole) agrupamos los descuentos de estas semanas, y muchas tiendas añaden [cupones](/cupones) para material escolar.',
      },
    ],
  },
  {
    slug: 'como-usar-cupones-descuento',
    title: 'Cómo usar cupones y códigos descuento sin perder tiempo',
    category: 'Cupones',
    cover: 'Skincare',
    daysAgo: 121,
    keySearch: 'crema',
    tags: ['cupones', 'códigos descuento', 'belleza'],
    description:
      'Un **código descuento** bien usado se suma a la oferta de la tienda. Te explicamos dónde encontrarlos, cómo leer sus condiciones y por qué a veces no funcionan.',
    sections: [
      {
        section: 'Dónde encontrar códigos que funcionan',
        text: 'Busca en la página de [cupones](/cupones) de la tienda antes de pagar. Los códigos **exclusivos** suelen dar más descuento que los públicos y caducan antes.',
      },
      {
        section: 'Lee las condiciones',
        text:
          'Un cupón puede exigir un **importe mínimo**, valer solo para clientes nuevos o excluir marcas concretas. Si el carrito no lo acepta, revisa:\n\n1. la fecha de caducidad,\n2. las categorías incluidas,\n3. si se combina con otras promociones.',
      },
      {
        section: 'Cuidado facial con descuento',
        text: 'La cosmética es de las categorías con más cupones. Los formatos grandes salen más baratos por mililitro.',
        product: { from: 'Skincare', image: true, url: true, card: true },
      },
      {
        section: 'Protección solar todo el año',
        text: 'Compra la crema solar fuera de temporada: en otoño e invierno los descuentos son mayores.',
        product: { from: 'Cosmetics', card: true },
      },
    ],
  },
  {
    slug: 'rebajas-de-enero-ropa-y-calzado',
    title: 'Rebajas de enero: guía para acertar con la ropa y el calzado',
    category: 'Rebajas',
    cover: "Men's Footwear",
    daysAgo: 310,
    keySearch: 'zapatillas',
    tags: ['rebajas', 'moda', 'zapatillas'],
    description:
      'Las **rebajas de invierno** empiezan el 7 de enero y las segundas rebajas llegan a finales de mes. Estas son nuestras reglas para comprar ropa y calzado sin arrepentirse.',
    sections: [
      {
        section: 'Compra básicos, no caprichos',
        text: 'Las prendas que combinas con todo son las que más rentabilizas. Un buen abrigo o unas zapatillas cómodas compensan más que una prenda de tendencia.',
      },
      {
        section: 'Zapatillas: la talla primero',
        text:
          'Las tallas más comunes se agotan los primeros días. Si conoces tu talla en una marca, **compra pronto** y aprovecha la devolución gratuita si no te convence.',
        product: { from: "Men's Footwear", image: true, url: true },
      },
      {
        section: 'Moda mujer con descuento',
        text: 'Los vestidos y la ropa de temporada bajan hasta un 50 % en las segundas rebajas.',
        product: { from: "Women's Footwear", card: true },
      },
      {
        section: 'Devoluciones y plazos',
        text: 'En rebajas la tienda debe mantener su política de devoluciones habitual. Guarda el ticket y revisa el plazo: algunas tiendas lo amplían en enero.',
      },
    ],
  },
  {
    slug: 'como-saber-si-una-oferta-es-buena',
    title: 'Cómo saber si una oferta es buena: historial de precios y trucos',
    category: 'Consejos',
    cover: 'Mobile Phones',
    daysAgo: 205,
    keySearch: 'smartphone',
    tags: ['comparar precios', 'historial de precios', 'móviles'],
    description:
      'Un **porcentaje de descuento** grande no siempre significa un buen precio. Con el historial de precios y dos o tres comprobaciones sabrás si estás ante una ganga o ante un precio inflado.',
    sections: [
      {
        section: 'Mira el historial, no el porcentaje',
        text: 'El precio "antes" lo elige la tienda. Lo que cuenta es si el precio de hoy es **el más bajo de los últimos meses**: en cada producto te enseñamos su evolución.',
      },
      {
        section: 'Móviles: espera a la nueva generación',
        text:
          'Cuando sale un modelo nuevo, el anterior baja de precio. Si no necesitas lo último, ahí está el mejor momento para comprar.',
        product: { from: 'Mobile Phones', card: true },
      },
      {
        section: 'Relojes y accesorios',
        text: 'Los accesorios tienen márgenes altos y descuentos frecuentes: no compres a precio completo.',
        product: { from: 'Watches', image: true, url: true },
      },
      {
        section: 'Compara el precio final',
        text: 'Suma gastos de envío, accesorios necesarios y garantía. Una oferta 10 € más barata con envío de 15 € no es una oferta.',
      },
    ],
  },
  {
    slug: 'ahorrar-energia-en-casa',
    title: 'Ahorrar energía en casa: electrodomésticos que se pagan solos',
    category: 'Hogar',
    cover: 'Home Appliances',
    daysAgo: 160,
    keySearch: 'aspiradora',
    tags: ['hogar', 'electrodomésticos', 'ahorro energético'],
    description:
      'La factura de la luz depende mucho de los **electrodomésticos**. Cambiar los que más consumen por modelos eficientes se nota cada mes.',
    sections: [
      {
        section: 'Lavavajillas: menos agua que fregar a mano',
        text:
          'Un lavavajillas moderno con **programa eco** gasta menos agua que lavar a mano. Llénalo del todo y evita el prelavado.',
        product: { from: 'Home Appliances', image: true, url: true },
      },
      {
        section: 'Aspiradoras sin cable',
        text: 'Las aspiradoras escoba consumen poco y se cargan en pocas horas. Fíjate en la autonomía real y en si la batería es extraíble.',
        product: { from: 'Vacuum Cleaners', card: true },
      },
      {
        section: 'Iluminación LED inteligente',
        text: 'Las bombillas LED gastan hasta un 80 % menos que las halógenas. Las regulables permiten ajustar la luz y ahorrar todavía más.',
        product: { from: 'Home Accessories', card: true },
      },
      {
        section: 'Pequeños gestos',
        text: '- Desenchufa lo que no uses.\n- Pon la lavadora en frío.\n- Aprovecha las horas valle de tu tarifa.',
      },
    ],
  },
  {
    slug: 'regalos-de-navidad-con-presupuesto',
    title: 'Regalos de Navidad con presupuesto: ideas para todos',
    category: 'Regalos',
    cover: 'Toys',
    daysAgo: 345,
    keySearch: 'lego',
    tags: ['navidad', 'regalos', 'juguetes', 'perfumes'],
    description:
      'Fija un **presupuesto por persona** y compra con antelación: en diciembre los precios suben y los envíos se retrasan. Aquí van ideas que siempre aciertan.',
    sections: [
      {
        section: 'Juguetes de construcción',
        text: 'Los sets de construcción gustan a pequeños y mayores. Compra en noviembre: en diciembre los más populares se agotan.',
        product: { from: 'Toys', image: true, url: true, card: true },
      },
      {
        section: 'Joyas y detalles',
        text: 'Una pulsera o unos pendientes son un regalo pequeño y duradero. Muchas joyerías ofrecen grabado gratis.',
        product: { from: 'Jewellery', image: true, url: true },
      },
      {
        section: 'Perfumes: los formatos pequeños',
        text: 'Los frascos de 50 ml salen más baratos y son ideales para probar una fragancia nueva.',
        product: { from: 'fragancias', card: true },
      },
      {
        section: 'Envuelve y guarda el ticket',
        text: 'Pide **ticket regalo**: el plazo de cambio suele ampliarse hasta mediados de enero.',
      },
    ],
  },
  {
    slug: 'viajar-barato-escapadas',
    title: 'Viajar barato: escapadas de fin de semana y equipaje sin sorpresas',
    category: 'Viajes',
    cover: 'Travel',
    daysAgo: 250,
    keySearch: 'maleta',
    tags: ['viajes', 'escapadas', 'maletas'],
    description:
      'Una escapada de dos noches puede costar menos que una cena fuera si eliges bien **la fecha** y **el equipaje**. Estas son nuestras claves.',
    sections: [
      {
        section: 'Elige fechas flexibles',
        text: 'Los domingos y entre semana los alojamientos bajan de precio. Si puedes moverte un día, ahorrarás bastante.',
      },
      {
        section: 'Escapadas con todo incluido',
        text: 'Los paquetes con cena y alojamiento suelen salir más baratos que reservar por separado.',
        product: { from: 'Travel', image: true, url: true },
      },
      {
        section: 'Una maleta de cabina que cumpla las medidas',
        text:
          'Revisa las medidas de tu aerolínea: una maleta rígida ligera evita pagar por facturar. Las **cuatro ruedas** se agradecen en aeropuertos grandes.',
        product: { from: 'Bags', card: true },
      },
      {
        section: 'Cupones de viajes',
        text: 'Muchas webs de viajes publican [cupones](/cupones) para reservas anticipadas o de última hora.',
      },
    ],
  },
  {
    slug: 'montar-un-pc-gaming-por-piezas',
    title: 'Montar un PC gaming por piezas sin pasarte de presupuesto',
    category: 'Tecnología',
    cover: 'Computer Components',
    daysAgo: 40,
    keySearch: 'ratón',
    tags: ['gaming', 'pc', 'periféricos', 'tecnología'],
    description:
      'Montar tu propio ordenador permite **gastar donde importa**: la tarjeta gráfica y el procesador. Te contamos en qué ahorrar y en qué no.',
    sections: [
      {
        section: 'Reparte el presupuesto',
        text:
          '| Pieza | Parte del presupuesto |\n|---|---|\n| Tarjeta gráfica | 35–40 % |\n| Procesador | 20 % |\n| Memoria y SSD | 20 % |\n| Resto | 20–25 % |',
      },
      {
        section: 'Caja y refrigeración',
        text: 'Una buena caja con flujo de aire alarga la vida de los componentes y reduce el ruido.',
        product: { from: 'Computer Components', image: true, url: true },
      },
      {
        section: 'Periféricos',
        text: 'El ratón y el teclado se usan a diario: aquí compensa invertir un poco más.',
        product: { from: 'Peripherals', card: true },
      },
      {
        section: 'Si prefieres uno montado',
        text: 'Los equipos de sobremesa ya montados bajan mucho en campañas como el [Black Friday](/blog/black-friday-2024).',
        product: { from: 'Computers', card: true },
      },
    ],
  },
];
