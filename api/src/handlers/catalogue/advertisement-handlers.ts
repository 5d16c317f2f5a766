import { advertisementClick, advertisementView } from '@ciao/shared/contracts';
import type { HandlerContext } from '../../http/api-context';
import { parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { advertisementPayload, recordAdEvent } from '../../queries/catalogue/advertisements';
import { titleExists } from '../../queries/titles';
import { titleNotFound } from '../../http/not-found';

type AdParams = { advertisement_id: number; type: number; title_id?: number | undefined };

/**
 * Both calls record one event (visitors too: ads are counted for everyone). An unknown ad is
 * a bad advertisement_id (1001: no docs/product-rules.md §8 code names ads); an unknown title_id is 3000.
 * Checked before the insert, so a refused call writes nothing.
 */
async function recordEvent(kind: 'click' | 'view', { params, api, reader, clientIp }: HandlerContext<AdParams>) {
  const advertisement = await advertisementPayload(api.db, params.advertisement_id);
  if (!advertisement) throw parameterInvalid('unknown advertisement');
  if (params.title_id !== undefined && !(await titleExists(api.db, params.title_id))) throw titleNotFound();
  const at = api.clock();
  const titleId = params.title_id ?? null;
  const eventId = await recordAdEvent(api.db, {
    advertisementId: advertisement.advertisement_id,
    kind,
    placement: params.type,
    titleId,
    accountId: reader?.account_id ?? null,
    clientIp,
    at,
  });
  return {
    event: {
      event_id: eventId,
      kind,
      advertisement_id: advertisement.advertisement_id,
      type: params.type,
      title_id: titleId,
      recorded_at: formatApiDateTime(at),
    },
    advertisement,
  };
}

export const advertisementClickRoute = defineRoute(advertisementClick, (context) => recordEvent('click', context));
export const advertisementViewRoute = defineRoute(advertisementView, (context) => recordEvent('view', context));
