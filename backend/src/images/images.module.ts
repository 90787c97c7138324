import { Module } from '@nestjs/common';
import { BlogImagesService } from './blog-images.service';
import { ImagesController } from './images.controller';

/** Images under /api/images: generated files and the blog covers authors upload (stored in the database). */
@Module({ controllers: [ImagesController], providers: [BlogImagesService], exports: [BlogImagesService] })
export class ImagesModule {}
