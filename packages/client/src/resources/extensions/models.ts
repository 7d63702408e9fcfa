/**
 * Item data an extension script reads besides metadata: the body text, the body HTML, the thumbnail,
 * the original file. Other values the platform may add are kept as strings.
 */
export type ExtensionDataStream = 'BODY_TEXT' | 'BODY_HTML' | 'THUMBNAIL' | 'FILE_BINARY' | (string & {});

/** An indexing pipeline extension: a script run on every item of the sources that use it. */
export interface ExtensionModel {
  id: string;
  name: string;
  /** The script (Python). */
  content: string;
  description?: string;
  /** `false` after {@link Extensions.disable}; `true` at creation unless set. */
  enabled: boolean;
  requiredDataStreams?: ExtensionDataStream[];
  /** Changes on every update. */
  versionId?: string;
  /** Creation time, in ms since the epoch. */
  createdDate?: number;
  /** Last change time, in ms since the epoch. */
  lastModified?: number;
  /** Why the extension was disabled (the `reason` given to `disable`). */
  disabledReason?: string;
  /** When the extension was disabled, in ms since the epoch. */
  disabledDate?: number;
  /** Seconds a run may last before it is stopped. */
  timeout?: number;
  [field: string]: unknown;
}

/** What creating or replacing an extension takes: `name` and `content` are required. */
export type NewExtensionModel = Omit<
  ExtensionModel,
  'id' | 'enabled' | 'versionId' | 'createdDate' | 'lastModified' | 'disabledReason' | 'disabledDate'
> & { enabled?: boolean };

/** Languages of extension scripts. */
export type ExtensionLanguage = 'PYTHON3' | (string & {});

/** What checking an extension script takes. */
export interface ExtensionCodeModel {
  code: string;
  language?: ExtensionLanguage;
}

/** Whether a script compiles; when not, where and why. */
export interface ExtensionCompilationModel {
  valid: boolean;
  message?: string;
  /** 1-based line of the first error. */
  line?: number;
}

/** One saved state of an extension. */
export interface ExtensionVersionModel {
  id: string;
  /** When it was saved, ms since the epoch. */
  lastModified: number;
  /** The extension as it was. */
  extension?: ExtensionModel;
  [field: string]: unknown;
}
