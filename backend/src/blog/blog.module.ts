import { Module } from '@nestjs/common';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** Blog articles: storage, the read API and the sample articles. Writes (editor) build on BlogService. */
@Module({ controllers: [BlogController], providers: [BlogService], exports: [BlogService] })
export class BlogModule {}
