import { EVENT_TYPE_NAMES, EVENT_TYPES } from '@portal/contract/integration/event-types';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_PREFIX,
} from '@portal/contract/integration/integration.constants';
import { describe, expect, it } from 'vitest';
import guide from '../../../../../../docs/integration.md?raw';
import { delayText } from './integration-help';

const SIDES: Record<string, readonly string[]> = {
  заказчик: ['customer'],
  перевозчик: ['contractor'],
  оба: ['customer', 'contractor'],
};

/** The catalogue rows of docs/integration.md: `| \`type\` | label | sides | \`key\`, … |`. */
const catalogueRows = () =>
  guide
    .split('\n')
    .filter((line) => /^\| `[a-z_]+\.[a-z_]+` \|/.test(line))
    .map((line) => {
      const [type, label, sides, data] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        type: type!.replaceAll('`', ''),
        label,
        sides: SIDES[sides!],
        data: data!.split(', ').map((key) => key.replaceAll('`', '')),
      };
    });

// Issue 26: docs/integration.md is what an integrator reads; its catalogue must be the contract's.
describe('docs/integration.md', () => {
  it('lists every event type of the contract, in its order, with its label, sides and data keys', () => {
    expect(catalogueRows()).toEqual(
      EVENT_TYPE_NAMES.map((type) => ({
        type,
        label: EVENT_TYPES[type].label,
        sides: EVENT_TYPES[type].sides,
        data: [...EVENT_TYPES[type].data],
      })),
    );
  });

  it("gives the contract's retry schedule and the whsec_ secret", () => {
    const schedule = WEBHOOK_RETRY_DELAYS_SECONDS.map(delayText);
    expect(guide).toContain(`${schedule.slice(0, -1).join(', ')} и ${schedule.at(-1)}`);
    expect(guide).toContain(`${WEBHOOK_SECRET_PREFIX}MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw/BXuyjCJPSw=`);
  });
});
