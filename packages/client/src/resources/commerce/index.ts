export * from './Commerce';
export * from './CommerceConfigurations';
export * from './CommerceListings';
export * from './CommerceRecommendations';
export * from './CommerceSearch';
export * from './CommerceTrackingIds';
export * from './endpoints';
