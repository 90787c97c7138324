import { Body, Controller, Delete, Get, Header, HttpCode, HttpException, HttpStatus, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BLOG_MESSAGES,
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  EditorLoginRequestSchema,
  EditorSessionAnswerSchema,
  type EditorLoginRequest,
  type EditorSessionAnswer,
} from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter, type RateLimitRule } from '../limits/rate-limiter';
import { EditorCredentials } from './editor-credentials.service';
import { EditorSessions } from './editor-session.service';

/** Wrong passwords allowed per client address in the window; every try spends one, a right one refunds them. */
export const LOGIN_THROTTLE: RateLimitRule = {
  name: 'editor-login',
  points: EDITOR_LIMITS.loginAttempts,
  durationSeconds: EDITOR_LIMITS.loginWindowSeconds,
};

/** The editor session: log in with the password, ask whether a session is open, log out. */
@ApiTags('editor')
@Controller('api/blog/session')
export class EditorSessionController {
  constructor(
    private readonly credentials: EditorCredentials,
    private readonly sessions: EditorSessions,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Whether this browser has an editor session, and until when' })
  @ApiOkResponse({ standardSchema: EditorSessionAnswerSchema })
  state(@Req() request: FastifyRequest): Promise<EditorSessionAnswer> {
    return this.sessions.state(request.headers);
  }

  /**
   * The try is counted before the password is checked, so parallel guesses cannot slip past the limit; a
   * right password forgets the client's failed tries.
   */
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: `Opens an editor session (HttpOnly cookie). 401 wrong password; 429 after ${EDITOR_LIMITS.loginAttempts} tries per client in ${EDITOR_LIMITS.loginWindowSeconds / 60} min`,
  })
  @ApiNoContentResponse({ description: 'Session opened: Set-Cookie ofertas_editor' })
  async login(
    @Body({ schema: EditorLoginRequestSchema }) body: EditorLoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const verdict = await this.limiter.consume(LOGIN_THROTTLE, request.ip);
    if (!verdict.allowed) {
      void reply.header('retry-after', String(verdict.retryAfterSeconds));
      throw new HttpException(EDITOR_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (!(await this.credentials.matches(body.password))) throw new UnauthorizedException(BLOG_MESSAGES.wrongPassword);
    await this.limiter.reset(LOGIN_THROTTLE, request.ip);
    // Another instance started with a new password since this one read it: the old one opens nothing.
    if (!(await this.sessions.open(request, reply))) throw new UnauthorizedException(BLOG_MESSAGES.wrongPassword);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Ends the editor session on the server (every copy of its cookie) and clears the cookie' })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    return this.sessions.close(request, reply);
  }
}
