import { BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import type { ApiError } from '@ofertas/contracts';

interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || '(root)';
}

/**
 * Validates every @Query/@Body/@Param that carries a contracts schema and answers 400 with the fields named,
 * e.g. `{ statusCode: 400, error: 'Bad Request', message: 'page: page must be at least 1', issues: [...] }`.
 */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    exceptionFactory: (issues: readonly SchemaIssue[]) => {
      const list = issues.slice(0, 20).map((i) => ({ path: issuePath(i), message: i.message }));
      const body: ApiError = {
        statusCode: 400,
        error: 'Bad Request',
        message: list.map((i) => `${i.path}: ${i.message}`).join('; '),
        issues: list,
      };
      return new BadRequestException(body);
    },
  });
}
