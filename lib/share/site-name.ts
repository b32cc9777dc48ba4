// The site's name as previews, embeds and exports show it (safe for client components).
export const SITE_NAME = 'Registry browser';
