import { ContactPage } from '../../features/contact';

/** `/help/contact` (seed 000 §2 "Help"), shown when the tenant's `help.contact` is on; loaded with its route. */
export function ContactRoute() {
  return <ContactPage />;
}
