/**
 * The editor's own Spanish texts. SPEC's strings (titles, labels, §8 results) come from contracts; these are
 * the ones SPEC leaves to the page (required-field messages, draft prompt, leave warning, section labels).
 */
import { BLOG_FIELD_LABELS, BLOG_FIELD_MESSAGES } from '@ofertas/contracts/blog';
import { EDITOR_LABELS } from '@ofertas/contracts/messages';

/** '{campo} es obligatorio/a': each field's gender is fixed with the server's messages in contracts. */
export const REQUIRED = BLOG_FIELD_MESSAGES.required;

export const UI = {
  pickerLabel: 'Artículo existente (slug)',
  pickerOpen: 'Abrir',
  pickerLoading: 'Cargando artículos…',
  pickerLoadError: 'No se pudo cargar la lista de artículos',
  slugPattern: BLOG_FIELD_MESSAGES.slugPattern,
  slugReserved: BLOG_FIELD_MESSAGES.slugReserved,
  urlPattern: 'Debe ser una dirección http(s):// o una ruta que empiece por /',
  maxLength: (n: number) => `Máximo ${n.toLocaleString('es-ES')} caracteres`,
  coverUrlLabel: `${EDITOR_LABELS.image} (URL)`,
  coverFileLabel: 'o elige un archivo de imagen',
  coverFromFile: 'Imagen elegida del disco',
  coverRemove: 'Quitar imagen',
  sections: BLOG_FIELD_LABELS.sections,
  sectionLegend: (n: number) => `Sección ${n}`,
  sectionHeading: BLOG_FIELD_LABELS.sectionHeading,
  sectionText: BLOG_FIELD_LABELS.sectionText,
  sectionProductUrl: BLOG_FIELD_LABELS.sectionProductUrl,
  sectionImageUrl: BLOG_FIELD_LABELS.sectionImageUrl,
  sectionProductCard: BLOG_FIELD_LABELS.sectionProductCard,
  showProduct: BLOG_FIELD_LABELS.showProduct,
  showProductUrl: BLOG_FIELD_LABELS.showProductUrl,
  showProductCard: BLOG_FIELD_LABELS.showProductCard,
  addSection: 'Añadir sección',
  sectionsFull: BLOG_FIELD_MESSAGES.sections,
  removeSection: (n: number) => `Quitar sección ${n}`,
  tags: BLOG_FIELD_LABELS.tags,
  tagInput: 'Nueva etiqueta',
  addTag: 'Añadir etiqueta',
  tagsFull: BLOG_FIELD_MESSAGES.tags,
  tagTooLong: BLOG_FIELD_MESSAGES.tag,
  removeTag: (tag: string) => `Quitar etiqueta ${tag}`,
  submitCreate: 'Publicar artículo',
  submitUpdate: 'Guardar cambios',
  saving: 'Guardando…',
  draftFound: (when: string) => `Tienes un borrador sin guardar (${when}).`,
  draftRecover: 'Recuperar borrador',
  draftDiscard: 'Descartar borrador',
  draftNotSaved: 'No se pudo guardar el borrador en este navegador (¿imagen demasiado grande?).',
  /** Where in the form a server's reason points (content.2.section → 'sección 3'). */
  issueInSection: (n: number) => `sección ${n}`,
  issueInTag: (n: number) => `etiqueta ${n}`,
  leaveConfirm: 'Tienes cambios sin guardar. ¿Salir de todas formas?',
} as const;
