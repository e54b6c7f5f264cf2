// The titled cards and label/value lists of the detail pages: a company's and a user's.
export { Section, type SectionProps } from './Section';
export { InfoList, type InfoItem } from './InfoList';
