import { Injectable } from '@nestjs/common';

/**
 * What the instance is repairing in the background (e.g. the catalogue after an interrupted import). While
 * anything is listed, /api/health answers 'degraded': the site serves, but not at full speed or in full.
 */
@Injectable()
export class Maintenance {
  private readonly tasks = new Set<string>();

  begin(task: string): void {
    this.tasks.add(task);
  }

  end(task: string): void {
    this.tasks.delete(task);
  }

  get active(): readonly string[] {
    return [...this.tasks];
  }
}
