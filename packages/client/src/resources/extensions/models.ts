/**
 * Item data an extension script reads besides metadata: the body text, the body HTML, the thumbnail,
 * the document data (the original file), the body as Markdown.
 */
export type ExtensionDataStream =
  | 'BODY_TEXT'
  | 'BODY_HTML'
  | 'THUMBNAIL'
  | 'DOCUMENT_DATA'
  | 'BODY_MARKDOWN'
  | (string & {});

/** Languages of extension scripts. */
export type ExtensionLanguage = 'PYTHON3' | (string & {});

/** How an aspect of an extension's runs fares. */
export interface ExtensionHealthModel {
  healthIndicator: 'GOOD' | 'WARNING' | 'PROBLEMATIC' | 'UNKNOWN' | (string & {});
  reason?: string;
}

/** How an extension runs: today's statistics, health, and since when and why it is disabled. */
export interface ExtensionStatusModel {
  dailyStatistics: {
    averageDurationInSeconds: number;
    numberOfErrors: number;
    numberOfExecutions: number;
    numberOfSkips: number;
    numberOfTimeouts: number;
  };
  durationHealth: ExtensionHealthModel;
  timeoutHealth: ExtensionHealthModel;
  timeoutLikeliness: 'NONE' | 'LOW' | 'MEDIUM' | 'HIGH' | (string & {});
  /** While the extension is disabled, since when (ms since the epoch) and why; `disabledDate` is 0 otherwise. */
  disabledStatus: { disabledDate: number; reason?: string };
  /** When it was last disabled, ms since the epoch. */
  lastDisablingDate?: number;
  /** When the platform last disabled it by itself, ms since the epoch. */
  lastAutoDisablingDate?: number;
}

/** An indexing pipeline extension: a script run on every item of the sources that use it. */
export interface ExtensionModel {
  id: string;
  name: string;
  /** The script (Python). */
  content: string;
  description: string;
  /** `PYTHON3`. */
  language: ExtensionLanguage;
  apiVersion?: string;
  /** `false` after {@link Extensions.disable}; `true` at creation unless set. */
  enabled: boolean;
  requiredDataStreams: ExtensionDataStream[];
  /** Changes on every change, enabling and disabling included. */
  versionId: string;
  /** Creation time, in ms since the epoch. */
  createdDate: number;
  /** Last change time, in ms since the epoch. */
  lastModified: number;
  status: ExtensionStatusModel;
  /** The sources whose pipelines use it. */
  usedBy?: Array<{ sourceId?: string; sourceName?: string }>;
  useVault?: boolean;
  /** Seconds a run may last before it is stopped. */
  timeout?: number;
  [field: string]: unknown;
}

/** What creating or replacing an extension takes: `name` and `content` are required. */
export type NewExtensionModel = Partial<
  Omit<
    ExtensionModel,
    'id' | 'versionId' | 'createdDate' | 'lastModified' | 'status' | 'usedBy' | 'name' | 'content'
  >
> &
  Pick<ExtensionModel, 'name' | 'content'>;

/** What checking an extension script takes. */
export interface ExtensionCodeModel {
  code: string;
  language?: ExtensionLanguage;
}

/** Whether a script compiles; when not, where and why. */
export interface ExtensionCompilationModel {
  successful: boolean;
  /** The first error, when it does not compile. */
  error?: {
    /** e.g. `SyntaxError`. */
    type: string;
    message: string;
    /** 1-based line. */
    line: number;
    /** 0-based column in the line. */
    offset: number;
  };
}

/** One saved state of an extension: its `versionId`, and when it was saved. */
export interface ExtensionVersionModel {
  id: string;
  /** When it was saved, ms since the epoch. */
  lastModified: number;
}
