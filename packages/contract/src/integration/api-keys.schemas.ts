import * as z from 'zod';
import { idParamSchema } from '../ids';
import { text } from '../validation/text';
import { API_KEY_NAME_MAX_LENGTH } from './integration.constants';

// DESIGN 12: API keys per company, admins. The key is in the POST answer only.

export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Чтение',
  write: 'Чтение и запись',
};

export const apiKeyBodySchema = z.object({
  name: text()
    .trim()
    .min(1, 'обязательное поле')
    .max(API_KEY_NAME_MAX_LENGTH, `не длиннее ${API_KEY_NAME_MAX_LENGTH} символов`),
  scope: z.enum(API_KEY_SCOPES, 'выберите «read» или «write»'),
});
export type ApiKeyBody = z.infer<typeof apiKeyBodySchema>;

export const apiKeyParamsSchema = z.object({ keyId: idParamSchema });

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema.omit({ lastUsedAt: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
