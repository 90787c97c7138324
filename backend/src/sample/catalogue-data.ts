/**
 * Hand-written Spanish catalogue tables: for each category of CATEGORY_SLUGS (except 'all'), its display
 * title and description, plausible merchants, and product lines (brands with their models, title templates,
 * price range and feature sentences). The generator turns these into rows; nothing is downloaded.
 *
 * Template syntax (parsed once, at module load): `{brand}`, `{model}` (a model of the chosen brand) and
 * `{slot}` (a value of the line's or the category's slot of that name). A model or slot value may carry a
 * price: `'IdeaPad Slim 3|649'` sets the base price, `'32GB|+150'` adds to it.
 */
import type { CategoryName } from '@ofertas/contracts';
import type { MerchantKey } from './merchants';

export type PictogramGroup =
  | 'laptop'
  | 'desktop'
  | 'chip'
  | 'mouse'
  | 'keyboard'
  | 'cable'
  | 'wifi'
  | 'gadget'
  | 'tv'
  | 'phone'
  | 'headphones'
  | 'watch'
  | 'jewel'
  | 'bottle'
  | 'lipstick'
  | 'razor'
  | 'health'
  | 'bag'
  | 'shirt'
  | 'shoe'
  | 'racket'
  | 'sofa'
  | 'vacuum'
  | 'tool'
  | 'lamp'
  | 'appliance'
  | 'pan'
  | 'toy'
  | 'gamepad'
  | 'camera'
  | 'baby'
  | 'paw'
  | 'plant'
  | 'suitcase';

export interface ProductLine {
  /** Brand → models (a model may end in `|price`). An empty list: the templates do not use {model}. */
  readonly brands: Readonly<Record<string, readonly string[]>>;
  /** Title templates. */
  readonly t: readonly string[];
  /** Base price range in euros when the model carries no price. */
  readonly p: readonly [number, number];
  /** Feature sentences (one is used as the description's first sentence). */
  readonly d: readonly string[];
  /** Slots for this line (override the category's). */
  readonly s?: Readonly<Record<string, readonly string[]>>;
  /** Relative weight of the line inside its category (default 1). */
  readonly w?: number;
  /** Merchants of this line, most frequent first (default: the category's). */
  readonly m?: readonly MerchantKey[];
}

export interface CategorySpec {
  /** Stable numeric category id (Awin-like). */
  readonly id: number;
  /** Spanish display title. */
  readonly title: string;
  /** Spanish description, 1–2 sentences. */
  readonly description: string;
  readonly group: PictogramGroup;
  /** Hue (0–359) of the category's gradient. */
  readonly hue: number;
  /** Relative share of the catalogue. */
  readonly weight: number;
  /** Merchants, most frequent first. */
  readonly merchants: readonly MerchantKey[];
  readonly lines: readonly ProductLine[];
  /** Slots shared by the category's lines. */
  readonly s?: Readonly<Record<string, readonly string[]>>;
  /** Category-level sentences for descriptions. */
  readonly d: readonly string[];
  /** Stays and tickets: no EAN, no shipping. */
  readonly service?: boolean;
}

type RealCategory = Exclude<CategoryName, 'all'>;

const COLORS_FASHION = ['negro', 'blanco', 'beige', 'azul marino', 'verde oliva', 'burdeos', 'gris', 'camel'];
const SIZES_SHOES_M = ['40', '41', '42', '42,5', '43', '44', '45'];
const SIZES_SHOES_W = ['36', '37', '37,5', '38', '39', '40', '41'];
const SIZES_CLOTHES = ['XS', 'S', 'M', 'L', 'XL'];

export const CATEGORY_SPECS: Readonly<Record<RealCategory, CategorySpec>> = {
  Cosmetics: {
    id: 101,
    title: 'Cosmética',
    description: 'Cremas corporales, protectores solares y kits de belleza con descuento de las mejores marcas.',
    group: 'bottle',
    hue: 330,
    weight: 3,
    merchants: ['druni', 'douglas', 'lookfantastic', 'promofarma', 'elcorteingles', 'miravia'],
    s: { ml: ['50 ml', '100 ml', '200 ml', '400 ml|+6'] },
    lines: [
      {
        brands: { Nivea: ['Soft', 'Q10 Power Crema Corporal', 'Creme', 'Sun Protect & Moisture SPF 50', 'Men Creme'], Isdin: ['Fotoprotector Fusion Water SPF 50', 'Ureadin Lotion 10', 'Fotoprotector Transparent Spray Wet Skin SPF 50'], Garnier: ['Delial SPF 50+', 'Body Superfood', 'Delial Bruma Protectora SPF 30'], "L'Oréal Paris": ['Revitalift', 'Age Perfect', 'Bálsamo Hidratante Corporal'], 'Avène': ['Solar Spray SPF 50+', 'Cicalfate+', 'Leche Corporal Hidratante'], Neutrogena: ['Fórmula Noruega Crema de Manos', 'Bálsamo Corporal Reparador'], 'Bioderma': ['Photoderm Max SPF 50+', 'Atoderm Crema'] },
        t: ['{brand} {model} {ml}'],
        p: [7, 32],
        d: ['Textura ligera de rápida absorción que deja la piel suave e hidratada durante todo el día.', 'Fórmula dermatológicamente testada, apta para toda la familia.'],
      },
      {
        brands: { Rituals: ['The Ritual of Sakura', 'The Ritual of Karma', 'The Ritual of Ayurveda'], 'The Body Shop': ['Shea', 'British Rose', 'Strawberry'], "Kiehl's": ['Creme de Corps'] },
        t: ['Set de regalo {brand} {model} {n} piezas', 'Kit de baño {brand} {model}'],
        s: { n: ['3', '4', '5|+10'] },
        p: [19, 59],
        d: ['Un set de regalo perfecto con gel de ducha, crema corporal y exfoliante en un estuche elegante.', 'Aromas envolventes inspirados en rituales de bienestar de todo el mundo.'],
      },
    ],
    d: ['Producto original con fecha de caducidad garantizada.', 'Sin parabenos y no testado en animales.'],
  },
  Bags: {
    id: 102,
    title: 'Bolsos y mochilas',
    description: 'Bolsos, mochilas y maletas de cabina de marcas que te acompañan a todas partes, rebajados.',
    group: 'bag',
    hue: 25,
    weight: 3,
    merchants: ['zalando', 'elcorteingles', 'miravia', 'decathlon'],
    s: { color: COLORS_FASHION },
    lines: [
      {
        brands: { 'Michael Kors': ['Jet Set|189', 'Hamilton|259'], Guess: ['Noelle|119', 'Vikky|129'], Tous: ['Kaos Mini|99', 'Amaya|139'], Lacoste: ['Chantaco|169'], 'Calvin Klein': ['Must|109'], Parfois: ['Basic|29'] },
        t: ['Bolso de hombro {brand} {model} {color}', 'Bolso bandolera {brand} {model} {color}', 'Bolso tote {brand} {model} de piel sintética'],
        p: [25, 200],
        d: ['Bolso con compartimento principal con cremallera, bolsillo interior y correa ajustable.', 'Acabado en piel con herrajes metálicos dorados y forro textil con el logo de la marca.'],
      },
      {
        brands: { Eastpak: ['Padded Pak\'r|45', 'Out Of Office|65'], 'The North Face': ['Borealis|99', 'Jester|79'], Herschel: ['Little America|109'], Quechua: ['NH Arpenaz 100 20L|9', 'MH500 30L|39'], Samsonite: ['Guardit 2.0|95'] },
        t: ['Mochila {brand} {model} {color}', 'Mochila para portátil {brand} {model} 15,6"'],
        p: [15, 120],
        d: ['Mochila resistente con respaldo acolchado, tirantes ergonómicos y funda para portátil.', 'Tejido hidrófugo y varios bolsillos organizadores para el día a día.'],
      },
      {
        brands: { Samsonite: ['Upscape Spinner 55 cm|189', 'Magnum Eco Spinner 69 cm|249'], 'American Tourister': ['Soundbox Spinner 55 cm|99', 'Bon Air DLX 66 cm|119'], Cabin: ['Zero Weekender 40 L|39'] },
        t: ['Maleta de cabina {brand} {model} {color}', 'Maleta rígida {brand} {model} con 4 ruedas'],
        p: [40, 260],
        d: ['Carcasa resistente a impactos, cierre TSA y cuatro ruedas dobles giratorias 360°.'],
      },
    ],
    d: ['Devolución gratuita durante 30 días.', 'Diseño atemporal que combina con cualquier look.'],
  },
  cables: {
    id: 103,
    title: 'Cables y cargadores',
    description: 'Cables USB-C, HDMI y cargadores rápidos para tener todos tus dispositivos siempre conectados.',
    group: 'cable',
    hue: 200,
    weight: 2,
    merchants: ['pccomponentes', 'mediamarkt', 'worten', 'fnac', 'carrefour'],
    s: { len: ['1 m', '1,5 m', '2 m', '3 m|+4'] },
    lines: [
      {
        brands: { Anker: ['PowerLine III', 'PowerLine+ II'], Ugreen: ['Nylon', 'Premium'], Belkin: ['BoostCharge Pro'], Baseus: ['Crystal Shine'], Aukey: ['Impulse'] },
        t: ['Cable USB-C a USB-C {brand} {model} {len} 100 W', 'Cable USB-C a Lightning {brand} {model} {len} certificado MFi', 'Cable HDMI 2.1 {brand} 8K 60 Hz {len}'],
        p: [7, 29],
        d: ['Conectores reforzados que soportan más de 10.000 flexiones.', 'Transferencia de datos y carga rápida en un único cable trenzado.'],
      },
      {
        brands: { Anker: ['Nano 65W|45', '735 Nano II|59'], Ugreen: ['Nexode 100W|69', 'Nexode 30W|22'], Belkin: ['BoostCharge 25W|25'], Xiaomi: ['67W Turbo|29'], Samsung: ['Super Fast Charging 45W|35'] },
        t: ['Cargador {brand} {model} GaN USB-C', 'Cargador rápido {brand} {model} con cable incluido'],
        p: [15, 70],
        d: ['Tecnología GaN: más potencia en un tamaño un 40 % más pequeño que un cargador convencional.', 'Compatible con portátiles, tabletas y móviles con Power Delivery.'],
      },
    ],
    d: ['Garantía del fabricante de 18 meses.', 'Perfecto para casa, la oficina o los viajes.'],
  },
  'Computer Components': {
    id: 104,
    title: 'Componentes de PC',
    description: 'Tarjetas gráficas, procesadores, memorias y discos SSD para montar o mejorar tu ordenador.',
    group: 'chip',
    hue: 260,
    weight: 4,
    merchants: ['pccomponentes', 'mediamarkt', 'worten', 'miravia'],
    lines: [
      {
        brands: { 'MSI': ['GeForce RTX 5060 Ti Ventus 2X 16GB|479', 'GeForce RTX 5070 Gaming Trio OC 12GB|699', 'GeForce RTX 5090 Suprim Liquid 32GB|2899'], 'ASUS': ['Dual GeForce RTX 5060 8GB|339', 'TUF Gaming GeForce RTX 5080 16GB|1399', 'ROG Astral GeForce RTX 5090 32GB|3199'], Gigabyte: ['Radeon RX 9070 XT Gaming OC 16GB|729', 'GeForce RTX 5070 Windforce 12GB|629'], Sapphire: ['Pulse Radeon RX 9060 XT 16GB|399', 'Nitro+ Radeon RX 9070 XT 16GB|799'] },
        t: ['Tarjeta gráfica {brand} {model} PCIe 5.0', 'Tarjeta gráfica {brand} {model}'],
        p: [300, 3000],
        d: ['Rendimiento de nueva generación para jugar en 1440p y 4K con trazado de rayos.', 'Sistema de refrigeración con tres ventiladores y placa trasera de metal.'],
        w: 2,
      },
      {
        brands: { AMD: ['Ryzen 5 7600X|199', 'Ryzen 7 9800X3D|499', 'Ryzen 9 9950X|649'], Intel: ['Core i5-14600KF|229', 'Core Ultra 7 265K|349', 'Core Ultra 9 285K|579'] },
        t: ['Procesador {brand} {model}', 'Procesador {brand} {model} Box'],
        p: [150, 650],
        d: ['Procesador de última generación con gran rendimiento en juegos y creación de contenido.'],
      },
      {
        brands: { Kingston: ['FURY Beast|+0', 'FURY Renegade|+20'], Corsair: ['Vengeance RGB|+15', 'Vengeance|+0'], 'G.Skill': ['Trident Z5 RGB|+25'], Crucial: ['Pro|+0'] },
        t: ['Memoria RAM {brand} {model} DDR5 {ram} 6000 MHz CL30', 'Memoria RAM {brand} {model} DDR4 {ram} 3200 MHz'],
        s: { ram: ['16GB (2x8GB)|55', '32GB (2x16GB)|99', '64GB (2x32GB)|189'] },
        p: [45, 200],
        d: ['Disipador de aluminio y perfiles XMP/EXPO para overclock con un clic.'],
      },
      {
        brands: { Samsung: ['990 Pro|+30', '990 EVO Plus|+0'], 'WD Black': ['SN850X|+20', 'SN7100|+0'], Crucial: ['T500|+10', 'P3 Plus|-10'], Kingston: ['NV3|-15', 'KC3000|+10'] },
        t: ['Disco SSD {brand} {model} {cap} M.2 NVMe PCIe 4.0', 'SSD {brand} {model} {cap} M.2 2280'],
        s: { cap: ['500GB|55', '1TB|85', '2TB|150', '4TB|290'] },
        p: [50, 300],
        d: ['Velocidades de lectura secuencial de hasta 7.400 MB/s para cargar juegos y programas al instante.'],
      },
      {
        brands: { Corsair: ['RM850e|119', 'RM1000x|189'], 'Be Quiet!': ['Pure Power 12 M 750W|109'], Tempest: ['GPM 750W|69'], NZXT: ['H5 Flow|89', 'H9 Elite|229'], 'Lian Li': ['O11 Dynamic EVO|159'] },
        t: ['{brand} {model}', 'Componente {brand} {model} para PC gaming'],
        p: [60, 230],
        d: ['Fabricación de calidad con garantía extendida del fabricante.'],
      },
    ],
    d: ['Compatible con las plataformas más recientes.', 'Envío en 24 horas y asistencia técnica en español.'],
  },
  Furniture: {
    id: 105,
    title: 'Muebles',
    description: 'Sofás, mesas, sillas y estanterías para renovar tu casa sin gastar de más.',
    group: 'sofa',
    hue: 35,
    weight: 3,
    merchants: ['conforama', 'leroymerlin', 'elcorteingles', 'manomano', 'carrefour', 'miravia'],
    s: { color: ['gris', 'beige', 'verde', 'azul', 'roble natural', 'blanco', 'nogal'] },
    lines: [
      {
        brands: { Conforama: ['Oslo|399', 'Berlín|549', 'Lyon|799'], 'Kave Home': ['Gilma|899', 'Ceannis|1249', 'Blok|1390'], Homcom: ['Chaise longue|329'], 'Sklum': ['Dhel|629'] },
        t: ['Sofá de 3 plazas {brand} {model} {color}', 'Sofá cama {brand} {model} tapizado en tela {color}', 'Sofá chaise longue {brand} {model} reversible {color}'],
        p: [300, 1400],
        d: ['Asientos con espuma de alta densidad y tapizado desenfundable fácil de limpiar.', 'Estructura de madera maciza de pino y patas de metal negro.'],
        w: 2,
      },
      {
        brands: { 'Kave Home': ['Argo|239', 'Thianna|329'], Homcom: ['extensible|149'], Sklum: ['Lenka|179'], Conforama: ['Madrid|129'] },
        t: ['Mesa de comedor {brand} {model} {size} {color}', 'Mesa de centro elevable {brand} {model} {color}'],
        s: { size: ['120 x 80 cm', '160 x 90 cm|+60', '180 x 90 cm|+90'] },
        p: [90, 450],
        d: ['Tablero de melamina resistente a arañazos y manchas, montaje sencillo.'],
      },
      {
        brands: { 'Songmics': ['OBG22|149'], Sklum: ['Ofis|119'], 'Corsair': ['TC100 Relaxed|299'], Newskill: ['Kaidan|199'], 'Kave Home': ['Tamara|159'] },
        t: ['Silla de oficina ergonómica {brand} {model} {color}', 'Silla gaming {brand} {model} con reposabrazos 4D'],
        p: [90, 320],
        d: ['Respaldo con soporte lumbar regulable y asiento basculante con bloqueo.'],
      },
      {
        brands: { 'Kave Home': ['Marvin|129'], Sklum: ['Kyra|89'], Conforama: ['Bruma|69'], Homcom: ['Ladder|59'] },
        t: ['Estantería de {n} baldas {brand} {model} {color}', 'Aparador {brand} {model} de 3 puertas {color}'],
        s: { n: ['4', '5', '6|+20'] },
        p: [50, 400],
        d: ['Diseño nórdico con acabado en madera que encaja en salones, dormitorios y despachos.'],
      },
    ],
    d: ['Entrega a domicilio con opción de montaje.', 'Medidas y materiales detallados en la ficha del producto.'],
  },
  'Vacuum Cleaners': {
    id: 106,
    title: 'Aspiradoras',
    description: 'Aspiradoras sin cable, robots aspiradores y escobas eléctricas para una casa siempre limpia.',
    group: 'vacuum',
    hue: 280,
    weight: 3,
    merchants: ['mediamarkt', 'worten', 'elcorteingles', 'carrefour', 'pccomponentes', 'conforama'],
    lines: [
      {
        brands: { Dyson: ['V12 Detect Slim|599', 'V15 Detect Absolute|749', 'V8 Advanced|349', 'Gen5detect|949'], Rowenta: ['X-Force Flex 14.60|499', 'X-Pert 6.60|199'], Bosch: ['Unlimited 7|379'], Cecotec: ['Conga RockStar 1500 Ultimate|229'], Xiaomi: ['Vacuum Cleaner G11|299'] },
        t: ['Aspiradora sin cable {brand} {model}', 'Aspiradora escoba {brand} {model} con batería extraíble', 'Aspiradora sin cable {brand} {model} {color}'],
        s: { color: ['gris', 'morado', 'dorada', 'azul'] },
        p: [120, 950],
        d: ['Potente succión y hasta 60 minutos de autonomía para limpiar toda la casa de una vez.', 'Filtrado avanzado que atrapa el 99,9 % de las partículas de polvo y alérgenos.'],
        w: 2,
      },
      {
        brands: { iRobot: ['Roomba Combo j9+|899', 'Roomba 405|349'], Roborock: ['Qrevo Curv|1299', 'S8 MaxV Ultra|1099', 'Q7 M5|299'], Dreame: ['L40 Ultra|1199', 'D10 Plus Gen 2|299'], Cecotec: ['Conga 11090 Spin Revolution|399'], Xiaomi: ['Robot Vacuum X20+|549'] },
        t: ['Robot aspirador {brand} {model} {color}', 'Robot aspirador y friegasuelos {brand} {model} con base de autovaciado', 'Robot aspirador {brand} {model} con {pa} de succión'],
        s: { color: ['negro', 'blanco'], pa: ['8.000 Pa', '12.000 Pa|+100', '18.000 Pa|+250'] },
        p: [200, 1300],
        d: ['Navegación láser LiDAR, mapeo de varias plantas y control desde la app.', 'Mopa giratoria y detección de alfombras para fregar sin mojarlas.'],
      },
    ],
    d: ['Dos años de garantía oficial en España.', 'Incluye accesorios para tapicerías, rincones y coches.'],
  },
  DIY: {
    id: 107,
    title: 'Bricolaje',
    description: 'Taladros, atornilladores y herramientas para tus proyectos de bricolaje y reformas.',
    group: 'tool',
    hue: 45,
    weight: 3,
    merchants: ['leroymerlin', 'manomano', 'carrefour', 'elcorteingles', 'miravia'],
    lines: [
      {
        brands: { Bosch: ['Professional GSR 18V-55|189', 'UniversalImpact 18V|129', 'EasyDrill 18V-40|99'], Makita: ['DHP485Z|139', 'DDF484RTJ|329'], DeWalt: ['DCD796D2|259', 'DCD709S2T|169'], 'Black+Decker': ['BCD003C1|69'], 'Ryobi': ['ONE+ R18PD3|119'], Einhell: ['TE-CD 18/40 Li|89'] },
        t: ['Taladro percutor {brand} {model} 18 V {bat}', 'Atornillador a batería {brand} {model} {bat}', 'Taladro {brand} {model} sin cable con maletín'],
        s: { bat: ['sin batería', 'con 1 batería 2,0 Ah|+30', 'con 2 baterías 4,0 Ah|+80'] },
        p: [60, 350],
        d: ['Motor sin escobillas con par de apriete elevado para taladrar madera, metal y ladrillo.', 'Portabrocas de sujeción rápida y luz LED para trabajar en zonas con poca visibilidad.'],
        w: 2,
      },
      {
        brands: { Stanley: ['FatMax|45', 'STMT98109-1|59'], Dexter: ['Kit 108 piezas|39'], Bosch: ['Set 103 piezas|49'], Wera: ['Kraftform Kompakt|69'] },
        t: ['Juego de herramientas {brand} {model}', 'Maletín de herramientas {brand} {model} para el hogar'],
        p: [25, 90],
        d: ['Incluye llaves, destornilladores, puntas y vasos en un maletín organizado.'],
      },
      {
        brands: { Bosch: ['PLR 50 C|119', 'Quigo|49'], Leica: ['Disto D2|149'], 'Black+Decker': ['BDL120|39'] },
        t: ['Nivel láser {brand} {model}', 'Medidor láser {brand} {model}'],
        p: [30, 160],
        d: ['Mide distancias, áreas y volúmenes con precisión milimétrica.'],
      },
    ],
    d: ['Ideal para bricolaje doméstico y profesional.', 'Herramienta con garantía de 2 años.'],
  },
  Skincare: {
    id: 108,
    title: 'Cuidado de la piel',
    description: 'Sérums, cremas hidratantes y limpiadoras de dermocosmética con los mejores descuentos.',
    group: 'bottle',
    hue: 340,
    weight: 4,
    merchants: ['promofarma', 'atida', 'lookfantastic', 'druni', 'douglas', 'elcorteingles'],
    lines: [
      {
        brands: { 'La Roche-Posay': ['Pure Vitamin C10|39', 'Hyalu B5|42', 'Retinol B3|45'], 'Vichy': ['Liftactiv Supreme|35', 'Minéral 89|29'], 'The Ordinary': ['Niacinamide 10% + Zinc 1%|8', 'Hyaluronic Acid 2% + B5|9'], Isdin: ['Flavo-C Ultraglican|44'], 'Sesderma': ['C-Vit Liposomal|36'] },
        t: ['Sérum facial {brand} {model} {ml}', 'Sérum facial con {active} {brand} {model} {ml}'],
        s: { ml: ['30 ml', '50 ml|+8'], active: ['vitamina C', 'ácido hialurónico', 'retinol', 'niacinamida'] },
        p: [8, 50],
        d: ['Fórmula concentrada que ilumina el tono, suaviza las líneas de expresión y unifica la textura.', 'Apto para pieles sensibles y testado bajo control dermatológico.'],
        w: 2,
      },
      {
        brands: { CeraVe: ['Crema Hidratante|15', 'Loción Hidratante Facial SPF 30|17'], 'La Roche-Posay': ['Toleriane Sensitive|21', 'Cicaplast Baume B5+|12'], 'Neutrogena': ['Hydro Boost|16'], Clinique: ['Moisture Surge 100H|42'], Eucerin: ['Hyaluron-Filler Día SPF 30|33'] },
        t: ['Crema hidratante {brand} {model} {ml}', 'Crema facial {brand} {model} para piel {skin} {ml}'],
        s: { ml: ['40 ml', '50 ml', '75 ml|+5'], skin: ['seca', 'mixta', 'grasa', 'sensible'] },
        p: [10, 45],
        d: ['Hidratación intensa durante 48 horas con ceramidas esenciales que refuerzan la barrera cutánea.'],
      },
      {
        brands: { CeraVe: ['Limpiador Espumoso|13'], Bioderma: ['Sensibio H2O|14', 'Sébium Gel Moussant|15'], 'Avène': ['Cleanance Gel|14'], Garnier: ['Agua Micelar|6'] },
        t: ['{brand} {model} {ml}', 'Limpiador facial {brand} {model} {ml}'],
        s: { ml: ['200 ml', '400 ml|+5', '500 ml|+7'] },
        p: [6, 20],
        d: ['Limpia, desmaquilla y calma la piel sin alterar su pH natural.'],
      },
    ],
    d: ['Producto de parafarmacia con envío desde España.', 'Recomendado por dermatólogos.'],
  },
  fragancias: {
    id: 109,
    title: 'Fragancias',
    description: 'Perfumes y colonias para mujer y hombre de las grandes casas, a precios de outlet.',
    group: 'bottle',
    hue: 300,
    weight: 3,
    merchants: ['druni', 'douglas', 'elcorteingles', 'lookfantastic', 'miravia'],
    s: { ml: ['30 ml', '50 ml|+25', '100 ml|+50', '150 ml|+75'] },
    lines: [
      {
        brands: { 'Carolina Herrera': ['Good Girl|75', '212 VIP Rosé|62'], Lancôme: ['La Vie Est Belle|72', 'Idôle|68'], 'Yves Saint Laurent': ['Libre|82', 'Black Opium|79'], Chanel: ['Coco Mademoiselle|119', 'Chance Eau Tendre|109'], Dior: ["J'adore|105", 'Miss Dior|98'], 'Paco Rabanne': ['Olympéa|69'] },
        t: ['Perfume {brand} {model} Eau de Parfum para mujer {ml}', '{brand} {model} Eau de Parfum {ml}'],
        p: [40, 160],
        d: ['Una fragancia floral y envolvente con notas de jazmín, vainilla y almendra.', 'Estela duradera y sofisticada para el día y la noche.'],
      },
      {
        brands: { 'Paco Rabanne': ['1 Million|66', 'Invictus|64', 'Phantom|71'], Dior: ['Sauvage|92'], 'Giorgio Armani': ['Acqua di Giò|85', 'Stronger With You|74'], 'Hugo Boss': ['Boss Bottled|58'], 'Jean Paul Gaultier': ['Le Male|69'], 'Loewe': ['Solo Loewe|62'] },
        t: ['Colonia {brand} {model} Eau de Toilette para hombre {ml}', '{brand} {model} Eau de Parfum para hombre {ml}'],
        p: [40, 150],
        d: ['Notas amaderadas y especiadas con un fondo ambarado muy masculino.', 'Frasco icónico, ideal para regalar.'],
      },
      {
        brands: { 'Adolfo Domínguez': ['Agua Fresca de Rosas|22'], 'Agatha Ruiz de la Prada': ['Gotas de Color|25'], Tous: ['LoveMe|35'], 'Nina Ricci': ['Nina|39'] },
        t: ['Estuche {brand} {model} Eau de Toilette {ml} + loción corporal'],
        p: [20, 60],
        d: ['Estuche de regalo con el perfume y una loción corporal perfumada a juego.'],
      },
    ],
    d: ['Perfume 100 % original.', 'Envío gratis a partir de 29 € y muestras de regalo.'],
  },
  Shaving: {
    id: 110,
    title: 'Afeitado y depilación',
    description: 'Maquinillas, recortadoras de barba y depiladoras IPL para un afeitado perfecto.',
    group: 'razor',
    hue: 190,
    weight: 2,
    merchants: ['promofarma', 'mediamarkt', 'atida', 'elcorteingles', 'druni', 'carrefour'],
    lines: [
      {
        brands: { Philips: ['OneBlade Pro 360|59', 'Series 9000 Prestige|299', 'Series 5000|99', 'Multigroom Series 7000|69'], Braun: ['Series 9 Pro+|329', 'Series 7|149', 'Series 3 ProSkin|69'], Panasonic: ['ES-LV9U|249'] },
        t: ['Afeitadora eléctrica {brand} {model} en seco y mojado', 'Recortadora de barba {brand} {model}', 'Afeitadora {brand} {model} con estación de limpieza'],
        p: [40, 340],
        d: ['Cabezales flexibles que se adaptan al contorno de la cara para un apurado cómodo.', 'Batería de litio con hasta 60 minutos de uso y carga rápida de 5 minutos.'],
        w: 2,
      },
      {
        brands: { 'Gillette': ['Fusion5 ProGlide|22', 'Mach3|14', 'SkinGuard Sensitive|12'], Wilkinson: ['Sword Hydro 5|13'], 'King C. Gillette': ['Kit de afeitado|25'] },
        t: ['Maquinilla {brand} {model} + {n} recambios', 'Recambios de cuchillas {brand} {model} pack de {n}'],
        s: { n: ['4', '8|+10', '12|+18'] },
        p: [8, 40],
        d: ['Cuchillas de precisión con banda lubricante para reducir la irritación.'],
      },
      {
        brands: { Philips: ['Lumea IPL 9000|399', 'Lumea Prestige|449'], Braun: ['Silk-expert Pro 5|329', 'Silk-épil 9|119'], Remington: ['i-Light Pro|179'] },
        t: ['Depiladora {brand} {model}', 'Depiladora IPL {brand} {model} para cuerpo y cara'],
        p: [80, 450],
        d: ['Resultados visibles desde las primeras sesiones con la comodidad de hacerlo en casa.'],
      },
    ],
    d: ['Garantía de 2 años.', 'Compatible con el uso en la ducha.'],
  },
  Health: {
    id: 111,
    title: 'Salud y bienestar',
    description: 'Vitaminas, tensiómetros, termómetros y todo lo necesario para cuidar tu salud en casa.',
    group: 'health',
    hue: 150,
    weight: 3,
    merchants: ['promofarma', 'atida', 'carrefour', 'elcorteingles'],
    lines: [
      {
        brands: { Solgar: ['Vitamina D3 2200 UI|19', 'Magnesio Citrato|24'], Arkopharma: ['Arkoreal Jalea Real|15', 'Arkocápsulas Cola de Caballo|9'], Supradyn: ['Activo|17'], Aquilea: ['Magnesio + Potasio|12', 'Sueño|11'], 'Collagen Lab': ['Colágeno con Magnesio|19'] },
        t: ['{brand} {model} {n} comprimidos', 'Complemento alimenticio {brand} {model} {n} cápsulas'],
        s: { n: ['30', '60|+5', '90|+8', '120|+11'] },
        p: [7, 35],
        d: ['Contribuye al funcionamiento normal del sistema inmunitario y a disminuir el cansancio.', 'Sin gluten ni lactosa, apto para veganos.'],
        w: 2,
      },
      {
        brands: { Omron: ['M3 Comfort|69', 'M7 Intelli IT|99', 'RS4|39'], Beurer: ['BM 27|45', 'BC 54|55'] },
        t: ['Tensiómetro de brazo {brand} {model}', 'Tensiómetro {brand} {model} con memoria para 2 usuarios'],
        p: [25, 110],
        d: ['Medición clínicamente validada y resultados fáciles de leer en pantalla grande.'],
      },
      {
        brands: { Braun: ['ThermoScan 7|49', 'No Touch + Frente|59'], Beurer: ['FT 95|39'], Chicco: ['Infrared Easy Touch|35'] },
        t: ['Termómetro digital {brand} {model}', 'Termómetro {brand} {model} sin contacto'],
        p: [20, 60],
        d: ['Lectura precisa en un segundo con alarma de fiebre por color.'],
      },
    ],
    d: ['Lee las instrucciones de uso antes de su utilización.', 'Producto vendido por farmacia online autorizada.'],
  },
  Peripherals: {
    id: 112,
    title: 'Periféricos',
    description: 'Ratones, monitores, webcams y alfombrillas para tu escritorio o tu setup gaming.',
    group: 'mouse',
    hue: 210,
    weight: 4,
    merchants: ['pccomponentes', 'mediamarkt', 'fnac', 'worten', 'game'],
    lines: [
      {
        brands: { Logitech: ['MX Master 3S|99', 'G502 X Plus|139', 'G Pro X Superlight 2|149', 'M185|15', 'Lift|59'], Razer: ['DeathAdder V3 Pro|149', 'Basilisk V3|69', 'Viper V3 HyperSpeed|79'], Corsair: ['M65 RGB Ultra|79'], SteelSeries: ['Aerox 5 Wireless|119'] },
        t: ['Ratón inalámbrico {brand} {model} {color}', 'Ratón gaming {brand} {model}', 'Ratón {brand} {model} Bluetooth'],
        s: { color: ['negro', 'blanco', 'grafito', 'rosa'] },
        p: [15, 160],
        d: ['Sensor óptico de alta precisión y botones programables desde el software oficial.', 'Autonomía de hasta 70 días con una sola carga por USB-C.'],
        w: 2,
      },
      {
        brands: { LG: ['UltraGear 27GS75Q|299', 'UltraFine 32UN880|549'], Samsung: ['Odyssey G5 LS27CG510|249', 'Odyssey OLED G8|1099', 'ViewFinity S6|349'], 'ASUS': ['ROG Strix XG27ACS|329', 'ProArt PA278CV|399'], 'MSI': ['MAG 274QRF QD E2|279'], Dell: ['UltraSharp U2724D|459', 'S2425H|139'], 'AOC': ['24G4X|139'] },
        t: ['Monitor {brand} {model} {inch}', 'Monitor gaming {brand} {model} {inch} {hz}'],
        s: { inch: ['24" Full HD', '27" QHD|+60', '32" 4K UHD|+200'], hz: ['144 Hz', '180 Hz|+20', '240 Hz|+80'] },
        p: [120, 1300],
        d: ['Panel IPS con colores precisos, tiempo de respuesta de 1 ms y soporte ajustable en altura.', 'Compatible con G-Sync y FreeSync para partidas sin tirones.'],
        w: 2,
      },
      {
        brands: { Logitech: ['Brio 4K|189', 'C920 HD Pro|69'], Razer: ['Kiyo Pro|129'], Elgato: ['Facecam MK.2|149'] },
        t: ['Webcam {brand} {model} con micrófono', 'Webcam {brand} {model} para streaming'],
        p: [40, 200],
        d: ['Imagen nítida con corrección automática de luz para videollamadas y directos.'],
      },
    ],
    d: ['Plug and play en Windows y macOS.', 'Envío en 24 horas.'],
  },
  Laptops: {
    id: 113,
    title: 'Ordenadores portátiles',
    description: 'Portátiles para estudiar, trabajar o jugar, de las mejores marcas y con grandes rebajas.',
    group: 'laptop',
    hue: 220,
    weight: 6,
    merchants: ['pccomponentes', 'mediamarkt', 'fnac', 'worten', 'elcorteingles', 'carrefour'],
    s: {
      ram: ['8GB', '16GB|+100', '32GB|+260'],
      ssd: ['256GB SSD', '512GB SSD|+60', '1TB SSD|+140'],
      screen: ['14"', '15,6"', '16"|+50'],
    },
    lines: [
      {
        brands: { Lenovo: ['IdeaPad Slim 3|449', 'IdeaPad Slim 5|649', 'ThinkPad E14|799', 'Yoga Slim 7|999'], HP: ['15-fd0|429', 'Pavilion Plus 14|749', 'OmniBook 5|699', 'EliteBook 840 G11|1349'], 'ASUS': ['Vivobook 15|449', 'Zenbook 14 OLED|899'], Acer: ['Aspire 5|499', 'Swift Go 14|699'], 'MSI': ['Modern 15|449', 'Prestige 16 AI Evo|1299'], Dell: ['Inspiron 15|549', 'XPS 13|1399'] },
        t: ['Portátil {brand} {model} {screen} {cpu} {ram} {ssd}', 'Portátil {brand} {model} {screen} {cpu} {ram} {ssd} Windows 11 Home', 'Ordenador portátil {brand} {model} {screen} {ram} {ssd}'],
        s: { cpu: ['Intel Core i5', 'Intel Core i7|+150', 'Intel Core Ultra 7|+250', 'AMD Ryzen 5', 'AMD Ryzen 7|+120', 'Intel Core i3|-100'] },
        p: [400, 1500],
        d: ['Pantalla antirreflejos, teclado retroiluminado y batería para toda la jornada.', 'Ligero y fino, con puertos USB-C, HDMI y Wi-Fi 6E.'],
        w: 3,
      },
      {
        brands: { 'ASUS': ['ROG Strix G16|1499', 'TUF Gaming A15|999', 'ROG Zephyrus G14|1899'], 'MSI': ['Katana 15|1099', 'Raider 18 HX|2999', 'Thin 15|799'], Lenovo: ['Legion 5|1399', 'LOQ 15|899'], HP: ['Victus 16|949', 'Omen Transcend 14|1699'], Acer: ['Nitro V 15|849', 'Predator Helios Neo 16|1599'] },
        t: ['Portátil gaming {brand} {model} {screen} {cpu} {ram} {ssd} {gpu}', 'Portátil gaming {brand} {model} {gpu} {ram} {ssd}'],
        s: { ram: ['16GB', '32GB|+150'], cpu: ['Intel Core i7-14650HX', 'AMD Ryzen 7 8845HS', 'Intel Core i9-14900HX|+300', 'AMD Ryzen 9 8945HX|+280'], gpu: ['RTX 4060', 'RTX 5060|+100', 'RTX 5070|+300', 'RTX 5080|+800'] },
        p: [800, 3200],
        d: ['Pantalla de alta frecuencia de refresco y gráfica dedicada para jugar a los últimos títulos.', 'Sistema de refrigeración con doble ventilador y teclado RGB por zonas.'],
        w: 2,
      },
      {
        brands: { Apple: ['MacBook Air 13" M4|1199', 'MacBook Air 15" M4|1499', 'MacBook Pro 14" M5|1899', 'MacBook Pro 16" M4 Pro|2899'] },
        t: ['Apple {model} {ramA} {ssdA} {colorA}', 'Portátil Apple {model} chip {chip} {ramA} {ssdA}'],
        s: { ramA: ['16GB', '24GB|+230'], ssdA: ['256GB', '512GB|+230', '1TB|+460'], colorA: ['Medianoche', 'Plata', 'Azul cielo', 'Negro espacial'], chip: ['CPU 10 núcleos', 'CPU 12 núcleos|+200'] },
        p: [1100, 3500],
        d: ['Chip de Apple con autonomía de hasta 18 horas y pantalla Liquid Retina.'],
      },
      {
        brands: { Lenovo: ['IdeaPad Slim 3 Chromebook|299'], HP: ['Chromebook 14|279'], Acer: ['Chromebook Plus 515|399'] },
        t: ['{brand} {model} 14" Intel Celeron 8GB 128GB eMMC', 'Portátil {brand} {model} para estudiantes'],
        p: [200, 450],
        d: ['Arranque en segundos y aplicaciones de Google integradas para clase o casa.'],
      },
    ],
    d: ['Teclado en español con letra Ñ.', 'Garantía oficial de 3 años en España.', 'Compra con financiación sin intereses disponible.'],
  },
  Keyboards: {
    id: 114,
    title: 'Teclados',
    description: 'Teclados mecánicos, inalámbricos y gaming con distribución en español.',
    group: 'keyboard',
    hue: 240,
    weight: 2,
    merchants: ['pccomponentes', 'mediamarkt', 'game', 'fnac'],
    lines: [
      {
        brands: { Logitech: ['MX Keys S|109', 'G915 X Lightspeed|229', 'K380|39', 'Pop Keys|79', 'G213 Prodigy|49'], Razer: ['BlackWidow V4|169', 'Huntsman V3 Pro TKL|219'], Corsair: ['K70 RGB Pro|159', 'K55 RGB Pro|59'], Keychron: ['K8 Pro|119', 'Q1 Max|219'], Newskill: ['Serike TKL|69'], Krom: ['Kasic TKL|39'] },
        t: ['Teclado mecánico {brand} {model} {switch} distribución española', 'Teclado inalámbrico {brand} {model} {color}', 'Teclado gaming {brand} {model} con reposamuñecas'],
        s: { switch: ['switch rojo', 'switch marrón', 'switch azul', 'switch óptico|+20'], color: ['negro', 'grafito', 'blanco', 'rosa'] },
        p: [30, 230],
        d: ['Distribución española QWERTY con tecla Ñ y teclas multimedia dedicadas.', 'Switches duraderos con hasta 100 millones de pulsaciones.'],
      },
    ],
    d: ['Compatible con Windows, macOS y Linux.', 'Conexión por cable USB-C, Bluetooth o receptor 2,4 GHz según modelo.'],
  },
  "Men's Footwear": {
    id: 115,
    title: 'Calzado para hombre',
    description: 'Zapatillas de running, deportivas de moda y zapatos para hombre con descuentos de temporada.',
    group: 'shoe',
    hue: 15,
    weight: 4,
    merchants: ['nike', 'zalando', 'sprinter', 'decathlon', 'elcorteingles'],
    s: { size: SIZES_SHOES_M, color: ['negro', 'blanco', 'gris', 'azul marino', 'verde', 'rojo'] },
    lines: [
      {
        brands: { Nike: ['Air Zoom Pegasus 41|139', 'Vomero 18|159', 'Invincible 3|189', 'Revolution 7|59'], Adidas: ['Adizero Boston 12|149', 'Ultraboost 5|189', 'Duramo SL|55'], 'ASICS': ['Gel-Nimbus 27|189', 'Gel-Kayano 31|179', 'Novablast 5|149'], 'New Balance': ['Fresh Foam X 1080v14|179', '880v15|149'], Hoka: ['Clifton 10|149', 'Bondi 9|169'], Kalenji: ['Kiprun KD900|89'] },
        t: ['Zapatillas de running {brand} {model} para hombre', 'Zapatillas de running {brand} {model} para hombre {color} talla {size}', 'Zapatillas {brand} {model} hombre'],
        p: [50, 200],
        d: ['Amortiguación reactiva y upper de malla transpirable para rodajes diarios y tiradas largas.', 'Suela de goma con gran agarre en asfalto mojado.'],
        w: 3,
      },
      {
        brands: { Nike: ['Air Force 1 \'07|119', 'Air Max 90|149', 'Dunk Low Retro|119'], Adidas: ['Samba OG|120', 'Gazelle|110', 'Stan Smith|100'], 'New Balance': ['574|99', '530|119'], Vans: ['Old Skool|80'], Converse: ['Chuck Taylor All Star|70'], Puma: ['Suede Classic|85'] },
        t: ['Zapatillas {brand} {model} hombre {color}', 'Zapatillas casual {brand} {model} talla {size}'],
        p: [55, 160],
        d: ['Un clásico urbano con piel de calidad y suela de goma duradera.'],
        w: 2,
      },
      {
        brands: { Pikolinos: ['Berna|119', 'Jerez|99'], Camper: ['Peu Cami|125', 'Runner K21|145'], Timberland: ['6-Inch Premium|199'], 'Dr. Martens': ['1460|199'], Geox: ['Spherica|129'] },
        t: ['Zapatos de piel {brand} {model} para hombre', 'Botas {brand} {model} hombre {color}'],
        p: [70, 220],
        d: ['Fabricados en piel con plantilla acolchada para un confort todo el día.'],
      },
    ],
    d: ['Cambios y devoluciones gratuitos.', 'Consulta la guía de tallas antes de comprar.'],
  },
  'Racket Sports': {
    id: 116,
    title: 'Deportes de raqueta',
    description: 'Palas de pádel, raquetas de tenis y bádminton, pelotas y paleteros al mejor precio.',
    group: 'racket',
    hue: 95,
    weight: 2,
    merchants: ['decathlon', 'sprinter', 'elcorteingles', 'miravia'],
    lines: [
      {
        brands: { 'Bullpadel': ['Vertex 04|229', 'Hack 03|249', 'Ionic Power|119'], Adidas: ['Metalbone 3.4|279', 'Adipower Multiweight|219'], Nox: ['AT10 Genius 18K|269', 'ML10 Pro Cup|149'], 'Head': ['Speed Pro|199', 'Delta Motion|129'], 'Babolat': ['Technical Viper|239'], Kuikma: ['PR 990 Power|119', 'PR 500|49'] },
        t: ['Pala de pádel {brand} {model}', 'Pala de pádel {brand} {model} {year}'],
        s: { year: ['2025', '2026|+20'] },
        p: [40, 300],
        d: ['Núcleo de goma EVA y planos de fibra de carbono para combinar potencia y control.', 'Forma diamante con balance alto pensada para jugadores de nivel avanzado.'],
        w: 2,
      },
      {
        brands: { Wilson: ['Pro Staff 97 v14|239', 'Clash 100 v3|219', 'Blade 98 v9|229'], Babolat: ['Pure Aero|229', 'Pure Drive|219'], Head: ['Speed MP|219', 'Boom Team|179'], Artengo: ['TR900|139'] },
        t: ['Raqueta de tenis {brand} {model} {weight}', 'Raqueta de tenis {brand} {model}'],
        s: { weight: ['280 g', '300 g', '315 g'] },
        p: [90, 250],
        d: ['Marco con gran estabilidad y sensación de golpeo limpio desde el fondo de pista.'],
      },
      {
        brands: { Head: ['Padel Pro S|7', 'Tour XT|8'], Wilson: ['US Open|8'], Bullpadel: ['Premium Pro|7'], Yonex: ['Mavis 350|24'] },
        t: ['Pack de {n} botes de pelotas {brand} {model}', 'Volantes {brand} {model} bote de 6'],
        s: { n: ['1', '3|+12', '24|+120'] },
        p: [5, 140],
        d: ['Pelotas presurizadas con gran durabilidad y bote homogéneo.'],
      },
    ],
    d: ['Producto oficial con garantía.', 'Recogida gratuita en tienda.'],
  },
  gadgets: {
    id: 117,
    title: 'Gadgets',
    description: 'Altavoces inteligentes, localizadores, lectores de libros electrónicos y otros gadgets para regalar.',
    group: 'gadget',
    hue: 175,
    weight: 3,
    merchants: ['fnac', 'mediamarkt', 'pccomponentes', 'worten', 'miravia', 'casadellibro'],
    lines: [
      {
        m: ['fnac', 'mediamarkt', 'pccomponentes', 'worten', 'miravia'],
        brands: { Apple: ['AirTag pack de 4|119', 'AirTag|35'], Samsung: ['Galaxy SmartTag2|29'], Tile: ['Mate|25'] },
        t: ['Localizador {brand} {model}', 'Localizador Bluetooth {brand} {model}', 'Localizador {brand} {model} con llavero de {mat}'],
        s: { mat: ['silicona', 'piel', 'nailon trenzado|+8'] },
        p: [20, 130],
        d: ['Encuentra tus llaves, tu mochila o tu maleta desde el móvil en segundos.'],
      },
      {
        m: ['casadellibro', 'fnac', 'mediamarkt', 'pccomponentes'],
        brands: { Kindle: ['Paperwhite 16GB|169', 'Colorsoft|269', 'Básico 2024|109'], Kobo: ['Clara BW|149', 'Libra Colour|219'], Tagus: ['Lux 2023|129'] },
        t: ['Lector de libros electrónicos {brand} {model} {ecolor}', 'eReader {brand} {model} con luz frontal {ecolor}', 'eReader {brand} {model} {ecolor} con funda'],
        s: { ecolor: ['negro', 'blanco', 'verde jade', 'lavanda'] },
        p: [100, 280],
        d: ['Pantalla sin reflejos que se lee como el papel, incluso a pleno sol.', 'Batería que dura semanas y resistencia al agua IPX8.'],
      },
      {
        m: ['mediamarkt', 'fnac', 'pccomponentes', 'worten', 'miravia'],
        brands: { Amazon: ['Echo Dot 5ª generación|64', 'Echo Show 8|149'], Google: ['Nest Mini|59', 'Nest Hub 2ª generación|99'], Xiaomi: ['Smart Camera C400|39', 'Mi Smart Band 9|39'], Philips: ['Hue Pack de inicio 3 bombillas E27|129'], DJI: ['Osmo Mobile 7|99', 'Mini 4K|299', 'Osmo Pocket 3|539'] },
        t: ['{brand} {model}', '{brand} {model} {color}'],
        s: { color: ['antracita', 'blanco', 'azul'] },
        p: [30, 550],
        d: ['Configuración en minutos desde la app y control por voz con los principales asistentes.'],
        w: 2,
      },
    ],
    d: ['Un regalo original para los amantes de la tecnología.', 'Envío rápido desde España.'],
  },
  Networking: {
    id: 118,
    title: 'Redes y wifi',
    description: 'Routers wifi, sistemas mesh, repetidores y switches para llevar internet a toda la casa.',
    group: 'wifi',
    hue: 185,
    weight: 2,
    merchants: ['pccomponentes', 'mediamarkt', 'worten', 'fnac'],
    lines: [
      {
        brands: { 'TP-Link': ['Deco X50 pack de 3|189', 'Archer AX55|79', 'Archer BE800|449', 'RE705X|79'], 'ASUS': ['RT-AX58U|129', 'ZenWiFi BT8 pack de 2|599', 'RT-BE96U|699'], Netgear: ['Orbi RBK863S|899', 'Nighthawk RAX50|199'], 'AVM': ['FRITZ!Box 7690|279', 'FRITZ!Repeater 1200 AX|89'], Xiaomi: ['Mesh System AX3000 pack de 2|119'] },
        t: ['Router {brand} {model} {std}', 'Sistema wifi mesh {brand} {model} {std}', '{brand} {model}'],
        s: { std: ['Wi-Fi 6', 'Wi-Fi 6E|+40', 'Wi-Fi 7|+120'] },
        p: [40, 900],
        d: ['Cobertura wifi de hasta 600 m² sin cortes y con control parental desde la app.', 'Puertos Gigabit y configuración guiada en menos de diez minutos.'],
        w: 2,
      },
      {
        brands: { 'TP-Link': ['TL-SG108|22', 'TL-SG105E|24', 'TL-SG116|39', 'TL-PA7017 Kit|49'], Netgear: ['GS308|25', 'GS316|49', 'GS305E|27'], 'D-Link': ['DGS-1016D|59', 'DGS-108|25'], 'Devolo': ['Magic 2 WiFi 6 Kit|229', 'Magic 1 LAN Kit|99'], Ubiquiti: ['UniFi Switch Lite 8 PoE|119'] },
        t: ['Switch Gigabit {brand} {model}', 'Adaptador PLC {brand} {model}'],
        p: [18, 230],
        d: ['Conexión por cable estable para consolas, televisores y ordenadores de sobremesa.'],
      },
    ],
    d: ['Compatible con todos los operadores de fibra.', 'Garantía de 3 años.'],
  },
  'TV Accessories': {
    id: 119,
    title: 'Accesorios de televisión',
    description: 'Barras de sonido, soportes de pared, mandos y dispositivos de streaming para tu televisor.',
    group: 'tv',
    hue: 230,
    weight: 2,
    merchants: ['mediamarkt', 'worten', 'pccomponentes', 'carrefour', 'elcorteingles'],
    lines: [
      {
        brands: { Sonos: ['Beam Gen 2|499', 'Arc Ultra|999', 'Ray|279'], Samsung: ['HW-Q990D|1199', 'HW-B450|179'], LG: ['S95TR|999', 'SC9S|549'], Bose: ['Smart Soundbar|499'], Sony: ['HT-S2000|399'], JBL: ['Bar 500|449'] },
        t: ['Barra de sonido {brand} {model} {ch} {color}', 'Barra de sonido {brand} {model} con Dolby Atmos {color}', 'Barra de sonido {brand} {model} {ch} con subwoofer inalámbrico'],
        s: { ch: ['2.1 canales', '3.1 canales|+50', '5.1.2 canales|+200'], color: ['negra', 'blanca'] },
        p: [150, 1300],
        d: ['Sonido envolvente con diálogos más claros y graves profundos.', 'Conexión HDMI eARC y control con el mando del televisor.'],
        w: 2,
      },
      {
        brands: { Vogel: ['Comfort TVM 3645|129'], Meliconi: ['Slim Style 400 SR|59'], 'One For All': ['Solid WM 4611|49'], Fonestar: ['STV-7000N|29'] },
        t: ['Soporte de pared para TV {brand} {model} de {inch}', 'Soporte giratorio {brand} {model} hasta 40 kg'],
        s: { inch: ['32 a 55"', '40 a 65"|+20', '55 a 100"|+40'] },
        p: [20, 170],
        d: ['Brazo articulado e inclinable con instalación sencilla y tornillería incluida.'],
      },
      {
        brands: { Amazon: ['Fire TV Stick 4K Max|69', 'Fire TV Stick HD|44'], Google: ['TV Streamer 4K|119'], Apple: ['TV 4K 128GB|169'], Xiaomi: ['TV Box S 2ª gen|59'], 'One For All': ['Mando universal Smart Control 8|39'] },
        t: ['{brand} {model}', 'Reproductor multimedia {brand} {model}'],
        p: [25, 170],
        d: ['Convierte cualquier televisor en Smart TV con las principales plataformas de streaming.'],
      },
    ],
    d: ['Compatible con televisores de todas las marcas.', 'Envío en 24/48 horas.'],
  },
  Computers: {
    id: 120,
    title: 'Ordenadores de sobremesa',
    description: 'PCs de sobremesa, ordenadores gaming y equipos todo en uno para casa y oficina.',
    group: 'desktop',
    hue: 250,
    weight: 3,
    merchants: ['pccomponentes', 'mediamarkt', 'elcorteingles', 'fnac', 'worten'],
    s: { ram: ['16GB', '32GB|+120', '64GB|+300'], ssd: ['512GB SSD', '1TB SSD|+60', '2TB SSD|+150'] },
    lines: [
      {
        brands: { PcCom: ['Gold Elite|1299', 'Ready|749', 'Lite|549'], 'MSI': ['MAG Infinite S3|999', 'MEG Trident X2|3499'], 'Lenovo': ['Legion Tower 5|1499', 'LOQ Tower 17IRR9|999'], HP: ['Omen 35L|1899', 'Victus 15L|899'], 'ASUS': ['ROG Strix G16CH|1599'] },
        t: ['PC gaming {brand} {model} {cpu} {ram} {ssd} {gpu}', 'Ordenador de sobremesa {brand} {model} {cpu} {ram} {ssd}'],
        s: { cpu: ['Intel Core i5-14400F', 'AMD Ryzen 7 7800X3D|+200', 'Intel Core i7-14700F|+180', 'AMD Ryzen 5 7500F'], gpu: ['RTX 5060', 'RTX 5060 Ti|+120', 'RTX 5070|+250', 'RX 9070 XT|+350', 'RTX 5080|+700'] },
        p: [600, 3500],
        d: ['Montado y probado, listo para jugar en cuanto lo saques de la caja.', 'Caja con cristal templado, iluminación ARGB y flujo de aire optimizado.'],
        w: 2,
      },
      {
        brands: { Apple: ['iMac 24" M4|1529', 'Mac mini M4|719', 'Mac Studio M4 Max|2499'], HP: ['All-in-One 24-cr0|649', 'Pavilion 27 All-in-One|999'], Lenovo: ['IdeaCentre AIO 3|699', 'ThinkCentre neo 50s|599'], 'ASUS': ['ExpertCenter PN53|499'] },
        t: ['{brand} {model} {ram} {ssd}', 'Ordenador todo en uno {brand} {model} {ram} {ssd}'],
        p: [450, 2600],
        d: ['Diseño compacto y silencioso, perfecto para el teletrabajo y la familia.'],
      },
    ],
    d: ['Windows 11 Home preinstalado (excepto Mac).', 'Garantía de 3 años y soporte técnico en España.'],
  },
  'Home Accessories': {
    id: 121,
    title: 'Accesorios para el hogar',
    description: 'Textil, iluminación, decoración y organización para hacer de tu casa un lugar más acogedor.',
    group: 'lamp',
    hue: 20,
    weight: 3,
    merchants: ['elcorteingles', 'leroymerlin', 'conforama', 'carrefour', 'miravia'],
    s: { color: ['blanco', 'gris perla', 'terracota', 'verde salvia', 'arena', 'azul petróleo'] },
    lines: [
      {
        brands: { 'Zara Home': ['Lino lavado|79', 'Percal|59'], 'Es-Cenario': ['Basic|29'], Pikolin: ['Home|39'], Burrito: ['Blanco Clásico|49'], Velfont: ['Tencel|45'] },
        t: ['Juego de sábanas {brand} {model} {bed} {color}', 'Funda nórdica {brand} {model} {bed} {color}', 'Edredón {brand} {model} {bed}'],
        s: { bed: ['cama de 90 cm', 'cama de 135 cm|+10', 'cama de 150 cm|+15', 'cama de 180 cm|+25'] },
        p: [20, 110],
        d: ['Tejido 100 % algodón suave y transpirable que mejora con cada lavado.'],
      },
      {
        brands: { Philips: ['Hue Go|89'], Inspire: ['Kenda|39', 'Maia|59'], Lexon: ['Mina|49'], 'Leroy Merlin': ['Sacramento|29'] },
        t: ['Lámpara de mesa {brand} {model} {color}', 'Lámpara de pie {brand} {model} LED regulable'],
        p: [20, 120],
        d: ['Luz cálida regulable para crear ambiente en el salón o el dormitorio.'],
      },
      {
        brands: { 'Joseph Joseph': ['Totem Max 60 L|179', 'Nest 9 piezas|39'], Brabantia: ['Bo Touch Bin 2x30 L|169'], Tatay: ['Set organizador|19'], Sensea: ['Espejo redondo 60 cm|49'] },
        t: ['{brand} {model}', '{brand} {model} {color}'],
        p: [15, 180],
        d: ['Práctico, fácil de limpiar y con un diseño que se integra en cualquier estancia.'],
      },
    ],
    d: ['Devolución gratuita en tienda.', 'Consulta medidas antes de comprar.'],
  },
  'Mobile Phones': {
    id: 122,
    title: 'Móviles',
    description: 'Smartphones libres de Samsung, Apple, Xiaomi y más, con descuentos de hasta el 40 %.',
    group: 'phone',
    hue: 205,
    weight: 5,
    merchants: ['mediamarkt', 'pccomponentes', 'worten', 'fnac', 'elcorteingles', 'carrefour', 'miravia'],
    s: { color: ['negro', 'azul', 'verde', 'blanco', 'titanio natural', 'lavanda'] },
    lines: [
      {
        brands: { Samsung: ['Galaxy S25 Ultra|1459', 'Galaxy S25|909', 'Galaxy A56 5G|449', 'Galaxy A26 5G|299', 'Galaxy Z Flip7|1219', 'Galaxy Z Fold7|2099'], Apple: ['iPhone 17 Pro Max|1469', 'iPhone 17|959', 'iPhone 16e|709', 'iPhone 17 Pro|1319'], Xiaomi: ['15T Pro|799', 'Redmi Note 14 Pro 5G|349', 'Redmi 14C|129'], 'Google': ['Pixel 10 Pro|1099', 'Pixel 10|899', 'Pixel 9a|549'], OPPO: ['Reno14 5G|499', 'Find X9|999'], Motorola: ['Edge 60|399', 'Moto G85 5G|249'] },
        t: ['Móvil {brand} {model} {sto} {color}', 'Smartphone {brand} {model} 5G {sto} libre', '{brand} {model} {sto} {color} libre'],
        s: { sto: ['128GB', '256GB|+100', '512GB|+260', '1TB|+460'] },
        p: [120, 2100],
        d: ['Pantalla AMOLED de 120 Hz, cámara principal de 50 MP y carga rápida.', 'Cinco años de actualizaciones de sistema y seguridad.', 'Batería de larga duración con carga inalámbrica.'],
        w: 4,
      },
      {
        brands: { Spigen: ['Ultra Hybrid|19', 'Tough Armor|25'], Apple: ['Funda de silicona con MagSafe|59'], Samsung: ['Smart View Wallet Case|39'], Belkin: ['ScreenForce Pro|29'] },
        t: ['Funda {brand} {model} para {phone}', 'Protector de pantalla {brand} {model} para {phone}'],
        s: { phone: ['iPhone 17 Pro', 'iPhone 17', 'Galaxy S25 Ultra', 'Galaxy A56', 'Pixel 10'] },
        p: [10, 60],
        d: ['Protección frente a caídas de hasta 2 metros sin añadir volumen.'],
      },
    ],
    d: ['Móvil libre, versión española con garantía de 3 años.', 'Cargador no incluido.'],
  },
  Televisions: {
    id: 123,
    title: 'Televisores',
    description: 'Smart TV 4K, OLED y QLED de todas las pulgadas para disfrutar del cine y el deporte en casa.',
    group: 'tv',
    hue: 225,
    weight: 4,
    merchants: ['mediamarkt', 'worten', 'elcorteingles', 'pccomponentes', 'carrefour', 'fnac'],
    lines: [
      {
        brands: { LG: ['OLED evo C5|+300', 'QNED82|+0', 'UT80|-150', 'OLED evo G5|+900'], Samsung: ['Neo QLED QN90F|+500', 'QLED Q7F|+0', 'Crystal UHD U8000F|-150', 'OLED S95F|+1100'], Sony: ['Bravia 8 II|+700', 'Bravia 3|+0'], Philips: ['Ambilight PUS8900|+50', 'OLED 809|+300'], TCL: ['C7K QD-Mini LED|+100', 'P7K|-100'], Hisense: ['U7Q Mini LED|+80', 'A6N|-180'] },
        t: ['Televisor {brand} {model} {inch} 4K Smart TV', 'Smart TV {brand} {model} {inch} 4K UHD', 'TV {panel} {brand} {model} {inch} 4K {hz}'],
        s: { inch: ['43"|449', '50"|529', '55"|649', '65"|899', '75"|1299', '85"|1899', '98"|2999'], panel: ['OLED', 'QLED', 'Mini LED', 'LED'], hz: ['60 Hz', '100 Hz', '120 Hz|+50', '144 Hz|+100'] },
        p: [300, 4000],
        d: ['Procesador con inteligencia artificial que mejora cada imagen y compatible con Dolby Vision y HDR10+.', 'Modo juego con VRR, ALLM y cuatro puertos HDMI 2.1.', 'Acceso a Netflix, Prime Video, Disney+ y DAZN desde el mando.'],
      },
    ],
    d: ['Instalación a domicilio disponible.', 'Garantía de 3 años.'],
  },
  Headphones: {
    id: 124,
    title: 'Auriculares',
    description: 'Auriculares inalámbricos, con cancelación de ruido y deportivos de las mejores marcas.',
    group: 'headphones',
    hue: 265,
    weight: 4,
    merchants: ['mediamarkt', 'fnac', 'pccomponentes', 'worten', 'elcorteingles'],
    s: { color: ['negro', 'blanco', 'azul medianoche', 'plata', 'rosa'] },
    lines: [
      {
        brands: { Sony: ['WH-1000XM6|449', 'WH-CH720N|99', 'ULT Wear|199'], Bose: ['QuietComfort Ultra|499', 'QuietComfort|349'], Apple: ['AirPods Max|579'], JBL: ['Tune 770NC|99', 'Live 770NC|179'], Sennheiser: ['Momentum 4 Wireless|379'], Marshall: ['Major V|149'] },
        t: ['Auriculares inalámbricos {brand} {model} con cancelación de ruido {color}', 'Auriculares de diadema {brand} {model} Bluetooth', 'Auriculares {brand} {model} {color}'],
        p: [50, 600],
        d: ['Cancelación activa de ruido líder y hasta 30 horas de batería.', 'Sonido de alta resolución con almohadillas de espuma viscoelástica.'],
        w: 2,
      },
      {
        brands: { Apple: ['AirPods Pro 3|249', 'AirPods 4|149'], Samsung: ['Galaxy Buds3 Pro|249', 'Galaxy Buds FE|99'], Sony: ['WF-1000XM5|299'], 'Jabra': ['Elite 10 Gen 2|249'], Xiaomi: ['Redmi Buds 6 Pro|69'], Nothing: ['Ear (3)|179'], Shokz: ['OpenRun Pro 2|199'] },
        t: ['Auriculares true wireless {brand} {model} {color}', 'Auriculares Bluetooth {brand} {model} con estuche de carga'],
        p: [30, 300],
        d: ['Auriculares ligeros con resistencia al sudor y al agua IPX4.', 'Audio espacial y cambio automático entre dispositivos.'],
        w: 2,
      },
      {
        brands: { Logitech: ['G Pro X 2 Lightspeed|249', 'G435|69'], Razer: ['BlackShark V2 Pro|199'], HyperX: ['Cloud III|99', 'Cloud Alpha Wireless|199'], SteelSeries: ['Arctis Nova 7|199'] },
        t: ['Auriculares gaming {brand} {model} {color}', 'Auriculares gaming inalámbricos {brand} {model} para PC, PS5 y Switch'],
        p: [50, 260],
        d: ['Micrófono desmontable con cancelación de ruido y sonido envolvente 7.1.'],
      },
    ],
    d: ['Garantía oficial de 2 años.', 'Envío gratis en 24/48 horas.'],
  },
  Watches: {
    id: 125,
    title: 'Relojes',
    description: 'Relojes inteligentes, relojes deportivos con GPS y relojes de moda para hombre y mujer.',
    group: 'watch',
    hue: 40,
    weight: 3,
    merchants: ['elcorteingles', 'mediamarkt', 'zalando', 'decathlon', 'worten', 'miravia'],
    lines: [
      {
        brands: { Apple: ['Watch Series 11 GPS 42 mm|449', 'Watch Ultra 3|899', 'Watch SE 3 40 mm|269'], Samsung: ['Galaxy Watch8 44 mm|349', 'Galaxy Watch Ultra|649'], Garmin: ['Forerunner 265|349', 'Fenix 8 AMOLED 47 mm|1099', 'Venu 3|449', 'Instinct 3|399'], Xiaomi: ['Redmi Watch 5|99', 'Watch S4|179'], Huawei: ['Watch GT 5 Pro|349', 'Watch Fit 4|149'], Polar: ['Vantage V3|599'] },
        t: ['Smartwatch {brand} {model} {color}', 'Reloj inteligente {brand} {model} con GPS', 'Reloj deportivo {brand} {model} {color}'],
        s: { color: ['negro medianoche', 'plata', 'grafito', 'oro rosa', 'verde'] },
        p: [80, 1100],
        d: ['Medición continua de frecuencia cardiaca, sueño, estrés y más de 100 modos deportivos.', 'Pantalla AMOLED siempre activa y pagos sin contacto desde la muñeca.'],
        w: 2,
      },
      {
        brands: { Casio: ['G-Shock GA-2100|109', 'Vintage A168WEGG|69', 'Edifice EFR-526|129'], Tissot: ['PRX 40 mm|425', 'Seastar 1000|695'], Seiko: ['5 Sports SRPD55K1|299', 'Presage Cocktail Time|495'], Festina: ['Timeless Chronograph|149'], Lotus: ['Minimalist|79'], Viceroy: ['Magnum|99'] },
        t: ['Reloj {brand} {model} para {who}', 'Reloj analógico {brand} {model} con correa de {strap}', 'Reloj {brand} {model}'],
        s: { who: ['hombre', 'mujer'], strap: ['acero', 'piel marrón', 'caucho negro'] },
        p: [50, 700],
        d: ['Caja de acero inoxidable, cristal mineral y resistencia al agua de 100 metros.'],
      },
    ],
    d: ['Estuche original y garantía oficial de 2 años.', 'Devolución gratuita durante 30 días.'],
  },
  Jewellery: {
    id: 126,
    title: 'Joyería',
    description: 'Pulseras, charms, anillos y pendientes de plata y oro para regalar o regalarte.',
    group: 'jewel',
    hue: 320,
    weight: 3,
    merchants: ['pandora', 'elcorteingles', 'zalando', 'miravia'],
    lines: [
      {
        m: ['pandora', 'elcorteingles'],
        brands: { Pandora: ['Moments Snake Chain|69', 'Moments Corazón|79', 'Signature Logo|89', 'Timeless Pavé|99', 'ME Link|59'] },
        t: ['Pulsera Pandora {model} en {metal}', 'Charm Pandora {charm} en {metal}', 'Anillo Pandora {model} talla {ring}', 'Pendientes Pandora {charm} en {metal}'],
        s: { metal: ['plata de ley', 'recubrimiento en oro de 14k|+40', 'recubrimiento en oro rosa de 14k|+40'], charm: ['Corazón Infinito', 'Flor de Cerezo', 'Estrella Fugaz', 'Familia Para Siempre', 'Disney Mickey Mouse', 'Signo del Zodiaco'], ring: ['50', '52', '54', '56', '58'] },
        p: [29, 160],
        d: ['Pieza acabada a mano con circonitas cúbicas brillantes.', 'Combínala con otros charms para crear un diseño único.'],
        w: 3,
      },
      {
        m: ['elcorteingles', 'zalando', 'miravia'],
        brands: { Tous: ['Bold Bear|139', 'Sweet Dolls|89', 'Manifesto|119'], Swarovski: ['Millenia|149', 'Tennis Deluxe|199', 'Sparkling Dance|99'], 'Uno de 50': ['Hoopla|89', 'Link|129'], Aristocrazy: ['Essentials|69'] },
        t: ['Collar {brand} {model} en {metal}', 'Pendientes {brand} {model}', 'Pulsera {brand} {model} en {metal}'],
        s: { metal: ['plata de ley', 'plata bañada en oro|+30', 'acero'] },
        p: [40, 250],
        d: ['Joya con certificado de autenticidad presentada en su estuche de regalo.'],
      },
    ],
    d: ['Grabado gratuito en piezas seleccionadas.', 'Envío gratis y devolución en 30 días.'],
  },
  Toys: {
    id: 127,
    title: 'Juguetes',
    description: 'LEGO, juegos de mesa, muñecas y juguetes educativos para todas las edades.',
    group: 'toy',
    hue: 5,
    weight: 3,
    merchants: ['toysrus', 'elcorteingles', 'carrefour', 'fnac', 'miravia', 'casadellibro'],
    lines: [
      {
        m: ['toysrus', 'elcorteingles', 'carrefour', 'fnac', 'miravia'],
        brands: { LEGO: ['Technic Ferrari SF-24 (42207)|219', 'Star Wars Halcón Milenario (75375)|169', 'City Comisaría (60370)|69', 'Icons Ramo de Flores (10280)|59', 'Harry Potter Castillo de Hogwarts (71043)|469', 'Friends Casa del Árbol (42652)|79', 'Icons Titanic (10294)|679', 'Technic Bugatti Bolide (42151)|49', 'Duplo Tren de Números (10954)|29', 'Marvel Spider-Man (76298)|39', 'Minecraft La Mina del Creeper (21155)|99', 'Speed Champions McLaren F1 (76919)|25', 'Architecture Skyline de Madrid (21057)|59', 'Botanicals Bonsái (10281)|49'] },
        t: ['LEGO {model}', 'Set de construcción LEGO {model}'],
        p: [20, 500],
        d: ['Set de construcción con instrucciones paso a paso y minifiguras incluidas.', 'Una experiencia de construcción gratificante para niños y adultos.'],
        w: 2,
      },
      {
        brands: { Hasbro: ['Monopoly Clásico|29', 'Cluedo|27', 'Trivial Pursuit Edición Familia|35'], Devir: ['Catan|39', 'Dixit|32', 'Virus!|14'], Asmodee: ['Dobble|15', 'Ticket to Ride Europa|45'], Mattel: ['UNO|9', 'Pictionary Air|25'] },
        t: ['Juego de mesa {brand} {model}', '{brand} {model} juego de mesa en español'],
        p: [9, 60],
        d: ['Diversión para toda la familia, de 2 a 6 jugadores a partir de 8 años.'],
      },
      {
        m: ['toysrus', 'elcorteingles', 'carrefour', 'miravia'],
        brands: { Mattel: ['Barbie Dreamhouse|199', 'Hot Wheels City Megagaraje|89'], Playmobil: ['Hospital Infantil|89', 'Granja|69'], 'Fisher-Price': ['Perrito Aprende Conmigo|29'], Famosa: ['Nenuco Cuidados|39', 'Pinypon City|24'], Vtech: ['KidiZoom Duo|59'] },
        t: ['{brand} {model}', 'Juguete {brand} {model} con accesorios', '{brand} {model} para niños de {age}'],
        s: { age: ['3 a 5 años', '4 a 8 años', 'más de 6 años', '18 meses a 3 años'] },
        p: [15, 200],
        d: ['Juguete seguro con certificación CE y piezas resistentes para jugar sin preocupaciones.'],
      },
    ],
    d: ['Ideal para regalar en Navidad y cumpleaños.', 'Advertencia: no apto para menores de 3 años por contener piezas pequeñas.'],
  },
  'Home Appliances': {
    id: 128,
    title: 'Electrodomésticos',
    description: 'Lavadoras, frigoríficos, lavavajillas y climatización con etiquetas energéticas eficientes.',
    group: 'appliance',
    hue: 195,
    weight: 4,
    merchants: ['mediamarkt', 'worten', 'elcorteingles', 'carrefour', 'conforama'],
    lines: [
      {
        brands: { Bosch: ['Serie 6 WGG244ZSES|599', 'Serie 4 WAN28285ES|449'], Balay: ['3TS993BD|429'], Samsung: ['Bespoke AI WW11DB8B95GBU3|799'], LG: ['F4WR7009AGW|549', 'F4X7011TBB|749'], Teka: ['WMT 10840 WH|349'] },
        t: ['Lavadora {brand} {model} {kg} {rpm} clase A', 'Lavadora carga frontal {brand} {model} {kg}'],
        s: { kg: ['8 kg', '9 kg|+40', '10 kg|+80', '11 kg|+120'], rpm: ['1200 rpm', '1400 rpm|+30'] },
        p: [330, 900],
        d: ['Motor inverter silencioso y programas rápidos de 15 minutos para el día a día.', 'Conectividad wifi para controlar los lavados desde el móvil.'],
      },
      {
        brands: { Samsung: ['RB38C600DSA|749', 'Bespoke RL38C776ASR|999', 'RS68A8840S9 americano|1499'], LG: ['GBB72PZVCN1|849', 'GSLV71PZTD americano|1399'], Bosch: ['Serie 4 KGN39VIBT|699'], Balay: ['3KFE765WI|599'], Hisense: ['RB440N4AWE|399'] },
        t: ['Frigorífico combi {brand} {model} No Frost {h}', 'Frigorífico {brand} {model} {h} inox'],
        s: { h: ['186 cm', '203 cm|+80'] },
        p: [380, 1600],
        d: ['Tecnología No Frost y cajón de frescura para conservar frutas y verduras más tiempo.'],
      },
      {
        brands: { Bosch: ['Serie 4 SMS4HVI00E|549'], Balay: ['3VS5330IP|429'], Beko: ['BDFN26430X|379'], Candy: ['CF 3C7L0W|299'], Siemens: ['iQ500 SN25ZI07CE|749'] },
        t: ['Lavavajillas {brand} {model} 60 cm {cub} cubiertos', 'Lavavajillas integrable {brand} {model}'],
        s: { cub: ['12', '13', '14|+40'] },
        p: [280, 800],
        d: ['Secado con zeolitas y tercera bandeja para cubiertos, con un consumo muy bajo.'],
      },
      {
        brands: { Daikin: ['Sensira TXF35E|849', 'Perfera FTXM35R|1199'], Mitsubishi: ['MSZ-HR35VF|749', 'MSZ-AP35VGK|1049'], Fujitsu: ['ASY35UI-KP|699'], LG: ['Dualcool S12ET|799'], Cecotec: ['ForceClima 7550 portátil|299'] },
        t: ['Aire acondicionado split {brand} {model} {frig}', 'Aire acondicionado {brand} {model} bomba de calor'],
        s: { frig: ['2.580 frigorías', '3.010 frigorías|+100', '4.300 frigorías|+300'] },
        p: [280, 1600],
        d: ['Bomba de calor con clase energética A++ para frío en verano y calor en invierno.'],
      },
    ],
    d: ['Entrega e instalación a domicilio y retirada del aparato antiguo.', 'Garantía de 3 años.'],
  },
  Kitchen: {
    id: 129,
    title: 'Cocina',
    description: 'Freidoras de aire, cafeteras, robots de cocina y menaje para cocinar mejor cada día.',
    group: 'pan',
    hue: 10,
    weight: 4,
    merchants: ['elcorteingles', 'carrefour', 'mediamarkt', 'worten', 'leroymerlin', 'miravia'],
    lines: [
      {
        brands: { Cosori: ['Turbo Blaze 6 L|129', 'Dual Blaze 6,4 L|149', 'Lite 4,7 L|79'], Philips: ['Airfryer Serie 3000 XL|119', 'Airfryer Dual Basket 3000|179'], Ninja: ['Foodi Dual Zone AF300EU|199', 'Double Stack XL|269'], Cecotec: ['Cecofry Fantastik 5500|59'], Tefal: ['Easy Fry Max|89'] },
        t: ['Freidora de aire {brand} {model}', 'Freidora sin aceite {brand} {model} {w}'],
        s: { w: ['1500 W', '1700 W', '2400 W|+20'] },
        p: [50, 280],
        d: ['Cocina platos crujientes con hasta un 90 % menos de grasa.', 'Cesta antiadherente apta para el lavavajillas y programas automáticos.'],
        w: 2,
      },
      {
        brands: { "De'Longhi": ['Magnifica S ECAM11.112.B|299', 'Dedica Style EC685|169', 'Eletta Explore|899'], Krups: ['Evidence One|549', 'Nespresso Vertuo Pop|69'], Philips: ['Serie 2200 LatteGo|399', 'Serie 5400|699'], Cecotec: ['Power Espresso 20|79'], Nespresso: ['Vertuo Next|99', 'Essenza Mini|79'] },
        t: ['Cafetera superautomática {brand} {model}', 'Cafetera {brand} {model} {color}', 'Cafetera espresso {brand} {model}'],
        s: { color: ['negra', 'blanca', 'roja', 'plata'] },
        p: [60, 950],
        d: ['Molinillo integrado y espumador de leche para preparar un capuchino como en la cafetería.'],
        w: 2,
      },
      {
        brands: { Thermomix: ['TM7|1549', 'TM6|1399'], Moulinex: ['Companion XL|499', 'Click Chef|249'], Cecotec: ['Mambo 11090|199'], Taurus: ['MyCook Touch|899'] },
        t: ['Robot de cocina {brand} {model}', 'Robot de cocina {brand} {model} con recetario'],
        p: [180, 1600],
        d: ['Pica, tritura, amasa y cocina con más de 30 funciones y miles de recetas guiadas.'],
      },
      {
        brands: { BRA: ['Efficient|59', 'Prior|89'], Tefal: ['Ingenio Unlimited|89', 'Daily Chef|69'], 'Le Creuset': ['Cocotte redonda 24 cm|299'], WMF: ['Perfect Plus 6,5 L|179'], Magefesa: ['Star|59'] },
        t: ['Batería de cocina {brand} {model} de {n} piezas', 'Juego de sartenes {brand} {model} {n} piezas aptas para inducción', '{brand} {model}'],
        s: { n: ['3', '5|+20', '8|+40', '13|+70'] },
        p: [30, 320],
        d: ['Aptas para todo tipo de cocinas, incluida la inducción, con antiadherente sin PFOA.'],
      },
    ],
    d: ['Garantía de 2 años.', 'Incluye manual en español.'],
  },
  "Women's Clothing": {
    id: 130,
    title: 'Ropa de mujer',
    description: 'Vestidos, abrigos, vaqueros y ropa deportiva de mujer de las marcas que más te gustan.',
    group: 'shirt',
    hue: 345,
    weight: 4,
    merchants: ['zalando', 'elcorteingles', 'miravia', 'decathlon', 'sprinter'],
    s: { color: COLORS_FASHION, size: SIZES_CLOTHES },
    lines: [
      {
        brands: { Mango: ['Midi|49', 'Satinado|59'], 'Vero Moda': ['Vmeasy|35'], 'Tommy Hilfiger': ['Camisero|119'], Desigual: ['Estampado|89'], 'Only': ['Onlnova|29'], 'Pepe Jeans': ['Tina|69'] },
        t: ['Vestido {model} {brand} {color}', 'Vestido {brand} {model} de mujer talla {size}'],
        p: [25, 130],
        d: ['Vestido fluido con escote en pico y cintura ajustada que favorece a todas las siluetas.'],
      },
      {
        brands: { "Levi's": ['501 Original|109', '724 High Rise Straight|99', 'Ribcage|119'], 'Pepe Jeans': ['Violet|79'], 'Tommy Jeans': ['Sylvia|99'], Mango: ['Mom|39'] },
        t: ["Vaqueros {brand} {model} para mujer", "Pantalón vaquero {brand} {model} talla {size}"],
        p: [30, 130],
        d: ['Denim de algodón con un toque de elasticidad para una comodidad total.'],
      },
      {
        brands: { 'The North Face': ['Nuptse 1996|339', 'Hyalite|199'], Mango: ['Lana|149'], 'Tommy Hilfiger': ['Plumífero|249'], Columbia: ['Puffect|129'], Quechua: ['Forclaz MT500|79'] },
        t: ['Abrigo {brand} {model} mujer {color}', 'Chaqueta acolchada {brand} {model} de mujer'],
        p: [60, 350],
        d: ['Abrigo cálido y ligero con capucha desmontable, perfecto para el invierno.'],
      },
      {
        brands: { Nike: ['One Dri-FIT|45', 'Pro 365|35'], Adidas: ['Optime|45'], Puma: ['Studio|39'], Domyos: ['Fitness 500|15'] },
        t: ['Mallas deportivas {brand} {model} de mujer {color}', 'Sujetador deportivo {brand} {model} talla {size}'],
        p: [12, 60],
        d: ['Tejido que evacúa el sudor y se seca rápido, ideal para el gimnasio o el yoga.'],
      },
    ],
    d: ['Envío y devolución gratuitos.', 'Composición y cuidados detallados en la etiqueta.'],
  },
  "Women's Footwear": {
    id: 131,
    title: 'Calzado para mujer',
    description: 'Zapatillas, botas, sandalias y zapatos de tacón para mujer con rebajas en todas las tallas.',
    group: 'shoe',
    hue: 355,
    weight: 3,
    merchants: ['zalando', 'nike', 'sprinter', 'elcorteingles', 'miravia'],
    s: { size: SIZES_SHOES_W, color: ['negro', 'blanco', 'rosa', 'beige', 'plata', 'camel'] },
    lines: [
      {
        brands: { Nike: ['Air Max 270|159', 'Pegasus 41|139', 'Court Vision Low|79'], Adidas: ['Samba OG|120', 'Ultraboost 5|189'], 'ASICS': ['Gel-Nimbus 27|189'], 'New Balance': ['327|109', '9060|159'], Skechers: ['Go Walk 7|69'], Veja: ['Campo|150'] },
        t: ['Zapatillas {brand} {model} para mujer {color}', 'Zapatillas {brand} {model} mujer talla {size}'],
        p: [50, 200],
        d: ['Zapatillas cómodas y ligeras con plantilla acolchada para todo el día.'],
        w: 2,
      },
      {
        brands: { 'Marypaz': ['Chelsea|49', 'Mosquetera|69'], Unisa: ['Gaina|129'], 'Dr. Martens': ['Jadon|219'], Pikolinos: ['Vicar|139'], Hispanitas: ['Berlín|119'] },
        t: ['Botines {brand} {model} de mujer {color}', 'Botas {brand} {model} de piel mujer talla {size}'],
        p: [40, 230],
        d: ['Piel de primera calidad y suela antideslizante hechas en España.'],
      },
      {
        brands: { Castañer: ['Carina|110'], Menbur: ['Tacón destalonado|69'], Unisa: ['Sandalia Yeste|99'], Birkenstock: ['Arizona|110'], Gioseppo: ['Sandalia plana|49'] },
        t: ['Sandalias {brand} {model} para mujer {color}', 'Alpargatas {brand} {model} talla {size}', 'Zapatos de tacón {brand} {model} {color}'],
        p: [35, 140],
        d: ['Diseño elegante y cómodo para bodas, eventos o el día a día en verano.'],
      },
    ],
    d: ['Cambios y devoluciones gratis.', 'Talla habitual: consulta la guía de la marca.'],
  },
  Makeup: {
    id: 132,
    title: 'Maquillaje',
    description: 'Bases, máscaras de pestañas, labiales y paletas de sombras de marcas top con descuento.',
    group: 'lipstick',
    hue: 350,
    weight: 3,
    merchants: ['druni', 'douglas', 'lookfantastic', 'elcorteingles', 'miravia'],
    s: { tone: ['01 Ivory', '02 Porcelana', '03 Natural Beige', '04 Sand', '05 Golden', '06 Caramel'] },
    lines: [
      {
        brands: { Maybelline: ['Fit Me Matte + Poreless|10', 'Super Stay 30H|14'], "L'Oréal Paris": ['Infaillible 32H Fresh Wear|16', 'True Match|14'], 'Estée Lauder': ['Double Wear|49'], NARS: ['Light Reflecting|52'], 'Dior': ['Forever Skin Glow|54'], 'Catrice': ['True Skin|9'] },
        t: ['Base de maquillaje {brand} {model} {tone} 30 ml', 'Base de maquillaje {brand} {model} tono {tone}'],
        p: [8, 60],
        d: ['Cobertura modulable y acabado natural de larga duración que no marca las líneas.'],
      },
      {
        brands: { Maybelline: ['Lash Sensational Sky High|13', 'The Falsies Lash Lift|13'], Lancôme: ['Lash Idôle|34', 'Hypnôse|32'], 'Too Faced': ['Better Than Sex|29'], 'Essence': ['Lash Princess|5'] },
        t: ['Máscara de pestañas {brand} {model} {shade}', 'Máscara de pestañas {brand} {model}'],
        s: { shade: ['negro', 'negro intenso', 'marrón'] },
        p: [5, 36],
        d: ['Pestañas con más volumen y longitud sin grumos, resistente al agua.'],
      },
      {
        brands: { MAC: ['Matte Lipstick|25', 'Powder Kiss|27'], 'Charlotte Tilbury': ['Matte Revolution|37'], 'NYX Professional Makeup': ['Lip Lingerie XXL|11', 'Ultimate Shadow Palette|17'], 'Urban Decay': ['Naked3 Palette|55'], 'Huda Beauty': ['Nude Obsessions Palette|32'] },
        t: ['Barra de labios {brand} {model} tono {lip}', '{brand} {model}', 'Paleta de sombras {brand} {model}'],
        s: { lip: ['Ruby Woo', 'Velvet Teddy', 'Pillow Talk', 'Nude 03', 'Rojo Pasión'] },
        p: [9, 60],
        d: ['Pigmentos intensos y textura cremosa que no reseca los labios.'],
      },
    ],
    d: ['Producto original con muestras de regalo.', 'Vegano y cruelty free en formatos seleccionados.'],
  },
  'Hair Care': {
    id: 133,
    title: 'Cuidado del cabello',
    description: 'Champús, mascarillas, secadores y planchas de pelo para un cabello sano y brillante.',
    group: 'bottle',
    hue: 290,
    weight: 3,
    merchants: ['druni', 'lookfantastic', 'promofarma', 'atida', 'douglas', 'mediamarkt'],
    lines: [
      {
        m: ['druni', 'lookfantastic', 'promofarma', 'atida', 'douglas'],
        brands: { Olaplex: ['Nº3 Hair Perfector|28', 'Nº4 Bond Maintenance Shampoo|28'], "Kérastase": ['Elixir Ultime|49', 'Nutritive Bain Satin|27'], Pantene: ['Pro-V Repara y Protege|5'], 'Redken': ['Acidic Bonding Concentrate|29'], 'Moroccanoil': ['Aceite Tratamiento|36'], 'Klorane': ['Champú a la Quinina|11'] },
        t: ['Champú {brand} {model} {ml}', 'Mascarilla capilar {brand} {model} {ml}', '{brand} {model} {ml}'],
        s: { ml: ['100 ml', '250 ml|+6', '500 ml|+12', '1000 ml|+20'] },
        p: [5, 60],
        d: ['Repara el cabello dañado desde el interior y aporta brillo y suavidad desde el primer uso.'],
        w: 2,
      },
      {
        m: ['mediamarkt', 'druni', 'lookfantastic', 'elcorteingles', 'worten'],
        brands: { Dyson: ['Supersonic Nural|499', 'Airwrap i.d. Multi-styler|599', 'Corrale|499'], GHD: ['Platinum+|279', 'Helios|199'], Rowenta: ['Ultimate Experience|149', 'Optiliss|39'], Remington: ['Shine Therapy|39'], Babyliss: ['Air Power Pro 2300|69'] },
        t: ['Secador de pelo {brand} {model}', 'Plancha de pelo {brand} {model}', 'Moldeador {brand} {model} {color}'],
        s: { color: ['rosa', 'negro', 'azul', 'cobre'] },
        p: [30, 600],
        d: ['Control inteligente de la temperatura para proteger el cabello del calor excesivo.'],
      },
    ],
    d: ['Apto para todo tipo de cabello.', 'Envío gratis a partir de 29 €.'],
  },
  'Video Games': {
    id: 134,
    title: 'Videojuegos',
    description: 'Consolas, juegos y accesorios para PS5, Xbox, Nintendo Switch 2 y PC.',
    group: 'gamepad',
    hue: 270,
    weight: 4,
    merchants: ['game', 'mediamarkt', 'fnac', 'elcorteingles', 'carrefour', 'pccomponentes'],
    lines: [
      {
        brands: { Sony: ['PlayStation 5 Slim Edición Digital|449', 'PlayStation 5 Pro|799', 'PlayStation Portal|219'], Nintendo: ['Switch 2|469', 'Switch 2 + Mario Kart World|509', 'Switch OLED|319'], Microsoft: ['Xbox Series X 1TB|549', 'Xbox Series S 512GB|349'], Valve: ['Steam Deck OLED 512GB|569'] },
        t: ['Consola {brand} {model}', 'Consola {model}'],
        p: [200, 800],
        d: ['Gráficos en 4K, carga ultrarrápida y un catálogo enorme de exclusivos.'],
        w: 2,
      },
      {
        brands: { 'Electronic Arts': ['EA Sports FC 26|79', 'Battlefield 6|79'], Nintendo: ['Mario Kart World|89', 'Donkey Kong Bananza|79', 'Pokémon Leyendas Z-A|69'], Sony: ['Ghost of Yōtei|79', 'Astro Bot|69'], 'Ubisoft': ["Assassin's Creed Shadows|69"], 'Rockstar': ['Red Dead Redemption 2|29'], Capcom: ['Monster Hunter Wilds|69', 'Resident Evil 4|39'] },
        t: ['{model} para {plat}', 'Videojuego {model} {plat} edición estándar'],
        s: { plat: ['PS5', 'Xbox Series X', 'Nintendo Switch 2', 'PC'] },
        p: [20, 90],
        d: ['Textos y voces en castellano.', 'Incluye contenido descargable exclusivo por reserva.'],
        w: 3,
      },
      {
        brands: { Sony: ['Mando DualSense Edge|239', 'Mando DualSense|69'], Nintendo: ['Mando Pro de Switch 2|89', 'Joy-Con 2 pareja|89'], Microsoft: ['Mando inalámbrico Xbox|59'], '8BitDo': ['Ultimate 2C|29'] },
        t: ['{brand} {model} {color}', '{model} {color}'],
        s: { color: ['negro', 'blanco', 'rojo cósmico', 'azul'] },
        p: [25, 240],
        d: ['Vibración háptica y gatillos adaptativos para una inmersión total.'],
      },
    ],
    d: ['Producto original en español (PEGI).', 'Envío el día de lanzamiento para reservas.'],
  },
  Photography: {
    id: 135,
    title: 'Fotografía',
    description: 'Cámaras sin espejo, objetivos, cámaras de acción e instantáneas al mejor precio.',
    group: 'camera',
    hue: 215,
    weight: 2,
    merchants: ['fnac', 'mediamarkt', 'elcorteingles', 'pccomponentes', 'worten'],
    lines: [
      {
        brands: { Sony: ['Alpha 7 IV|2299', 'ZV-E10 II|999', 'Alpha 6400|849'], Canon: ['EOS R6 Mark II|2499', 'EOS R50|749', 'EOS R8|1499'], Nikon: ['Z6III|2499', 'Z50II|999', 'Zf|2099'], Fujifilm: ['X-T5|1799', 'X-S20|1299', 'X100VI|1799'], Panasonic: ['Lumix S5IIX|2199'] },
        t: ['Cámara sin espejo {brand} {model} {kit}', 'Cámara {brand} {model} {kit}'],
        s: { kit: ['solo cuerpo', '+ objetivo 18-50 mm|+150', '+ objetivo 24-105 mm|+500'] },
        p: [700, 3000],
        d: ['Sensor de alta resolución, estabilizador integrado y vídeo 4K a 60p.', 'Enfoque automático con detección de sujetos por inteligencia artificial.'],
        w: 2,
      },
      {
        brands: { GoPro: ['HERO13 Black|399', 'HERO 4K|219'], DJI: ['Osmo Action 5 Pro|349', 'Osmo 360|479'], Insta360: ['X5|549', 'Ace Pro 2|399'] },
        t: ['Cámara de acción {brand} {model}', 'Cámara deportiva {brand} {model} con accesorios'],
        p: [200, 560],
        d: ['Resistente al agua hasta 10 metros sin carcasa y estabilización de imagen avanzada.'],
      },
      {
        brands: { Fujifilm: ['Instax Mini 12|79', 'Instax Wide 400|119', 'Instax Mini Evo|179'], Polaroid: ['Now+ Gen 2|149', 'Go Gen 2|89'], Kodak: ['Smile+|59'] },
        t: ['Cámara instantánea {brand} {model} {color}', 'Cámara instantánea {brand} {model}'],
        s: { color: ['azul pastel', 'rosa', 'blanco', 'verde menta', 'lila'] },
        p: [50, 190],
        d: ['Fotos impresas al momento para guardar recuerdos de viajes y fiestas.'],
      },
    ],
    d: ['Garantía oficial del fabricante en España.', 'Financiación disponible.'],
  },
  Baby: {
    id: 136,
    title: 'Bebés',
    description: 'Carritos, sillas de coche, pañales y cuidado del bebé con las marcas de confianza.',
    group: 'baby',
    hue: 60,
    weight: 3,
    merchants: ['bebitus', 'promofarma', 'atida', 'carrefour', 'elcorteingles'],
    lines: [
      {
        brands: { Bugaboo: ['Fox 5|1199', 'Dragonfly|899'], Cybex: ['Priam|1349', 'Melio 4|549'], Joolz: ['Day+|999'], 'Chicco': ['Trio Best Friend|599', 'Goody XPlus|299'], 'Baby Jogger': ['City Mini GT2|399'], Jané: ['Muum|699'] },
        t: ['Cochecito {brand} {model} {color}', 'Carrito de bebé {brand} {model} 3 piezas {color}', 'Silla de paseo {brand} {model} {color} ligera y compacta'],
        s: { color: ['negro', 'gris melange', 'azul marino', 'beige'] },
        p: [250, 1400],
        d: ['Chasis ligero y plegado compacto con una sola mano.', 'Capazo homologado para recién nacidos y silla reversible.'],
      },
      {
        brands: { Cybex: ['Sirona T i-Size|499', 'Solution T i-Fix|229'], 'Maxi-Cosi': ['Pearl 360 Pro|399'], Britax: ['Römer Dualfix 5Z|449'], 'Chicco': ['Seat3Fit i-Size|299'] },
        t: ['Silla de coche {brand} {model} grupo 0+/1 {color}', 'Silla de coche {brand} {model} i-Size giratoria {color}'],
        s: { color: ['negro', 'gris', 'azul', 'beige'] },
        p: [150, 520],
        d: ['Homologada según la normativa i-Size R129 con protección lateral reforzada.'],
      },
      {
        brands: { Dodot: ['Sensitive|22', 'Activity Extra|24', 'Bebé-Seco|19'], Huggies: ['Ultra Comfort|19', 'Extra Care|21'], Moltex: ['Pure & Nature|23'], Chelino: ['Love|15'] },
        t: ['Pañales {brand} {model} talla {size} {n} unidades', 'Pack mensual de pañales {brand} {model} talla {size}'],
        s: { size: ['1 (2-5 kg)', '2 (3-6 kg)', '3 (6-10 kg)', '4 (9-14 kg)', '5 (11-16 kg)', '6 (+13 kg)'], n: ['40', '80|+15', '120|+28'] },
        p: [12, 60],
        d: ['Hasta 12 horas de sequedad con una capa ultraabsorbente y cintura elástica.'],
      },
      {
        brands: { Mustela: ['Hydra Bebé Crema Corporal 500 ml|17', 'Gel de baño suave 750 ml|13'], Suavinex: ['Set biberones anticólico|29', 'Chupete Fusion 6-18m pack de 2|8'], Chicco: ['Chupete PhysioForma 6-16m pack de 2|9', 'Vigilabebés Video Baby Monitor|129'], Philips: ['Avent Esterilizador eléctrico|69', 'Avent Vigilabebés DECT SCD713|79'], 'Isdin': ['Baby Naturals Nappy Cream 100 ml|11'] },
        t: ['{brand} {model}'],
        p: [6, 60],
        d: ['Cuidado suave y seguro para la piel delicada del bebé.'],
        w: 2,
      },
    ],
    d: ['Envío gratis en pedidos superiores a 49 €.', 'Asesoramiento de expertos en puericultura.'],
  },
  Pets: {
    id: 137,
    title: 'Mascotas',
    description: 'Pienso, camas, juguetes y accesorios para perros, gatos y otras mascotas.',
    group: 'paw',
    hue: 80,
    weight: 3,
    merchants: ['tiendanimal', 'carrefour', 'miravia'],
    lines: [
      {
        brands: { 'Royal Canin': ['Medium Adult|+25', 'Mini Puppy|+15', 'Sterilised 37|+20'], "Hill's": ['Science Plan Adult|+20'], Acana: ['Wild Prairie|+30'], Advance: ['Medium Adult Pollo|+10'], Purina: ['Pro Plan Medium Adult|+18', 'One Gato Esterilizado|+0'], 'Taste of the Wild': ['High Prairie|+25'] },
        t: ['Pienso para perros {brand} {model} {kg}', 'Pienso para gatos {brand} {model} {kg}', 'Pienso {brand} {model} {kg}'],
        s: { kg: ['1,5 kg|15', '3 kg|25', '7,5 kg|45', '12 kg|59', '15 kg|69'] },
        p: [12, 110],
        d: ['Nutrición completa con proteínas de alta calidad adaptada a la edad y tamaño de tu mascota.', 'Fórmula sin colorantes artificiales que favorece una digestión saludable.'],
        w: 2,
      },
      {
        brands: { Trixie: ['Cama redonda Harvey|39', 'Rascador Baza|69'], Kong: ['Classic|12', 'Wobbler|19'], Flexi: ['New Classic 5 m|22'], 'TK-Pet': ['Cama ortopédica|49'], Catit: ['Fuente Flower 3 L|34'] },
        t: ['{brand} {model} para {pet}', '{brand} {model} talla {size}'],
        s: { pet: ['perros', 'gatos'], size: ['S', 'M', 'L|+10', 'XL|+20'] },
        p: [8, 80],
        d: ['Materiales resistentes y fáciles de limpiar pensados para el día a día de tu mascota.'],
      },
    ],
    d: ['Envío gratis a partir de 49 €.', 'Puntos de fidelización en cada compra.'],
  },
  Garden: {
    id: 138,
    title: 'Jardín y terraza',
    description: 'Muebles de exterior, barbacoas, cortacéspedes y riego para disfrutar del aire libre.',
    group: 'plant',
    hue: 120,
    weight: 3,
    merchants: ['leroymerlin', 'manomano', 'carrefour', 'elcorteingles', 'conforama'],
    lines: [
      {
        brands: { Weber: ['Spirit E-325|799', 'Master-Touch GBS 57 cm|379', 'Q 1200|299'], Campingaz: ['Attitude 2100 LX|229', '3 Series Classic|399'], 'Char-Broil': ['Performance Core B 3|449'], Naterial: ['Sorrento|169'] },
        t: ['Barbacoa de gas {brand} {model} {bcolor}', 'Barbacoa de carbón {brand} {model} {bcolor}', 'Barbacoa {brand} {model} con tapa y funda'],
        s: { bcolor: ['negra', 'roja', 'inox', 'azul'] },
        p: [150, 850],
        d: ['Quemadores de acero inoxidable y termómetro en la tapa para asados perfectos.'],
      },
      {
        brands: { Naterial: ['Conjunto Solaris 4 plazas|499', 'Tumbona Rimini|89'], Keter: ['Set Corfu Lounge|349', 'Arcón 305 L|89'], Hespéride: ['Conjunto Lisboa|599'], Chillvert: ['Sombrilla Parma 3 m|119'] },
        t: ['{brand} {model}', 'Mueble de jardín {brand} {model} {color}'],
        s: { color: ['antracita', 'grafito', 'madera natural', 'blanco'] },
        p: [60, 1200],
        d: ['Resina resistente a los rayos UV y a la lluvia, con cojines desenfundables.'],
        w: 2,
      },
      {
        brands: { Bosch: ['Rotak 36 R|299', 'AdvancedGrassCut 36|129'], Husqvarna: ['Automower 305|1199', 'LC 141i|449'], Gardena: ['Sileno Minimo|699', 'Kit de riego por goteo|59'], 'Worx': ['Landroid M500|749'], Einhell: ['GE-CM 36/37 Li|259'] },
        t: ['Cortacésped {brand} {model}', 'Robot cortacésped {brand} {model}', '{brand} {model} para jardín'],
        p: [50, 1300],
        d: ['Corte uniforme y recogida de hierba sin esfuerzo, con baterías intercambiables.'],
      },
    ],
    d: ['Entrega a domicilio o recogida en tienda.', 'Garantía de 2 años.'],
  },
  Travel: {
    id: 139,
    title: 'Viajes y escapadas',
    description: 'Escapadas de fin de semana, hoteles con encanto, spas y guías de viaje a precios rebajados.',
    group: 'suitcase',
    hue: 185,
    weight: 2,
    merchants: ['weekendesk', 'elcorteingles', 'casadellibro'],
    service: true,
    lines: [
      {
        m: ['weekendesk', 'elcorteingles'],
        brands: { 'Meliá': ['Hotel Meliá|+40'], 'NH Hotels': ['NH Collection|+30'], 'Barceló': ['Barceló|+20'], Paradores: ['Parador de|+60'], 'Hoteles Silken': ['Silken|+0'], Eurostars: ['Eurostars|+10'] },
        t: ['Escapada de {nights} en {model} {city} con {extra}', 'Escapada romántica {nights} en {city} con {extra} ({brand})', 'Fin de semana en {city}: {nights} en hotel {brand} con {extra}'],
        s: {
          nights: ['1 noche|89', '2 noches|169', '3 noches|239'],
          city: ['Granada', 'Sevilla', 'San Sebastián', 'Toledo', 'Salamanca', 'Valencia', 'Santiago de Compostela', 'Ronda', 'Cuenca', 'Mallorca', 'Tenerife', 'Cádiz'],
          extra: ['desayuno', 'spa y desayuno|+40', 'cena romántica|+50', 'visita guiada|+20', 'circuito termal|+35'],
        },
        p: [80, 700],
        d: ['Estancia para dos personas en habitación doble con las actividades incluidas en el pack.', 'Cancelación gratuita hasta 7 días antes de la llegada.'],
        w: 3,
      },
      {
        m: ['casadellibro', 'fnac', 'elcorteingles'],
        brands: { 'Lonely Planet': ['Japón|32', 'Italia|29', 'Islandia|27', 'Portugal|24'], Anaya: ['Guía Total Andalucía|22', 'Guiarama Compact Roma|12'], 'DK Eyewitness': ['Nueva York|26'] },
        t: ['Guía de viaje {brand} {model}', 'Libro {brand} {model} edición {year}'],
        s: { year: ['2025', '2026|+2'] },
        p: [10, 35],
        d: ['Itinerarios, mapas desplegables y consejos de expertos locales para aprovechar cada día.'],
      },
    ],
    d: ['Reserva sencilla y confirmación inmediata por correo electrónico.', 'Consulta condiciones y fechas disponibles en la web del comercio.'],
  },
};

/** Sentences any product may use to round its description off to 2–4 sentences. */
export const GENERIC_SENTENCES: readonly string[] = [
  'Oferta por tiempo limitado, hasta agotar existencias.',
  'Precio con IVA incluido.',
  'Pago seguro con tarjeta, Bizum o PayPal.',
  'Compra ahora y recíbelo en casa en pocos días.',
  'Uno de los productos más vendidos de la semana.',
  'Stock limitado a precio rebajado.',
];

export const DELIVERY_TIMES: readonly string[] = [
  'Entrega en 24/48h',
  'Entrega en 24/48h',
  'Entrega en 2-4 días laborables',
  'Entrega en 3-5 días laborables',
  'Recíbelo mañana',
  'Entrega en 5-7 días laborables',
];
