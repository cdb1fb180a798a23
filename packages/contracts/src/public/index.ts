export * from './category';
export * from './contact';
export * from './newsletter';
export * from './product';
export * from './site-content';
export * from './store';
export * from './specifications';
export * from './specification-filters';
