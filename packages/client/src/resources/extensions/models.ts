import type { WithRequired } from '../../core/published';
import type { components } from '../../generated/extension';

type Schemas = components['schemas'];

/**
 * Item data an extension script reads besides metadata: the body text, the body HTML, the thumbnail,
 * the document data (the original file), the body as Markdown.
 */
export type ExtensionDataStream = Schemas['ExtensionModel']['requiredDataStreams'][number];

/** Languages of extension scripts. */
export type ExtensionLanguage = Schemas['ExtensionModel']['language'];

/** How an aspect of an extension's runs fares (`healthIndicator`), and why. */
export type ExtensionHealthModel = Schemas['ExtensionHealthModel'];

/**
 * How an extension runs (the published `ExtensionStatusModel`): today's statistics, health, timeout
 * likeliness, and while it is disabled since when (ms since the epoch) and why (`disabledStatus`;
 * `disabledDate` is 0 otherwise). `lastDisablingDate` and `lastAutoDisablingDate` are ms since the epoch.
 */
export type ExtensionStatusModel = Schemas['ExtensionStatusModel'];

/**
 * An indexing pipeline extension: a script (`content`, Python) run on every item of the sources that use
 * it (`usedBy`). The published `ExtensionModel`: `enabled` is `false` after {@link Extensions.disable};
 * `versionId` changes on every change, enabling and disabling included; `createdDate` and `lastModified`
 * are ms since the epoch; `timeout` is the seconds a run may last. Listings leave `content` out.
 */
export type ExtensionModel = Schemas['ExtensionModel'];

/** What creating or replacing an extension takes (the published `EditExtensionModel`): `name` and `content` are required. */
export type NewExtensionModel = Schemas['EditExtensionModel'];

/** What checking an extension script takes (the published `ExtensionCompileModel`, with its `code`). */
export type ExtensionCodeModel = WithRequired<Schemas['ExtensionCompileModel'], 'code'>;

/**
 * Whether a script compiles; when not, where and why: the first `error`, with its `type` (e.g.
 * `SyntaxError`), `message`, `line` (1-based) and `offset` (0-based column in the line). The published
 * `ExtensionCompileResultModel`, whose keys the platform always answers.
 */
export type ExtensionCompilationModel = Omit<
  WithRequired<Schemas['ExtensionCompileResultModel'], 'successful'>,
  'error'
> & {
  error?: Required<Schemas['ExtensionCompileErrorModel']>;
};

/** One saved state of an extension: its `versionId` (`id`), and when it was saved (`lastModified`, ms since the epoch). */
export type ExtensionVersionModel = Schemas['ExtensionContentVersionModel'];
