import { Section } from '../ui/Layout';

/** A band of a page with an optional centred title and subtitle (the kit's Section). */
export const PageSection = Section;
