// Virtual modules served by pipeline/bundle.
declare module 'virtual:unisite/themes.css';
