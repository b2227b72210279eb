import * as consultationsCalls from '@shared/calls/consultations';
import type { ConsultationBody } from '@shared/contracts/consultations';
import { api } from '~/lib/api';

/** question_add (spec §7): the user comes from the session; a failure is shown by the client and rejects. */
export function addConsultation(body: ConsultationBody) {
  return api(consultationsCalls.questionAdd, body);
}
