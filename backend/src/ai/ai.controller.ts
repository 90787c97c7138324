import { Body, Controller, Header, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiBadGatewayResponse } from '@nestjs/swagger';
import {
  AiGenerateAnswerSchema,
  AiGenerateRequestSchema,
  AiInfoAnswerSchema,
  AiInfoRequestSchema,
  type AiGenerateAnswer,
  type AiGenerateRequest,
  type AiInfoAnswer,
  type AiInfoRequest,
} from '@ofertas/contracts';
import { BODY_LIMITS, BodyLimit } from '../http/body-limits';
import { AiService } from './ai.service';
import { AiRateLimitGuard } from './rate-limit.guard';

@ApiTags('ai')
@Controller('api/ai')
@UseGuards(AiRateLimitGuard)
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('generate')
  @BodyLimit(BODY_LIMITS.ai)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Spanish product description in simple markdown (### headings, **bold**, line breaks); generated once per product' })
  @ApiOkResponse({ standardSchema: AiGenerateAnswerSchema })
  @ApiTooManyRequestsResponse({ description: 'Rate limit per client IP (AI_RATE_LIMIT_PER_MINUTE)' })
  @ApiBadGatewayResponse({ description: "The AI service failed: { message: 'Error en la solicitud' }" })
  generate(@Body({ schema: AiGenerateRequestSchema }) body: AiGenerateRequest): Promise<AiGenerateAnswer> {
    return this.ai.generate(body);
  }

  @Post('generateInfo')
  @BodyLimit(BODY_LIMITS.ai)
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'History (historia) and a fact (informacion) about a store; generated once per store' })
  @ApiOkResponse({ standardSchema: AiInfoAnswerSchema })
  @ApiTooManyRequestsResponse({ description: 'Rate limit per client IP (AI_RATE_LIMIT_PER_MINUTE)' })
  @ApiBadGatewayResponse({ description: "The AI service failed: { message: 'Error en la solicitud' }" })
  generateInfo(@Body({ schema: AiInfoRequestSchema }) body: AiInfoRequest): Promise<AiInfoAnswer> {
    return this.ai.generateInfo(body);
  }
}
