import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const registerOpenApi = async (app: FastifyInstance, version: string) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Портал грузоперевозок — API',
        description: 'HTTP API портала: аукционы, тендеры, рейсы, проформы, верификация перевозчиков.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
