import type { AnswerOf, QueryOf, WithRequired } from '../../core/published';
import type { components, operations } from '../../generated/customer-service';

type Schemas = components['schemas'];

/**
 * A new insight panel configuration (the published `RestInsightPanelConfigurationCreate`): its `name`,
 * the query `pipeline` its queries go through (by id), the context fields sent with them (context key →
 * CRM field, e.g. `{ subject: 'Case_subject' }`) and the insight interfaces that use it, by id.
 */
export type InsightPanelConfigInput = Schemas['RestInsightPanelConfigurationCreate'] & {
  /** The configuration id, taken beside the published fields; generated when absent. */
  id?: string;
};

/** What replacing an insight panel configuration takes: all of it (the published `RestInsightPanelConfigurationUpdate`). */
export type InsightPanelConfigReplacement = Schemas['RestInsightPanelConfigurationUpdate'];

/**
 * An insight panel configuration as the platform returns it (the published `RestInsightPanelConfiguration`,
 * whose keys it always answers): the associated query pipeline and whether it uses ART (`topclicks`), DNE
 * (`facetsense`) and QS models, and the search hub of the panel's queries (the configuration's name).
 */
export type InsightPanelConfigModel = WithRequired<
  Schemas['RestInsightPanelConfiguration'],
  'id' | 'name' | 'pipeline' | 'searchHub' | 'contextFields' | 'interfaces'
>;

/** Query of `insightConfigs.list`: `filter` is a substring the name must contain; `order` by name, `asc` (default) or `desc`. */
export type ListInsightPanelConfigsQuery = QueryOf<operations['insight-panel-configuration-list']>;

/** A page of insight panel configurations (the published answer of `insightConfigs.list`). */
export interface InsightPanelConfigPage
  extends WithRequired<
    AnswerOf<operations['insight-panel-configuration-list']>,
    'totalEntries' | 'totalPages'
  > {
  items: InsightPanelConfigModel[];
}
