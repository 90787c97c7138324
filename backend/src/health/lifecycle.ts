import { Injectable } from '@nestjs/common';

/** Whether this instance is stopping: from SIGTERM on it reports not ready, so balancers send traffic elsewhere. */
@Injectable()
export class Lifecycle {
  private stopping = false;

  beginShutdown(): void {
    this.stopping = true;
  }

  get shuttingDown(): boolean {
    return this.stopping;
  }
}
