import * as fs from 'node:fs';
import * as path from 'node:path';
import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BlogImagesService } from './blog-images.service';
import { renderPlaceholderSvg } from '../common/placeholder-svg';

const PLACEHOLDER_SVG = renderPlaceholderSvg();

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Only plain relative paths of safe characters: no '..', no absolute paths, no encoded tricks survive this. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}$/;

/** An image whose address never changes meaning (content-hashed or generated once): cached for a year. */
function sendImage(reply: FastifyReply, contentType: string, data: Buffer): void {
  void reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly must not run scripts, whatever it contains.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(data);
}

/**
 * Serves product and category images from DATA_DIR/images and uploaded blog covers from the database; a
 * missing or unsafe path gets the placeholder.
 */
@ApiTags('images')
@Controller('api/images')
export class ImagesController {
  private readonly root: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly uploads: BlogImagesService,
  ) {
    this.root = path.resolve(config.DATA_DIR, 'images');
  }

  /** Resolves a request path to a file inside the images folder, or null. */
  resolve(requested: string): string | null {
    if (!SAFE_PATH.test(requested) || requested.split('/').some((s) => s === '.' || s === '..')) return null;
    const type = TYPES[path.extname(requested).toLowerCase()];
    if (!type) return null;
    const full = path.resolve(this.root, requested);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  @Get('*')
  @ApiOperation({ summary: 'An image of the catalogue; placeholder SVG (404) when missing' })
  async image(@Param('*') requested: string, @Res() reply: FastifyReply): Promise<void> {
    if (requested === 'placeholder.svg') {
      // The fallback that pages put in place of a broken image: a normal, cacheable 200.
      void reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(PLACEHOLDER_SVG);
      return;
    }
    if (this.uploads.isStoredName(requested)) {
      // Uploaded covers live in the database (every instance serves them); their name is their hash.
      const stored = await this.uploads.find(requested);
      if (stored) {
        sendImage(reply, stored.contentType, stored.bytes);
        return;
      }
    } else {
      const file = this.resolve(requested);
      if (file) {
        try {
          const data = await fs.promises.readFile(file);
          sendImage(reply, TYPES[path.extname(file).toLowerCase()] as string, data);
          return;
        } catch {
          // fall through to the placeholder
        }
      }
    }
    void reply
      .status(404)
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(PLACEHOLDER_SVG);
  }
}
