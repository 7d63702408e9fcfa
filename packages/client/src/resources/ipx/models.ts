import type { components } from '../../generated/search-pages';

type Schemas = components['schemas'];
type WidgetRequest = Schemas['swaggermodels.FullInAppWidgetRequestModel'];

/** Horizontal placement of an in-product experience's button. */
export type IPXButtonHorizontalPosition = NonNullable<WidgetRequest['buttonPositionHorizontal']>;
/** Vertical placement of an in-product experience's button. */
export type IPXButtonVerticalPosition = NonNullable<WidgetRequest['buttonPositionVertical']>;

/**
 * A new or replaced in-product experience (in-app widget; the published `FullInAppWidgetRequestModel`):
 * its unique `name`, HTML `title` and `searchHub` (of its queries and usage analytics events) are
 * required. `buttonIcon` is HTML (e.g. an SVG); `buttonTargetSelector` selects the element that opens the
 * widget when clicked; `filter` is the constant query expression (`cq`) of the widget's search token and
 * `queryPipeline` the pipeline it enforces; `userGroups` and `userIds` are JSON arrays, as strings;
 * `validFor` is the search token's validity in ms (900 000 to 86 400 000; default 86 400 000).
 */
export type InProductExperienceInput = WidgetRequest;

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
