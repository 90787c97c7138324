import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { ImagesModule } from '../images/images.module';
import { SeoModule } from '../seo/seo.module';
import { EditorCredentials } from './editor-credentials.service';
import { EditorSessionController } from './editor-session.controller';
import { EditorSessionGuard } from './editor-session.guard';
import { EditorSessions } from './editor-session.service';
import { EditorWritesController } from './editor-writes.controller';
import { EditorWrites } from './editor-writes.service';

/**
 * The author's side of the blog (issue 10): the editor session (password, throttle, signed cookie) and the
 * article writes it guards. Articles are stored by BlogService, covers by the images feature.
 */
@Module({
  imports: [BlogModule, ImagesModule, SeoModule],
  controllers: [EditorSessionController, EditorWritesController],
  providers: [EditorCredentials, EditorSessions, EditorSessionGuard, EditorWrites],
})
export class EditorModule {}
