/**
 * The contract between content/ (what marketers edit) and the pages: one schema module per
 * content/ folder in src/schemas/, assembled here. A collection is named after its folder (or,
 * for a single YAML file, after the file). A file that breaks its schema fails the build,
 * naming the file and the field.
 */
import { accountCollections } from './schemas/account';
import { blogAndPressCollections } from './schemas/blog-and-press';
import { catalogueCollections } from './schemas/catalogue';
import { developersCollections } from './schemas/developers';
import { llmsCollections } from './schemas/llms';
import { changelogCollections } from './schemas/changelog';
import { statusCollections } from './schemas/status';
import { trustCollections } from './schemas/trust';
import { formsCollections } from './schemas/forms';
import { pagesCollections } from './schemas/pages';
import { pricingCollections } from './schemas/pricing';
import { siteCollections } from './schemas/site';

export const collections = {
  ...siteCollections,
  ...catalogueCollections,
  ...pricingCollections,
  ...blogAndPressCollections,
  ...pagesCollections,
  ...accountCollections,
  ...developersCollections,
  ...llmsCollections,
  ...changelogCollections,
  ...trustCollections,
  ...statusCollections,
  ...formsCollections,
};
