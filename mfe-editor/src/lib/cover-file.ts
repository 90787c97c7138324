/**
 * A cover chosen from disk becomes an inline data URL (SPEC §2); the server checks the real type from the bytes
 * and stores it. The picker offers what SPEC §9 names: png, gif, jpeg, bmp and icon files.
 */
import { EDITOR_LIMITS } from '@ofertas/contracts/editor';

export const COVER_ACCEPT = 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon,image/vnd.microsoft.icon,.png,.gif,.jpg,.jpeg,.bmp,.ico';

const ACCEPTED_TYPES = new Set(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon']);
const ACCEPTED_EXTENSIONS = /\.(png|gif|jpe?g|bmp|ico)$/i;

export const COVER_FILE_MESSAGES = {
  type: 'La portada debe ser una imagen png, gif, jpeg, bmp o ico',
  size: 'La portada no puede superar 2 MB',
  read: 'No se pudo leer el archivo de la portada',
} as const;

/** null when the file may be sent, else the Spanish reason (checked before reading, to fail fast). */
export function coverFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return COVER_FILE_MESSAGES.type;
  if (file.size > EDITOR_LIMITS.coverBytes) return COVER_FILE_MESSAGES.size;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(COVER_FILE_MESSAGES.read)));
    reader.onerror = () => reject(new Error(COVER_FILE_MESSAGES.read));
    reader.readAsDataURL(file);
  });
}
