/** The kinds of Tableau content the platform served: dashboards (workbooks) and their views. */
export type TableauContentType = 'dashboards' | 'views' | (string & {});

/** A Tableau dashboard (a workbook) of the organization's analytics. */
export interface TableauDashboardModel {
  name: string;
  description: string;
  /** The dashboard's URL segment, as `dashboardContentUrl` takes it. */
  contentUrl: string;
  /** The URL segments of its views, as `viewContentUrl` takes them. */
  views?: Array<{ name: string; contentUrl: string }>;
}

/** A piece of Tableau content with a URL signed in for the caller. */
export interface TableauContentModel {
  name: string;
  contentUrl: string;
  /** A trusted-ticket URL that opens the content without another sign-in; valid for a few minutes. */
  authenticatedUrl: string;
  /** The dashboard the content belongs to (itself for a dashboard). */
  dashboard: TableauDashboardModel;
}
