/**
 * Routes of the proof of delivery: the driver's delivery form (multipart, works
 * without JavaScript), the owner's acceptance, and the POD's photos, served only
 * to the trip's driver, its load's owner and admins.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { NotFoundError } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import { safeNext } from '../../http/respond.js';
import { MAX_UPLOAD_BYTES, sendFile } from '../../lib/files.js';
import { isUuid } from '../../lib/ids.js';
import { t } from '../../lib/i18n/index.js';
import { driverTripPath, tripPath } from '../../views/paths.js';
import type { RenderTripPage } from './page.js';
import { presentPod } from './presenters.js';
import { podSchema, MAX_POD_PHOTOS } from './pod-schema.js';
import { acceptPod, deliverTrip, podPhotoFor } from './pod-service.js';

const withTrip = z.object({ id: uuidParam('Trip') });

export function registerPodRoutes(app: FastifyInstance, tripPage: RenderTripPage): void {
  route(app, 'POST /driver/trips/:id/deliver', {
    summary: 'The assigned driver delivers a trip in transit with its proof of delivery (multipart: 1-3 photos `photo`, `receiver_name`, optional 6-digit `code`); the right code accepts it at once',
    access: ['driver'],
    params: withTrip,
    body: podSchema,
    // Up to three photos of at most 8 MB each, and the form's fields.
    bodyLimit: MAX_POD_PHOTOS * MAX_UPLOAD_BYTES + 1024 * 1024,
    run: ({ db, user, params, body }) => deliverTrip(db, user, params.id, body),
    json: (pod) => ({ pod: presentPod(pod) }),
    status: 201,
    redirect: (pod, { body }) => ({ to: safeNext(body.returnTo) ?? driverTripPath(pod.id), flash: t(pod.byCode ? 'pod.flash.confirmed' : 'pod.flash.given') }),
    form: (refusal, ctx) => tripPage(ctx, ctx.params.id, { error: refusal.message, podForm: { values: ctx.values, errors: refusal.details ?? {} } }),
  });

  route(app, 'POST /trips/:id/pod/accept', {
    summary: "The load's owner accepts the proof of delivery of a delivered trip",
    access: ['shipper', 'broker'],
    params: withTrip,
    run: ({ db, user, params }) => acceptPod(db, user, params.id),
    json: (pod) => ({ pod: presentPod(pod) }),
    redirect: (pod) => ({ to: tripPath(pod.id), flash: t('pod.flash.accepted') }),
    form: (refusal, ctx) => tripPage(ctx, ctx.params.id, { error: refusal.message }),
  });

  // A POD photo: the image itself, never cached by a shared cache; anyone who may not see the trip gets 404.
  app.get<{ Params: { id: string; fileId: string } }>('/trips/:id/pod/:fileId', { preHandler: requireUser }, async (req, reply) => {
    if (!isUuid(req.params.id) || !isUuid(req.params.fileId)) throw new NotFoundError('Photo');
    return sendFile(reply, await podPhotoFor(app.db, actor(req), req.params.id, req.params.fileId));
  });
}
