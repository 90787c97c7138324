import { Injectable } from '@nestjs/common';

/** In-process signal that the catalogue changed (an import finished), so read caches drop what they hold. */
@Injectable()
export class CatalogEvents {
  private readonly listeners = new Set<() => void>();

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const l of this.listeners) l();
  }
}
