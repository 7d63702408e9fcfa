/** Horizontal placement of an in-product experience's button. */
export type IPXButtonHorizontalPosition = 'left' | 'center' | 'right' | (string & {});
/** Vertical placement of an in-product experience's button. */
export type IPXButtonVerticalPosition = 'top' | 'middle' | 'bottom' | (string & {});

/** A new or replaced in-product experience (in-app widget). */
export interface InProductExperienceInput {
  /** Unique name of the page. */
  name: string;
  /** The page's HTML title. */
  title: string;
  /** Search hub of the widget's queries and usage analytics events. */
  searchHub: string;
  buttonCSSClasses?: string;
  buttonColor?: string;
  buttonFont?: string;
  buttonFontSize?: string;
  /** The button's icon, as HTML (e.g. an SVG). */
  buttonIcon?: string;
  buttonPositionHorizontal?: IPXButtonHorizontalPosition;
  buttonPositionVertical?: IPXButtonVerticalPosition;
  /** A selector of the element that opens the widget when clicked. */
  buttonTargetSelector?: string;
  buttonTextColor?: string;
  /** Constant query expression (`cq`) of the widget's search token. */
  filter?: string;
  /** The query pipeline the token enforces. */
  queryPipeline?: string;
  userDisplayName?: string;
  /** JSON array, as a string. */
  userGroups?: string;
  /** JSON array of identities, as a string. */
  userIds?: string;
  /** Search token validity, ms (900 000 to 86 400 000; default 86 400 000). */
  validFor?: number;
  [field: string]: unknown;
}

/** The widget's button as the platform returns it. */
export interface IPXButtonModel {
  buttonCSSClasses: string[];
  buttonColor: { color: string; textColor: string };
  buttonFont: { family: string; size: string };
  buttonIcon: { value: string };
  /** Where the button sits, as the platform answers it (capitalized: `Left`, `Bottom`, …). */
  buttonPosition: {
    horizontalPosition: 'Undefined' | 'Left' | 'Center' | 'Right';
    verticalPosition: 'Undefined' | 'Top' | 'Middle' | 'Bottom';
  };
  buttonTargetSelector: string;
}

/** The search token parameters of a widget. */
export interface IPXTokenModel {
  searchHub: string;
  filter?: string;
  /** The query pipeline the token enforces; `''` for none (the organization's default pipeline). */
  pipeline: string;
  userDisplayName?: string;
  userGroups?: string[];
  userIds?: Array<{ name: string; provider: string }>;
  validFor: number;
}

/** An in-product experience as the platform returns it. */
export interface InProductExperienceModel {
  id: string;
  name: string;
  title: string;
  orgId: string;
  /** ISO 8601. */
  lastModified: string;
  button: IPXButtonModel;
  /** The page's HTML body. */
  content?: string;
  hasToken: boolean;
  header?: { css: unknown[]; javascript: unknown[] };
  token: IPXTokenModel;
}

/** What creating a widget answers: its model and the script tag that loads it. */
export interface InProductExperienceCreated extends InProductExperienceModel {
  /** `<script async src=".../inappwidget/loader"></script>`, to put in the host page's head. */
  scriptToInclude: string;
}
