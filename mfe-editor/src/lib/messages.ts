/**
 * The editor's own Spanish texts. SPEC's strings (titles, labels, §8 results) come from contracts; these are
 * the ones SPEC leaves to the page (required-field messages, draft prompt, leave warning, section labels).
 */
import { EDITOR_LABELS } from '@ofertas/contracts/messages';

export const required = (label: string) => `${label} es obligatorio`;

export const UI = {
  pickerLabel: 'Artículo existente (slug)',
  pickerOpen: 'Abrir',
  pickerLoading: 'Cargando artículos…',
  pickerLoadError: 'No se pudo cargar la lista de artículos',
  slugPattern: 'El slug solo admite minúsculas sin acentos, números y guiones (ej. mi-articulo)',
  urlPattern: 'Debe ser una dirección http(s):// o una ruta que empiece por /',
  coverUrlLabel: `${EDITOR_LABELS.image} (URL)`,
  coverFileLabel: 'o elige un archivo de imagen',
  coverFromFile: 'Imagen elegida del disco',
  coverRemove: 'Quitar imagen',
  sections: 'Secciones de contenido',
  sectionLegend: (n: number) => `Sección ${n}`,
  sectionHeading: 'Encabezado de la sección',
  sectionText: 'Texto de la sección',
  sectionProductUrl: 'URL del producto',
  sectionImageUrl: 'URL de la imagen del producto',
  sectionProductCard: 'Texto de búsqueda de la ficha de producto',
  showProduct: 'Mostrar imagen del producto',
  showProductUrl: 'Mostrar botón «Ir a la oferta»',
  showProductCard: 'Mostrar ficha de producto',
  addSection: 'Añadir sección',
  removeSection: (n: number) => `Quitar sección ${n}`,
  tags: 'Etiquetas',
  tagInput: 'Nueva etiqueta',
  addTag: 'Añadir etiqueta',
  removeTag: (tag: string) => `Quitar etiqueta ${tag}`,
  submitCreate: 'Publicar artículo',
  submitUpdate: 'Guardar cambios',
  saving: 'Guardando…',
  draftFound: (when: string) => `Tienes un borrador sin guardar (${when}).`,
  draftRecover: 'Recuperar borrador',
  draftDiscard: 'Descartar borrador',
  draftNotSaved: 'No se pudo guardar el borrador en este navegador (¿imagen demasiado grande?).',
  leaveConfirm: 'Tienes cambios sin guardar. ¿Salir de todas formas?',
} as const;
