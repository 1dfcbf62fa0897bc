import type { FromSchema } from 'json-schema-to-ts';
import type { boardOrderSchema, staffBoardAnswer, staffMemberSchema } from '../wire/answers-staff';

/** A restaurant's signed-in staff member and the outlets they act for. */
export type StaffMember = FromSchema<typeof staffMemberSchema>;
/** An order as the restaurant's board shows it. */
export type BoardOrder = FromSchema<typeof boardOrderSchema>;
export type BoardToday = FromSchema<typeof staffBoardAnswer>['today'][number];
