import * as z from 'zod';

/** The largest value of a PostgreSQL `integer` column: every record id fits in one. */
export const INT4_MAX = 2_147_483_647;

export const ID_MESSAGE = 'неверный идентификатор';
export const INTEGER_MESSAGE = 'должно быть целым числом';

// Decimal digits only: no sign, no leading zeros, no spaces, no exponent, at most ten digits.
const POSITIVE_DECIMAL = /^[1-9]\d{0,9}$/;
const DECIMAL = /^(0|[1-9]\d{0,15})$/;

/** A record id in a JSON body: a positive integer that fits an int4 column. */
export const idSchema = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT4_MAX, ID_MESSAGE);

/**
 * A record id written in a path or a query string (`/users/{id}`, `?contractorId=`): strictly decimal, so
 * `+1`, ` 1` and `00001` are not read as 1. In a path a malformed id answers 404 (decisions.md «Malformed path
 * ids»); in a query, 422.
 */
export const idParamSchema = z
  .string()
  .regex(POSITIVE_DECIMAL, ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(INT4_MAX, ID_MESSAGE));

/** A whole number in a query string (page, limit, a status code), strictly decimal, within its bounds. */
export const queryIntegerSchema = (min: number, max: number) =>
  z.string().regex(DECIMAL, INTEGER_MESSAGE).transform(Number).pipe(z.number().min(min).max(max));
