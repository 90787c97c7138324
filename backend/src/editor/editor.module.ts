import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { BlogModule } from '../blog/blog.module';
import { ImagesModule } from '../images/images.module';
import { SeoModule } from '../seo/seo.module';
import { EditorCredentials } from './editor-credentials.service';
import { EditorSessionController } from './editor-session.controller';
import { EditorSessions } from './editor-session.service';
import { registerEditorWriteGate } from './editor-write-gate';
import { EditorWritesController } from './editor-writes.controller';
import { EditorWrites } from './editor-writes.service';

/**
 * The author's side of the blog: the editor session (password, throttle, server-side sessions in a signed
 * cookie) and the article writes it guards (editor-write-gate.ts). Articles are stored by BlogService, covers
 * by the images feature.
 */
@Module({
  imports: [BlogModule, ImagesModule, SeoModule],
  controllers: [EditorSessionController, EditorWritesController],
  providers: [EditorCredentials, EditorSessions, EditorWrites],
})
export class EditorModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly sessions: EditorSessions,
  ) {}

  onModuleInit(): void {
    registerEditorWriteGate(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), this.sessions);
  }
}
