import { Body, Controller, Header, HttpCode, HttpException, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ContactMessageSchema, type ContactMessageInput, type ContactReceived } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { ContactService } from './contact.service';

/** A person writes a few messages; a script writes many. Per client address, counted across instances. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: 'contact', points: 5, durationSeconds: 600 };

@ApiTags('contact')
@Controller('api/contact')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post()
  @HttpCode(201)
  @BodyLimit(BODY_LIMITS.contact)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Store a message from the contact page (e-mail text, message ≤ 1000 characters)' })
  @ApiCreatedResponse({ description: '{ received: true }' })
  @ApiTooManyRequestsResponse({ description: 'More than 5 messages from one client in 10 minutes' })
  async create(
    @Body({ schema: ContactMessageSchema }) body: ContactMessageInput, @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactReceived> {
    const verdict = await this.limiter.consume(CONTACT_RATE_LIMIT, request.ip || 'unknown');
    if (!verdict.allowed) {
      void reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpException(
        { statusCode: 429, error: 'Too Many Requests', message: `Demasiados mensajes desde este cliente; inténtalo dentro de ${verdict.retryAfterSeconds} s` },
        429,
      );
    }
    // The honeypot is invisible to people: a filled one is a bot, answered as a success so it learns nothing.
    if (body.website) return { received: true };
    await this.contact.save(body.email.trim(), body.message.trim());
    return { received: true };
  }
}
