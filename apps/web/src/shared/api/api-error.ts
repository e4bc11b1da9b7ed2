import type { FieldProblem } from '@portal/contract/problem/field-problem';

/** The fields of an error body the client reads (problem details, DESIGN 5, plus the legacy `previous`). */
export type ErrorBody = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  message?: string;
  errors?: string[];
  /** DESIGN 5: a 422's invalid fields with their paths, codes and params. */
  fields?: FieldProblem[];
  previous?: string | { message?: string };
};

const isParam = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

// Read by hand, not with the contract's zod schema: zod is not part of the login page's first load.
const toFieldProblem = (raw: unknown): FieldProblem | null => {
  if (typeof raw !== 'object' || raw === null) return null;
  const { path, message, code, params, line } = raw as Record<string, unknown>;
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string' || typeof part === 'number'))
    return null;
  if (typeof message !== 'string' || typeof code !== 'string') return null;
  const field: FieldProblem = { path, message, code };
  if (typeof params === 'object' && params !== null && Object.values(params).every(isParam))
    field.params = params as FieldProblem['params'];
  if (typeof line === 'string') field.line = line;
  return field;
};

const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads whatever the server sent into ErrorBody, dropping fields of the wrong type. */
export const toErrorBody = (raw: unknown): ErrorBody => {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const body: ErrorBody = {};
  const type = stringOrUndefined(source.type);
  const title = stringOrUndefined(source.title);
  const detail = stringOrUndefined(source.detail);
  const message = stringOrUndefined(source.message);
  if (type) body.type = type;
  if (title) body.title = title;
  if (detail) body.detail = detail;
  if (message) body.message = message;
  if (typeof source.status === 'number') body.status = source.status;
  if (Array.isArray(source.errors)) {
    body.errors = source.errors.filter((entry): entry is string => typeof entry === 'string');
  }
  if (Array.isArray(source.fields)) {
    body.fields = source.fields.map(toFieldProblem).filter((field): field is FieldProblem => field !== null);
  }
  if (typeof source.previous === 'string') body.previous = source.previous;
  else if (typeof source.previous === 'object' && source.previous !== null) {
    const previousMessage = stringOrUndefined((source.previous as Record<string, unknown>).message);
    body.previous = previousMessage ? { message: previousMessage } : {};
  }
  return body;
};

/** A failed API call. `status` is the HTTP status, 0 when the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody, message?: string) {
    super(message ?? body.detail ?? body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** A form showed this 422's fields under its items: the client keeps its toasts (see apiRequest). */
  isClaimedByForm = false;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
