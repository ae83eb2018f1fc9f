import { ContactMessageInput } from '../../../src/contact.ts';
import { receiveContactMessage } from '../../modules/contact/index.ts';
import { publicProcedure, router } from '../init.ts';

/** The /contact form (spec sections 2, 5 and 7). */
export const contactRouter = router({
  send: publicProcedure.input(ContactMessageInput).mutation(({ ctx, input }) => receiveContactMessage(ctx, input)),
});
